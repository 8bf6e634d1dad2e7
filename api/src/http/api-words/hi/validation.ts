import type { Issue, ValidationWords } from '../validation-words.ts';

// The contract's field names as the apps' forms show them (storefront and seller-console
// hi.po). A name the API reads but no form shows (`ids`, `limit`, `q`) stays as it is.
const labels: Record<string, string> = {
  Address: 'पता',
  'Address id': 'पते की id',
  'Banner text': 'बैनर का टेक्स्ट',
  'Banner title': 'बैनर का शीर्षक',
  Capacity: 'क्षमता',
  Category: 'कैटेगरी',
  'Category id': 'कैटेगरी की id',
  'Category name': 'कैटेगरी का नाम',
  City: 'शहर',
  Country: 'देश',
  'Current password': 'मौजूदा पासवर्ड',
  'Each description line': 'विवरण की हर लाइन',
  'Each id in ids': 'ids की हर id',
  Email: 'ईमेल',
  End: 'खत्म होने का समय',
  'Facebook link': 'Facebook लिंक',
  'First name': 'पहला नाम',
  'Free delivery above': 'इससे ऊपर फ़्री डिलीवरी',
  'FSSAI licence number': 'FSSAI लाइसेंस नंबर',
  'HSN code': 'HSN कोड',
  'Instagram link': 'Instagram लिंक',
  Landmark: 'लैंडमार्क',
  'Last name': 'उपनाम',
  Meaning: 'मतलब',
  Meanings: 'मतलब',
  Name: 'नाम',
  'Offer price': 'ऑफ़र कीमत',
  'Order id': 'ऑर्डर की id',
  'Pack size': 'पैक साइज़',
  Password: 'पासवर्ड',
  Path: 'पाथ',
  Phone: 'फ़ोन',
  'PIN code': 'पिन कोड',
  'PIN codes': 'पिन कोड',
  Price: 'कीमत',
  'Product id': 'प्रोडक्ट की id',
  'Product name': 'प्रोडक्ट का नाम',
  Quantity: 'मात्रा',
  'Shop name': 'दुकान का नाम',
  'Show star ratings': 'स्टार रेटिंग दिखाएँ',
  Slots: 'स्लॉट',
  Start: 'शुरू होने का समय',
  State: 'राज्य',
  Status: 'स्टेटस',
  Stock: 'स्टॉक',
  Street: 'मकान नं. और गली',
  'The cut-off': 'कट-ऑफ़',
  'The delivery fee': 'डिलीवरी फ़ीस',
  'The fee': 'फ़ीस',
  'The first day': 'पहला दिन',
  'The last day': 'आखिरी दिन',
  'The minimum order': 'कम से कम ऑर्डर',
  'The page': 'पेज',
  'The page text': 'पेज का टेक्स्ट',
  'The reason': 'कारण',
  'The subtotal': 'सबटोटल',
  'Tile text': 'टाइल का टेक्स्ट',
  'A translated name': 'अनुवाद किया गया नाम',
  'WhatsApp number': 'WhatsApp नंबर',
  Word: 'शब्द',
  'X link': 'X लिंक',
  'YouTube link': 'YouTube लिंक',
  Days: 'दिन',
  'GST rate': 'GST रेट',
};

