import type { AddressFieldName } from '@kirana/api/contract/address-fields';
import { t } from '@lingui/core/macro';

/**
 * The address form's words in the shopper's language. The contract (address-fields.ts)
 * declares each field's label, hint and rules in English for the API; the form keeps the
 * contract as the judge of what is wrong and says it here, with the same English.
 */
export function addressFieldLabel(name: AddressFieldName): string {
  switch (name) {
    case 'firstName':
      return t`First name`;
    case 'lastName':
      return t`Last name`;
    case 'email':
      return t`Email address`;
    case 'street':
      return t`Street`;
    case 'landmark':
      return t`Landmark`;
    case 'city':
      return t`City`;
    case 'state':
      return t`State`;
    case 'zipcode':
      return t`PIN code`;
    case 'country':
      return t`Country`;
    case 'phone':
      return t`Phone`;
  }
}

export function addressFieldHint(name: AddressFieldName): string | undefined {
  if (name === 'landmark') return t`Optional: a place nearby, e.g. "Opposite the bus stand"`;
  return name === 'lastName' ? t`Optional` : undefined;
}

/** The parts of a zod issue the message depends on (zod 4's issue shape). */
export interface AddressIssue {
  code: string;
  message: string;
  maximum?: unknown;
}

/**
 * One field's problem as the contract's schema found it, told in the active language; an
 * issue this does not know keeps the contract's English message.
 */
export function addressErrorText(name: AddressFieldName, issue: AddressIssue): string {
  const label = addressFieldLabel(name);
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
    const max = issue.maximum;
    return t`${label} must be at most ${max} characters`;
  }
  if (issue.code === 'too_small' || issue.code === 'invalid_type') return t`${label} is required`;
  if (name === 'zipcode' && issue.code === 'invalid_format') return t`PIN code must be 6 digits`;
  if (name === 'phone' && issue.code === 'custom')
    return t`Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9`;
  if (name === 'state' && issue.code === 'custom')
    return t`Please choose a state or union territory of India`;
  if (name === 'email' && issue.code === 'custom') return t`Please enter a valid email address`;
  return issue.message;
}
