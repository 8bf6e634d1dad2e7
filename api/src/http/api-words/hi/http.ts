import type { ApiWords } from '../api-words.ts';

// Hindi as the apps and the emails write it: आप forms, and the English words shoppers use
// (ऑर्डर, डिलीवरी, पेमेंट, कार्ट) in Devanagari. Money with ₹ and Indian grouping.
const rupees = new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR' });

export const httpWords = {
  money: (paise) => rupees.format(paise / 100),
  minutes: (minutes) => `${minutes} मिनट`,

  signIn: 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
  signInAsSeller: 'आगे बढ़ने के लिए कृपया विक्रेता के रूप में लॉग इन करें।',
  signInForAddress: 'आप ठीक से लॉग इन नहीं हैं। कृपया फिर से लॉग इन करें।',
  notSignedIn: 'आप लॉग इन नहीं हैं।',
  sellerCannotShop: 'विक्रेता के अकाउंट से खरीदारी नहीं हो सकती। कृपया ग्राहक के रूप में लॉग इन करें।',
  onlySeller: 'यह सिर्फ़ विक्रेता कर सकता है।',
  notAllowed: 'आपको यह करने की अनुमति नहीं है।',
  otherSite: 'यह अनुरोध ऐसी साइट से आया है जिसे यहाँ बदलाव करने की अनुमति नहीं है।',

  notFound: 'यह नहीं मिला।',
  methodNotAllowed: 'यहाँ यह तरीका इस्तेमाल नहीं हो सकता।',
  notSupported: 'यह तरीका उपलब्ध नहीं है।',
  tooLarge: 'अनुरोध बहुत बड़ा है।',
  notJson: 'अनुरोध की बॉडी सही JSON नहीं है।',
  notProcessed: 'अनुरोध पूरा नहीं हो सका।',
  serverError: 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  busy: 'अभी दुकान पर बहुत भीड़ है। कृपया कुछ सेकंड बाद फिर से कोशिश करें।',

  idempotencyKey: 'Idempotency-Key में 1 से 255 तक छपने वाले अक्षर होने चाहिए, बिना स्पेस के।',
  idempotencyKeyReused: 'यह Idempotency-Key किसी दूसरे अनुरोध के लिए पहले ही इस्तेमाल हो चुकी है।',
  idempotencyKeyBusy:
    'इस Idempotency-Key वाला पिछला अनुरोध अभी पूरा हो रहा है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  notCompleted: 'यह अनुरोध पूरा नहीं हो सका। कृपया फिर से कोशिश करें।',

  emptyFile: 'अपलोड की गई एक फ़ाइल खाली है।',
  fieldsTooLarge: 'फ़ॉर्म के फ़ील्ड बहुत बड़े हैं।',
  tooManyFields: 'फ़ॉर्म में बहुत ज़्यादा फ़ील्ड हैं।',
} satisfies ApiWords['http'];