const messages: Record<string, string> = {
  'Please enter a valid email address': 'कृपया सही ईमेल पता डालें',
  'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9':
    'कृपया 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर डालें',
  'Please choose a state or union territory of India': 'कृपया भारत का कोई राज्य या केंद्र शासित प्रदेश चुनें',
  'PIN code must be 6 digits': 'पिन कोड 6 अंकों का होना चाहिए',
  'Please select an address': 'कृपया एक पता चुनें',
  'Please choose a delivery slot': 'कृपया डिलीवरी स्लॉट चुनें',
  'The slot’s date must be YYYY-MM-DD': 'स्लॉट की तारीख YYYY-MM-DD के रूप में होनी चाहिए',
  'total must be the amount shown, in rupees': 'total वही रकम होनी चाहिए जो दिखाई गई थी, रुपयों में',
  'Cart items are required': 'कार्ट की चीज़ें ज़रूरी हैं',
  'Quantities are whole numbers': 'मात्रा पूरी संख्या में होती है',
  'A quantity cannot be negative': 'मात्रा शून्य से कम नहीं हो सकती',
  'lines must list the order’s new content': 'lines में ऑर्डर का नया सामान होना चाहिए',
  'Please give a reason for the change': 'कृपया बदलाव का कारण बताएँ',
  'This reset link is invalid or has expired. Please ask for a new one':
    'यह रीसेट लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है। कृपया नया लिंक माँगें',
  'This unsubscribe link is not valid': 'यह अनसब्सक्राइब लिंक सही नहीं है',
  'This page link is not valid': 'यह पेज लिंक सही नहीं है',
  'Offer price cannot be more than the price': 'ऑफ़र कीमत, कीमत से ज़्यादा नहीं हो सकती',
  'SKU cannot contain line breaks or tabs': 'SKU में लाइन ब्रेक या टैब नहीं हो सकते',
  'keepImages must be a list of image URLs': 'keepImages तस्वीरों के URL की सूची होनी चाहिए',
  'category must name a category': 'category में किसी कैटेगरी का नाम होना चाहिए',
  'ids must name at least one product': 'ids में कम से कम एक प्रोडक्ट होना चाहिए',
  'ids must list the categories in their new order': 'ids में कैटेगरी उनके नए क्रम में होनी चाहिए',
  'GSTIN must be 15 characters (state code, PAN, entity code, Z, check character) with a correct check character':
    'GSTIN 15 अक्षरों का होना चाहिए (राज्य कोड, PAN, एंटिटी कोड, Z, चेक अक्षर), और उसका चेक अक्षर सही होना चाहिए',
  'FSSAI licence number must be exactly 14 digits': 'FSSAI लाइसेंस नंबर ठीक 14 अंकों का होना चाहिए',
  'Tax mode must be "added" or "included"': 'टैक्स मोड "added" या "included" होना चाहिए',
  'HSN code must be 4 to 8 digits': 'HSN कोड 4 से 8 अंकों का होना चाहिए',
  'Path must be a lowercase slug: letters a–z, digits and single hyphens between them (e.g. "pooja-items")':
    'पाथ छोटे अक्षरों का स्लग होना चाहिए: a–z अक्षर, अंक और उनके बीच एक-एक हाइफ़न (जैसे "pooja-items")',
  'Colour must be a hex colour such as #FEF6DA': 'रंग #FEF6DA जैसा हेक्स रंग होना चाहिए',
  'Social links must be an object of links': 'सोशल लिंक, लिंक का ऑब्जेक्ट होने चाहिए',
  'Days are Mon, Tue, Wed, Thu, Fri, Sat or Sun': 'दिन Mon, Tue, Wed, Thu, Fri, Sat या Sun होते हैं',
  'Start must be before end': 'शुरू होने का समय, खत्म होने के समय से पहले होना चाहिए',
  'A slot is sent twice': 'एक स्लॉट दो बार भेजा गया है',
  'The cut-off must be whole minutes': 'कट-ऑफ़ पूरे मिनटों में होना चाहिए',
  'The cut-off must be a number of minutes': 'कट-ऑफ़ मिनटों की संख्या होनी चाहिए',
  'The cut-off must be at most 2880 minutes (two days)':
    'कट-ऑफ़ ज़्यादा से ज़्यादा 2880 मिनट (दो दिन) हो सकता है',
  'The subtotal must be rupees such as 180 or 180.50': 'सबटोटल 180 या 180.50 जैसे रुपयों में होना चाहिए',
  'The first day (from) must not be after the last day (to)':
    'पहला दिन (from) आखिरी दिन (to) के बाद का नहीं हो सकता',
};

const hindiList = (values: string) => values.replace(/, ([^,]*)$/, ' या $1');

