import type { ApiWords } from '../api-words.ts';

// The console's words (see seller-console/src/locales/hi.po): प्रोडक्ट, कैटेगरी, स्टॉक,
// कीमत, ऑफ़र कीमत, प्राइस लिस्ट; SKU, CSV and file formats stay as they are written.
const IMAGE_FORMATS = 'JPEG, PNG, WebP, GIF या AVIF';
const SAME_SKU_RULE = 'छोटे-बड़े अक्षर और मात्राएँ/एक्सेंट नहीं गिने जाते: É यानी E, ß यानी ss';

export const catalogueWords = {
  productAdded: 'प्रोडक्ट जोड़ दिया गया',
  productUpdated: 'प्रोडक्ट अपडेट हो गया',
  productArchived: 'प्रोडक्ट आर्काइव हो गया',
  productRestored: 'प्रोडक्ट वापस बिक्री में आ गया',
  stockUpdated: 'स्टॉक अपडेट हो गया',
  categoryAdded: 'कैटेगरी जोड़ दी गई',
  categoryUpdated: 'कैटेगरी अपडेट हो गई',
  pictureUpdated: 'तस्वीर अपडेट हो गई',
  categoryWasRetired: 'कैटेगरी रिटायर हो गई',
  categoryWasRestored: 'कैटेगरी वापस आ गई',
  categoryDeleted: 'कैटेगरी हटा दी गई',
  priceListImported: 'प्राइस लिस्ट इम्पोर्ट हो गई।',

  productMissing: 'यह प्रोडक्ट मौजूद नहीं है।',
  productNotSold: 'यह प्रोडक्ट मौजूद नहीं है या अब नहीं बिकता।',
  skuTaken: (sku) => `SKU "${sku}" पहले से किसी दूसरे प्रोडक्ट का है। हर प्रोडक्ट का SKU अलग होना चाहिए।`,
  barcodeTaken: (code, other) =>
    `बारकोड ${code} पहले से “${other}” पर है। एक बारकोड एक ही प्रोडक्ट का होता है।`,
  barcodeUnknown: (code) => `बारकोड ${code} किसी प्रोडक्ट का नहीं है।`,
  offerAbovePrice: 'ऑफ़र कीमत, कीमत से ज़्यादा नहीं हो सकती।',
  archivedTrueOrFalse: 'archived की वैल्यू true या false होनी चाहिए।',
  allTrueOrFalse: 'all की वैल्यू true या false होनी चाहिए।',
  pageLinkInvalid: 'यह पेज लिंक अब सही नहीं है। कृपया पहले पेज से शुरू करें।',
  pageLinkOtherSort: 'यह पेज लिंक किसी दूसरे क्रम के लिए बना था। कृपया फिर से शुरू करें।',
  noSuchPage: 'ऐसा कोई पेज नहीं है।',

  tooManyImages: (max) => `एक प्रोडक्ट की ज़्यादा से ज़्यादा ${max} तस्वीरें हो सकती हैं।`,
  heicImage: `HEIC/HEIF फ़ोटो (iPhone का डिफ़ॉल्ट) अभी इस्तेमाल नहीं हो सकतीं। कृपया ${IMAGE_FORMATS} अपलोड करें: iPhone पर Settings › Camera › Formats › Most Compatible चुनें, या फ़ोटो को JPEG के रूप में शेयर करें।`,
  notAnImage: `सिर्फ़ तस्वीर की फ़ाइलें (${IMAGE_FORMATS}) अपलोड हो सकती हैं।`,
  imageTooLarge: (megapixels) =>
    `यह तस्वीर बहुत बड़ी है: ज़्यादा से ज़्यादा ${megapixels} मेगापिक्सल। कृपया इसे छोटा करें या कोई दूसरी तस्वीर अपलोड करें।`,
  imageUnreadable:
    'यह तस्वीर पढ़ी नहीं जा सकी: हो सकता है यह खराब हो या पूरी अपलोड न हुई हो। कृपया कोई दूसरी कॉपी आज़माएँ।',
  imageMissing: 'यह तस्वीर मौजूद नहीं है।',
  keptImageUnknown: 'रखने के लिए चुनी गई एक तस्वीर इस प्रोडक्ट की नहीं है।',
  keptImageTwice: 'हर तस्वीर सिर्फ़ एक बार रखी जा सकती है।',
  productDataJsonText: 'प्रोडक्ट की जानकारी (productData) JSON टेक्स्ट होनी चाहिए।',
  productDataJson: 'प्रोडक्ट की जानकारी (productData) सही JSON होनी चाहिए।',
  keepImagesJsonText: 'रखी जाने वाली तस्वीरें (keepImages) JSON टेक्स्ट होनी चाहिए।',
  keepImagesJson: 'रखी जाने वाली तस्वीरें (keepImages) सही JSON होनी चाहिए।',
  productDataRequired: 'प्रोडक्ट की जानकारी (productData) ज़रूरी है।',
  productNotMultipart:
    'प्रोडक्ट को multipart/form-data के रूप में productData और तस्वीर की फ़ाइलों के साथ भेजें।',
  productImageTooLarge: (megabytes) => `हर तस्वीर ज़्यादा से ज़्यादा ${megabytes} MB की हो सकती है।`,

  categoryMissing: 'यह कैटेगरी मौजूद नहीं है।',
  categoryNeedsPath: 'कैटेगरी का पाथ दें (a–z अक्षर, अंक और हाइफ़न): इसके नाम से पाथ नहीं बन सकता।',
  choosePicture: 'अपलोड करने के लिए तस्वीर चुनें।',
  categoriesChanged: 'यह सूची दिखाए जाने के बाद कैटेगरी बदल गई हैं। पेज रीलोड करके फिर से कोशिश करें।',
  categoryHasProducts: (name, count) => `${name} में ${count} प्रोडक्ट हैं: इसे हटाने के बजाय रिटायर करें।`,
  categoryUnknown: (name) => `कैटेगरी ${name} मौजूद नहीं है: पहले इसे कैटेगरी स्क्रीन पर जोड़ें।`,
  categoryRetired: (name) => `कैटेगरी ${name} रिटायर हो चुकी है: पहले इसे कैटेगरी स्क्रीन पर वापस लाएँ।`,
  categoryNotTheShops: (text) => `कैटेगरी "${text}" दुकान की कैटेगरी में से नहीं है।`,
  categoryNameTaken: (name) => `"${name}" नाम की कैटेगरी पहले से मौजूद है।`,
  categoryPathTaken: (path) =>
    `पाथ "${path}" पहले से किसी दूसरी कैटेगरी का है। हर कैटेगरी का पाथ अलग होना चाहिए।`,
  pictureNotMultipart: 'तस्वीर को multipart/form-data के रूप में id और एक तस्वीर फ़ाइल के साथ भेजें।',
  pictureTooLarge: (megabytes) => `तस्वीर ज़्यादा से ज़्यादा ${megabytes} MB की हो सकती है।`,
  onePicture: 'एक कैटेगरी की एक ही तस्वीर होती है: एक फ़ाइल भेजें।',

  synonymMissing: (word) => `"${word}" सूची में नहीं है।`,
  synonymsFull: (max) => `सूची में ज़्यादा से ज़्यादा ${max} शब्द–मतलब की पंक्तियाँ हो सकती हैं: पहले कुछ हटाएँ।`,

  priceListRefused: (problems) =>
    `${problems === 1 ? 'एक पंक्ति में गड़बड़ी है' : `${problems} पंक्तियों में गड़बड़ी है`}, इसलिए कुछ नहीं बदला गया। फ़ाइल ठीक करके फिर से इम्पोर्ट करें।`,
  priceListEmptiesFields: (rows) =>
    `${rows === 1 ? 'एक पंक्ति ऐसे फ़ील्ड खाली करती है' : `${rows} पंक्तियाँ ऐसे फ़ील्ड खाली करती हैं`} जिनमें अभी कुछ लिखा है (झलक में सूची है), इसलिए कुछ नहीं बदला गया। उन्हें खाली करने की पुष्टि करें, या फ़ाइल में वे खाने भरें।`,
  priceListCategoryGone: (names) =>
    `इस फ़ाइल की एक कैटेगरी इसी बीच हटा दी गई (${names.join(', ')})। फ़ाइल फिर से इम्पोर्ट करें।`,
  choosePriceList: 'इम्पोर्ट करने के लिए प्राइस लिस्ट की फ़ाइल (CSV) चुनें।',
  priceListNotMultipart: 'प्राइस लिस्ट को multipart/form-data के रूप में भेजें, CSV फ़ाइल "file" फ़ील्ड में।',
  priceListTooLarge: 'प्राइस लिस्ट की फ़ाइल ज़्यादा से ज़्यादा 5 MB की हो सकती है।',
  onePriceList: 'एक बार में प्राइस लिस्ट की एक ही फ़ाइल भेजें।',
  priceListTwinAdded: (sku) =>
    `इस फ़ाइल के इम्पोर्ट होते समय SKU ${sku} वाला एक प्रोडक्ट जोड़ा गया, इसलिए कुछ नहीं बदला गया। उसे अपडेट करने के लिए फ़ाइल फिर से इम्पोर्ट करें।`,
  priceListTwin: (sku, twin) =>
    `SKU ${twin} पहले से किसी दूसरे प्रोडक्ट का है, और यह ${sku} जैसा ही गिना जाता है (${SAME_SKU_RULE})। हर प्रोडक्ट का SKU अलग होना चाहिए। कुछ नहीं बदला गया।`,
  priceListSameSku: (sku) =>
    `SKU ${sku} इस फ़ाइल के किसी दूसरे SKU जैसा ही गिना जाता है (${SAME_SKU_RULE}), इसलिए कुछ नहीं बदला गया। हर प्रोडक्ट का SKU अलग होना चाहिए: इनमें से एक बदलें और फ़ाइल फिर से इम्पोर्ट करें।`,
  priceListSkuTaken:
    'इस फ़ाइल का एक SKU पहले से किसी दूसरे प्रोडक्ट का है, इसलिए कुछ नहीं बदला गया। हर प्रोडक्ट का SKU अलग होना चाहिए।',
  priceListBarcodeTaken:
    'फ़ाइल लागू होते समय इसका एक बारकोड किसी दूसरे प्रोडक्ट को दे दिया गया, इसलिए कुछ नहीं बदला गया। कौन-सी पंक्ति, यह देखने के लिए फ़ाइल फिर से इम्पोर्ट करें।',
  priceListTooManyRows: (max) =>
    `प्राइस लिस्ट में हेडर के नीचे ज़्यादा से ज़्यादा ${max.toLocaleString('en-IN')} पंक्तियाँ हो सकती हैं (खाली पंक्तियाँ भी गिनी जाती हैं); इसमें इससे ज़्यादा हैं।`,
  priceListRowTooLong: (row, kilobytes) =>
    `पंक्ति ${row} ${kilobytes} KB से लंबी है, जबकि एक पंक्ति में इतना ही आ सकता है।`,
  priceListEmpty: 'फ़ाइल खाली है। एक्सपोर्ट की गई प्राइस लिस्ट से शुरू करें।',
  priceListUnknownColumn: (name, columns) =>
    `अनजान कॉलम "${name}"। कॉलम ये हैं: ${columns.join(', ')}।`,
  priceListMissingColumns: (names) => `फ़ाइल में ${names.join(', ')} कॉलम नहीं है।`,
  priceListColumnTwice: 'एक कॉलम दो बार है।',
  priceListNotCsv: (line) =>
    `फ़ाइल पढ़ने लायक CSV नहीं है${line ? ` (लाइन ${line} के पास)` : ''}। इसे CSV UTF-8 के रूप में सेव करके फिर से कोशिश करें।`,
  priceListTooManyCells: (row, max) =>
    `पंक्ति ${row} में ${max} से ज़्यादा सेल हैं; प्राइस लिस्ट की एक पंक्ति में ज़्यादा से ज़्यादा ${max} सेल हो सकते हैं।`,
} satisfies ApiWords['catalogue'];
