import type { OrderStatus } from '../../../contract/order-status.ts';
import type { ApiWords } from '../api-words.ts';

// The statuses as the apps and the emails show them.
const statuses: Readonly<Record<OrderStatus, string>> = {
  'Order Placed': 'ऑर्डर दिया गया',
  Packed: 'पैक हो गया',
  'Out for delivery': 'डिलीवरी के लिए निकला',
  Delivered: 'डिलीवर हो गया',
  Cancelled: 'रद्द',
};
const is = (ref: string, status: OrderStatus) => `ऑर्डर ${ref} का स्टेटस "${statuses[status]}" है`;

export const ordersWords = {
  statuses,
  cartUpdated: 'कार्ट अपडेट हुआ',
  orderPlaced: 'ऑर्डर सफलतापूर्वक प्लेस हो गया',
  redirectingToPayment: 'पेमेंट पेज पर ले जा रहे हैं',
  orderCancelled: 'ऑर्डर रद्द कर दिया गया',
  orderMoved: (status) => `ऑर्डर का स्टेटस: ${statuses[status]}`,
  refundIssued: 'रिफ़ंड कर दिया गया',
  orderUpdated: 'ऑर्डर अपडेट हो गया',

  cartProductGone: 'आपके कार्ट के कुछ प्रोडक्ट अब मौजूद नहीं हैं। कृपया पेज रीफ़्रेश करें।',
  orderProductGone: 'आपके कार्ट का एक प्रोडक्ट अब मौजूद नहीं है। कृपया अपना कार्ट रीफ़्रेश करें।',
  noLongerSold: (name) => `${name} अब नहीं बिकता। कृपया इसे अपने कार्ट से हटा दें।`,
  outOfStock: (name) => `${name} स्टॉक में नहीं है। कृपया इसे अपने कार्ट से हटा दें।`,
  onlyLeft: (left, name) => `${name} के सिर्फ़ ${left} बचे हैं। कृपया अपने कार्ट में मात्रा कम करें।`,
  soldOut: (name) => `${name} का स्टॉक खत्म हो गया है (0 बचे)। कृपया इसे अपने कार्ट से हटा दें।`,
  pricesChanged: (amount) =>
    `आपके कार्ट के दाम बदल गए हैं: अब आपका ऑर्डर ${amount} का है। कृपया अपना कार्ट देखें और ऑर्डर फिर से प्लेस करें।`,
  unpaidOrders: (count) =>
    `आपके ${count} ऑनलाइन ऑर्डर पेमेंट का इंतज़ार कर रहे हैं। नया ऑर्डर देने से पहले कृपया 'मेरे ऑर्डर' में किसी एक का पेमेंट करें या उसे रद्द करें।`,
  tooManyOrders: (wait) =>
    `आपने कम समय में बहुत सारे ऑर्डर दिए या रद्द किए हैं। कृपया ${wait} बाद फिर से कोशिश करें, या दुकान पर कॉल करें।`,
  cardsUnavailable: 'कार्ड से पेमेंट अभी उपलब्ध नहीं है। कृपया कैश ऑन डिलीवरी चुनें।',
  cardPageFailed: 'कार्ड पेमेंट का पेज नहीं खुल सका। कृपया फिर से कोशिश करें या कैश ऑन डिलीवरी चुनें।',
  paymentLinkInvalid: 'यह पेमेंट लिंक सही नहीं है।',

  addressNotFound: 'यह पता आपके अकाउंट में नहीं मिला। कृपया कोई दूसरा पता चुनें।',
  pincodeNotServed: (pincode) =>
    `माफ़ कीजिए, हम अभी पिन कोड ${pincode} पर डिलीवरी नहीं करते। कृपया कोई दूसरा पता चुनें।`,
  belowMinimum: (minimum, more) =>
    `कम से कम ${minimum} का ऑर्डर होना चाहिए। कृपया ${more} का सामान और जोड़ें।`,
  chooseSlot: 'कृपया डिलीवरी स्लॉट चुनें।',
  slotClosed: 'यह डिलीवरी स्लॉट अब खुला नहीं है। कृपया कोई दूसरा स्लॉट चुनें।',
  slotFull: 'यह डिलीवरी स्लॉट अभी-अभी भर गया। कृपया कोई दूसरा स्लॉट चुनें।',

  orderNotFound: 'ऑर्डर नहीं मिला।',
  thisOrderNotFound: 'यह ऑर्डर नहीं मिला।',
  awaitingPayment: (ref) => `ऑर्डर ${ref} अभी भी पेमेंट का इंतज़ार कर रहा है।`,
  alreadyStatus: (ref, status) => `ऑर्डर ${ref} का स्टेटस पहले से ही "${statuses[status]}" है।`,
  tooLateToCancel: (ref, status) =>
    `${is(ref, status)}, इसलिए अब इसे रद्द नहीं किया जा सकता। कृपया दुकान पर कॉल करें।`,
  finalStatus: (ref, status) => `${is(ref, status)}; अब यह नहीं बदल सकता।`,
  onlyBecome: (ref, status, allowed) =>
    `${is(ref, status)}; अब इसका स्टेटस सिर्फ़ ${allowed.map((s) => `"${statuses[s]}"`).join(' या ')} हो सकता है।`,
  paymentInProgress: (ref) =>
    `ऑर्डर ${ref} का एक पेमेंट अभी प्रोसेस हो रहा है। कृपया कुछ मिनट बाद फिर से कोशिश करें।`,
  paidMeanwhile: (ref) =>
    `ऑर्डर ${ref} का पेमेंट अभी-अभी आ गया है, इसलिए अब यह पेमेंट हो चुका ऑर्डर है। पैसे रिफ़ंड करवाने के लिए इसे फिर से रद्द करें।`,

  editAwaitingPayment: (ref) =>
    `ऑर्डर ${ref} अभी भी पेमेंट का इंतज़ार कर रहा है, इसलिए अभी इसमें बदलाव नहीं हो सकता।`,
  editCancelled: (ref) => `ऑर्डर ${ref} रद्द हो चुका है; इसमें बदलाव नहीं हो सकता।`,
  editTooLate: (ref, status) =>
    `${is(ref, status)}; सिर्फ़ उसी ऑर्डर में बदलाव हो सकता है जो अभी पैक नहीं हुआ है।`,
  editPaymentChecked: (ref) => `ऑर्डर ${ref} के पेमेंट की जाँच हो रही है; तब तक इसमें बदलाव नहीं हो सकता।`,
  editedMeanwhile: (ref) => `ऑर्डर ${ref} में अभी-अभी बदलाव हुआ है। कृपया इसे फिर से देखें।`,
  editNothingAdded: 'सिर्फ़ ऑर्डर में पहले से मौजूद चीज़ें बदली जा सकती हैं; कुछ नया नहीं जोड़ा जा सकता।',
  editOnlyLower: (name, quantity) => `${name}: मात्रा सिर्फ़ कम की जा सकती है (ऑर्डर में ${quantity} है)।`,
  editLeavesNothing: 'इससे ऑर्डर में कुछ नहीं बचेगा: इसके बजाय ऑर्डर रद्द करें।',
  editNothingChanged: 'कुछ नहीं बदला: कोई मात्रा कम करें या कोई चीज़ हटाएँ।',

  alreadyRefunded: (ref) => `ऑर्डर ${ref} का रिफ़ंड पहले ही हो चुका है।`,
  nothingToRefund: (ref) => `ऑर्डर ${ref} में रिफ़ंड करने के लिए कुछ नहीं है।`,
  refundFailedAgain: (ref) =>
    `ऑर्डर ${ref} का रिफ़ंड फिर से नहीं हो सका। कृपया बाद में कोशिश करें या पेमेंट प्रोवाइडर के डैशबोर्ड से रिफ़ंड करें।`,
  editRefundFailedAgain: (ref) =>
    `ऑर्डर ${ref} का एक रिफ़ंड फिर से नहीं हो सका। कृपया बाद में कोशिश करें या पेमेंट प्रोवाइडर के डैशबोर्ड से रिफ़ंड करें।`,
  refundInProgress: (ref) => `ऑर्डर ${ref} का रिफ़ंड अभी प्रोसेस हो रहा है। कृपया कुछ मिनट बाद फिर से देखें।`,
} satisfies ApiWords['orders'];