// Longest first where one could match another's sentence.
const patterns: ValidationWords['patterns'] = [
  [
    /^(.+) must be at most (\S+) characters$/,
    (f, n) => `${f} ज़्यादा से ज़्यादा ${n} अक्षरों का हो सकता है`,
  ],
  [/^(.+) must be at least (\d+) characters$/, (f, n) => `${f} कम से कम ${n} अक्षरों का होना चाहिए`],
  [
    /^(.+) must have at least (\d+) characters besides spaces at its ends$/,
    (f, n) => `${f} में शुरू और आखिर के स्पेस के अलावा कम से कम ${n} अक्षर होने चाहिए`,
  ],
  [/^(.+) is required$/, (f) => `${f} ज़रूरी है`],
  [/^(.+) must be text$/, (f) => `${f} टेक्स्ट होना चाहिए`],
  [/^(.+) must be true or false$/, (f) => `${f} true या false होना चाहिए`],
  [/^(.+) must be a list$/, (f) => `${f} की सूची होनी चाहिए`],
  [
    /^(.+) must be one of:? (.+?)( \(percent\))?$/,
    (f, v, pc) => `${f} इनमें से एक होना चाहिए: ${hindiList(v)}${pc ? ' (प्रतिशत)' : ''}`,
  ],
  [/^(.+) can be given for: (.+)$/, (f, v) => `${f} सिर्फ़ इनके लिए दिए जा सकते हैं: ${v}`],
  [
    /^(.+) must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9$/,
    (f) => `${f} 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर होना चाहिए`,
  ],
  [
    /^(.+) must be a whole number from (\S+) to (\S+)$/,
    (f, a, b) => `${f} ${a} से ${b} तक की पूरी संख्या होनी चाहिए`,
  ],
  [/^(.+) must be a whole number$/, (f) => `${f} पूरी संख्या होनी चाहिए`],
  [/^(.+) must be a number such as 45 or 45\.50$/, (f) => `${f} 45 या 45.50 जैसी संख्या होनी चाहिए`],
  [/^(.+) must be a number of rupees$/, (f) => `${f} रुपयों की संख्या होनी चाहिए`],
  [/^(.+) must be a number$/, (f) => `${f} संख्या होनी चाहिए`],
  [/^(.+) must be at least Rs\.(\S+)$/, (f, n) => `${f} कम से कम ₹${n} होनी चाहिए`],
  [/^(.+) must be at most Rs\.(\S+)$/, (f, n) => `${f} ज़्यादा से ज़्यादा ₹${n} हो सकती है`],
  [/^(.+) must be at least (\S+)$/, (f, n) => `${f} कम से कम ${n} होनी चाहिए`],
  [/^(.+) must be at most (\S+)$/, (f, n) => `${f} ज़्यादा से ज़्यादा ${n} हो सकती है`],
  [
    /^(.+) can have at most two decimals$/,
    (f) => `${f} में दशमलव के बाद ज़्यादा से ज़्यादा दो अंक हो सकते हैं`,
  ],
  [/^(.+) cannot be negative$/, (f) => `${f} शून्य से कम नहीं हो सकती`],
  [/^(.+) must be a time$/, (f) => `${f} एक समय होना चाहिए`],
  [/^(.+) must be HH:MM, 24-hour$/, (f) => `${f} HH:MM के रूप में होना चाहिए, 24 घंटे की घड़ी से`],
  [
    /^(.+) must be a full https:\/\/ link, e\.g\. (\S+)$/,
    (f, e) => `${f} पूरा https:// लिंक होना चाहिए, जैसे ${e}`,
  ],
  [
    /^(.+) \((from|to)\) must be a date such as (\S+)$/,
    (f, n, e) => `${f} (${n}) ${e} जैसी तारीख होनी चाहिए`,
  ],
  [
    /^(.+) \((from|to)\) is not a date of the calendar$/,
    (f, n) => `${f} (${n}) कैलेंडर की कोई तारीख नहीं है`,
  ],
  [
    /^(.+) \((from|to)\) must be between (\S+) and (\S+)$/,
    (f, n, a, b) => `${f} (${n}) ${a} और ${b} के बीच होनी चाहिए`,
  ],
  [/^PIN code (\d+) is listed twice$/, (p) => `पिन कोड ${p} दो बार लिखा गया है`],
  [/^A range is at most (\d+) days$/, (n) => `एक अवधि ज़्यादा से ज़्यादा ${n} दिन की हो सकती है`],
  [
    /^A description can have at most (\d+) lines$/,
    (n) => `विवरण में ज़्यादा से ज़्यादा ${n} लाइनें हो सकती हैं`,
  ],
  [
    /^A product can have at most (\d+) images$/,
    (n) => `एक प्रोडक्ट की ज़्यादा से ज़्यादा ${n} तस्वीरें हो सकती हैं`,
  ],
  [
    /^A cart can hold at most (\d+) different products$/,
    (n) => `कार्ट में ज़्यादा से ज़्यादा ${n} अलग-अलग प्रोडक्ट हो सकते हैं`,
  ],
  [
    /^An order can have at most (\d+) different products$/,
    (n) => `एक ऑर्डर में ज़्यादा से ज़्यादा ${n} अलग-अलग प्रोडक्ट हो सकते हैं`,
  ],
  [/^An order has at most (\d+) lines$/, (n) => `एक ऑर्डर में ज़्यादा से ज़्यादा ${n} लाइनें होती हैं`],
  [/^ids can name at most (\d+) products$/, (n) => `ids में ज़्यादा से ज़्यादा ${n} प्रोडक्ट हो सकते हैं`],
  [/^ids can list at most (\d+) categories$/, (n) => `ids में ज़्यादा से ज़्यादा ${n} कैटेगरी हो सकती हैं`],
  [/^A word can have at most (\d+) meanings$/, (n) => `एक शब्द के ज़्यादा से ज़्यादा ${n} मतलब हो सकते हैं`],
  [/^The list can hold at most (\d+) rows$/, (n) => `सूची में ज़्यादा से ज़्यादा ${n} पंक्तियाँ हो सकती हैं`],
  [
    /^The reason can be at most (\d+) characters$/,
    (n) => `कारण ज़्यादा से ज़्यादा ${n} अक्षरों का हो सकता है`,
  ],
  [
    /^Highlight (\d+)'s (title|text) must be at most (\d+) characters$/,
    (i, part, n) =>
      `हाइलाइट ${i} का ${part === 'title' ? 'शीर्षक' : 'टेक्स्ट'} ज़्यादा से ज़्यादा ${n} अक्षरों का हो सकता है`,
  ],
  [
    /^Highlight (\d+) must have a title and a line of text$/,
    (i) => `हाइलाइट ${i} में एक शीर्षक और टेक्स्ट की एक लाइन होनी चाहिए`,
  ],
  [
    /^Highlights must be a list of (\d+), each a title and a line$/,
    (n) => `हाइलाइट ${n} की सूची होनी चाहिए, हर एक में शीर्षक और एक लाइन`,
  ],
];

