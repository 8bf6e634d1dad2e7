import type { ApiWords } from '../api-words.ts';

export const accountWords = {
  accountCreated: 'अकाउंट बन गया',
  loggedIn: 'लॉग इन हो गया',
  sellerLoggedIn: 'लॉग इन हो गया',
  loggedOut: 'लॉग आउट हो गया',
  wrongEmailOrPassword: 'ईमेल या पासवर्ड सही नहीं है।',
  emailTaken: 'इस ईमेल से पहले ही एक अकाउंट बना हुआ है। कृपया लॉग इन करें।',
  tooManySignIns: (wait) => `लॉग इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया ${wait} बाद फिर से कोशिश करें।`,
  tooManySignUps: (wait) => `आपके नेटवर्क से बहुत सारे साइन अप हुए हैं। कृपया ${wait} बाद फिर से कोशिश करें।`,

  forgotPasswordSent: 'अगर इस ईमेल से कोई अकाउंट है, तो हमने उसका पासवर्ड रीसेट करने का लिंक भेज दिया है।',
  resetLinkInvalid: 'यह रीसेट लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है। कृपया नया लिंक माँगें।',
  tooManyResets: (wait) => `पासवर्ड रीसेट के बहुत सारे अनुरोध आए हैं। कृपया ${wait} बाद फिर से कोशिश करें।`,
  passwordChangedLogIn: 'आपका पासवर्ड बदल गया है। कृपया लॉग इन करें।',
  passwordChanged: 'आपका पासवर्ड बदल गया है।',
  wrongCurrentPassword: 'आपका मौजूदा पासवर्ड सही नहीं है।',
  signedOutOthers: (count) => `${count} दूसरे डिवाइस से लॉग आउट कर दिया गया।`,

  addressAdded: 'पता जोड़ दिया गया',
  addressUpdated: 'पता अपडेट हो गया',
  addressRemoved: 'पता हटा दिया गया',
  defaultAddressSet: 'डिफ़ॉल्ट पता सेट हो गया',
  addressNotYours: 'यह पता आपके अकाउंट में नहीं मिला।',
  tooManyAddresses: (max) => `आप ज़्यादा से ज़्यादा ${max} पते सेव कर सकते हैं।`,
  pincodeSixDigits: 'पिन कोड 6 अंकों का होना चाहिए',
  pincodeUnknown: (pincode) =>
    `पिन कोड ${pincode} इंडिया पोस्ट की सूची में नहीं है: कृपया शहर और राज्य खुद लिखें।`,

  subscribed: 'धन्यवाद! आपने हमारा न्यूज़लेटर सब्सक्राइब कर लिया है।',
  unsubscribed: 'आपने अनसब्सक्राइब कर दिया है। अब आपको हमारी ओर से कोई न्यूज़लेटर नहीं मिलेगा।',
  unsubscribeLinkInvalid: 'यह अनसब्सक्राइब लिंक सही नहीं है।',
  tooManyNewsletterSignUps: (wait) =>
    `न्यूज़लेटर के लिए बहुत सारे साइन अप हुए हैं। कृपया ${wait} बाद फिर से कोशिश करें।`,
} satisfies ApiWords['account'];
