import Razorpay from 'razorpay';

export function createRazorpayClient(keys: {
  keyId: string;
  keySecret: string;
  apiBase: string | undefined;
}): Razorpay {
  const razorpay = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  if (keys.apiBase) {
    // The SDK has no option for its host (tests use a loopback fake of Razorpay's API), so
    // the base URL of the axios instance it keeps in `api.rq` is set here. Not in its types.
    const api = razorpay.api as unknown as { rq: { defaults: { baseURL?: string } } };
    api.rq.defaults.baseURL = keys.apiBase.replace(/\/+$/, '');
  }
  return razorpay;
}
