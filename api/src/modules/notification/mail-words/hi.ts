import type { MailWords } from './mail-words.ts';

// Hindi as Indian shopping apps write it: आप forms, and the English words shoppers use
// (ऑर्डर, डिलीवरी, पेमेंट, रिफ़ंड) in Devanagari. Money with ₹ and Indian grouping.
const rupees = new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR' });
const slotDays = new Intl.DateTimeFormat('hi-IN', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const hello = (name: string | undefined) => (name ? `नमस्ते ${name} जी` : 'नमस्ते');

export const hindiWords: MailWords = {
  htmlLang: 'hi',
  money: (paise) => rupees.format(paise / 100),
  slotDay: (date) => slotDays.format(new Date(`${date}T12:00:00Z`)),
  statuses: {
    'Order Placed': 'ऑर्डर दिया गया',
    Packed: 'पैक हो गया',
    'Out for delivery': 'डिलीवरी के लिए निकला',
    Delivered: 'डिलीवर हो गया',
    Cancelled: 'रद्द हो गया',
  },
  paymentTypes: { COD: 'कैश ऑन डिलीवरी', Online: 'ऑनलाइन' },
  cancelReasons: {
    'out-of-stock': 'सामान स्टॉक में नहीं है',
    'cannot-deliver': 'हम इस पते पर डिलीवरी नहीं कर सकते',
    'shop-closed': 'दुकान बंद है',
    'customer-asked': 'आपने रद्द करने को कहा था',
  },

  call: (phone) => `कॉल करें: ${phone}`,
  receipt: { subtotal: 'सबटोटल', tax: 'टैक्स', delivery: 'डिलीवरी', total: 'कुल' },
  phoneLine: (phone) => `फ़ोन: ${phone}`,
  slotLine: (day, start, end) => `डिलीवरी स्लॉट: ${day}, ${start}–${end}`,
  yourOrders: 'आपके ऑर्डर',

  shopperPays: {
    keepReady: (amount) => `कैश ऑन डिलीवरी: कृपया ${amount} तैयार रखें।`,
    beingChecked: 'ऑनलाइन: आपके पेमेंट की जाँच हो रही है; दुकान आपसे संपर्क करेगी।',
    paidOnline: (amount) => `ऑनलाइन: ${amount} का पेमेंट हो गया है।`,
    settledInCash: (amount) => `डिलीवरी पर कैश में पेमेंट हुआ (${amount})।`,
    settledOnline: (amount) => `ऑनलाइन पेमेंट हुआ (${amount})।`,
  },
  confirmation: {
    subject: (shop, ref) => `आपका ${shop} ऑर्डर ${ref} प्लेस हो गया है`,
    lead: (name, ref) =>
      `धन्यवाद${name ? `, ${name} जी` : ''}। हमें आपका ऑर्डर ${ref} मिल गया है। ऑर्डर के निकलते ही हम आपको बताएँगे।`,
    deliveringTo: 'डिलीवरी का पता:',
  },
  status: {
    subject: (shop, ref, status) => `आपका ${shop} ऑर्डर ${ref}: ${status}`,
    outForDelivery: (name, ref) =>
      `${hello(name)}, आपका ऑर्डर ${ref} डिलीवरी के लिए निकल चुका है और जल्द ही आप तक पहुँचेगा।`,
    delivered: (name, ref, shop) =>
      `${hello(name)}, आपका ऑर्डर ${ref} डिलीवर हो गया है। ${shop} से खरीदारी करने के लिए धन्यवाद।`,
    cancelled: (name, ref) => `${hello(name)}, आपका ऑर्डर ${ref} रद्द कर दिया गया है।`,
    because: (reason) => `दुकान की वजह: ${reason}`,
    now: (name, ref, status) => `${hello(name)}, आपके ऑर्डर ${ref} का स्टेटस अब है: ${status}।`,
    refunding: (amount) =>
      `आपने जो ${amount} चुकाए थे, वे उसी तरीके से रिफ़ंड किए जा रहे हैं जिससे आपने पेमेंट किया था।`,
  },
  refund: {
    subject: (shop, ref) => `आपके ${shop} ऑर्डर ${ref} का रिफ़ंड`,
    lead: (name, ref, amount) =>
      `${hello(name)}, आपके रद्द हुए ऑर्डर ${ref} के ${amount} हमने रिफ़ंड कर दिए हैं। आपके बैंक खाते में इसे दिखने में कुछ दिन लग सकते हैं।`,
  },
  edit: {
    subject: (shop, ref) => `आपके ${shop} ऑर्डर ${ref} में बदलाव हुआ है`,
    lead: (name, ref) => `${hello(name)}, दुकान को पैक करने से पहले आपके ऑर्डर ${ref} में बदलाव करना पड़ा।`,
    removed: (from) => `हटा दिया गया (पहले ${from})`,
    newTotal: 'नया कुल',
    refunding: (amount) =>
      `हम ${amount} उसी तरीके से रिफ़ंड कर रहे हैं जिससे आपने पेमेंट किया था। आपके बैंक खाते में इसे दिखने में कुछ दिन लग सकते हैं।`,
    reason: (reason) => `कारण: ${reason}`,
  },
  newOrder: {
    subject: (ref, amount, paymentType) => `नया ऑर्डर ${ref}: ${amount}, ${paymentType}`,
    lead: (ref) => `नया ऑर्डर ${ref} पैक होने का इंतज़ार कर रहा है।`,
    collect: (amount) => `डिलीवरी पर ${amount} कैश लें।`,
    paidOtherAmount: (paid, amount) =>
      `ऑनलाइन: ${amount} के ऑर्डर के लिए ${paid} आए हैं; पैक करने से पहले कृपया पेमेंट जाँच लें।`,
    nothingToCollect: (paid) => `ऑनलाइन पेमेंट हो चुका है (${paid}); कुछ भी लेना नहीं है।`,
    deliverTo: 'इस पते पर डिलीवर करें:',
    openOrders: 'ऑर्डर खोलें',
  },
  passwordReset: {
    subject: (shop) => `अपना ${shop} पासवर्ड रीसेट करें`,
    shopperAccount: (shop) => shop,
    sellerAccount: (shop) => `${shop} विक्रेता कंसोल`,
    lead: (where) =>
      `किसी ने (हमें उम्मीद है कि आपने ही) ${where} पर आपके खाते का पासवर्ड रीसेट करने को कहा है।`,
    details: (minutes) =>
      `यह लिंक सिर्फ़ एक बार, ${minutes} मिनट तक काम करेगा। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।`,
    link: 'नया पासवर्ड सेट करें',
  },
};
