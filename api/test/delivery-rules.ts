import type { DeliverySettingsInput } from '../src/contract/delivery.ts';

/**
 * A shop's delivery rules for tests: two PIN codes (560002 with its own Rs.15 fee), a
 * minimum of Rs.100, Rs.30 delivery, free from Rs.500, and the slots given.
 */
export const deliveryRules = (
  slots: DeliverySettingsInput['slots'],
  overrides: Partial<DeliverySettingsInput> = {},
): DeliverySettingsInput => ({
  pincodes: [
    { pincode: '560001', fee: null },
    { pincode: '560002', fee: 15 },
  ],
  minOrder: 100,
  fee: 30,
  freeAbove: 500,
  slots,
  ...overrides,
});
