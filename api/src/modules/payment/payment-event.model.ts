import type { PaymentProviderName } from '../../contract/payment-provider.ts';
import { BaseModel } from '../../db/base-model.ts';

export class PaymentEventModel extends BaseModel {
  static override tableName = 'payment_events';

  declare id: string;
  declare provider: PaymentProviderName;
  declare type: string;
  declare orderId: string | null;
  declare outcome: string;
  declare receivedAt: number;
}