const TYPES: Record<string, string> = {
  string: 'टेक्स्ट',
  number: 'संख्या',
  boolean: 'true या false',
  array: 'सूची',
  object: 'ऑब्जेक्ट',
};

/** zod's own messages, for checks the contract left without one. */
function zod(issue: Issue, field: string | undefined): string | undefined {
  const f = field ?? 'यह मान';
  const size = (n: number | bigint) => String(n);
  switch (issue.code) {
    case 'invalid_type': {
      if (/received undefined$/.test(issue.message)) return `${f} ज़रूरी है`;
      const expected = TYPES[String(issue.expected)];
      return expected ? `${f} ${expected} होना चाहिए` : `${f} सही नहीं है`;
    }
    case 'too_small':
      if (issue.origin === 'string') return `${f} में कम से कम ${size(issue.minimum)} अक्षर होने चाहिए`;
      if (issue.origin === 'array') return `${f} में कम से कम ${size(issue.minimum)} चीज़ें होनी चाहिए`;
      return `${f} कम से कम ${size(issue.minimum)} होना चाहिए`;
    case 'too_big':
      if (issue.origin === 'string')
        return `${f} ज़्यादा से ज़्यादा ${size(issue.maximum)} अक्षरों का हो सकता है`;
      if (issue.origin === 'array')
        return `${f} में ज़्यादा से ज़्यादा ${size(issue.maximum)} चीज़ें हो सकती हैं`;
      return `${f} ज़्यादा से ज़्यादा ${size(issue.maximum)} हो सकता है`;
    case 'invalid_value':
      return `${f} इनमें से एक होना चाहिए: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'कृपया सही ईमेल पता डालें' : `${f} का फ़ॉर्मैट सही नहीं है`;
    case 'unrecognized_keys':
      return `ये फ़ील्ड नहीं पहचाने गए: ${issue.keys.join(', ')}`;
    default:
      return `${f} सही नहीं है`;
  }
}

export const validationWords: ValidationWords = {
  notValid: 'अनुरोध सही नहीं है',
  stop: '।',
  labels,
  messages,
  patterns,
  zod,
};
