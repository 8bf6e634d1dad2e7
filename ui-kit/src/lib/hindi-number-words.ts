// A bill's total in Hindi words, Indian style (सौ, हज़ार, लाख, करोड़). The English words come
// with the bill from the API; Hindi is written here because the kit shows the bill in it.

// Hindi names 1–99 irregularly (इक्कीस, चौंसठ, निन्यानवे), so every one is listed.
const BELOW_HUNDRED = [
  'शून्य',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरेपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरेसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानवे',
  'बानवे',
  'तिरानवे',
  'चौरानवे',
  'पंचानवे',
  'छियानवे',
  'सत्तानवे',
  'अट्ठानवे',
  'निन्यानवे',
] as const;

const belowHundred = (n: number): string => BELOW_HUNDRED[n] ?? '';

/**
 * A whole number in Hindi words, Indian style: 1,250 is "एक हज़ार दो सौ पचास", 25,00,000
 * "पच्चीस लाख"; above 99 crore the crores are counted the same way ("एक सौ करोड़").
 */
export function hindiNumberInWords(n: number): string {
  if (n === 0) return belowHundred(0);
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const hundred = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  return [
    crore ? `${hindiNumberInWords(crore)} करोड़` : '',
    lakh ? `${belowHundred(lakh)} लाख` : '',
    thousand ? `${belowHundred(thousand)} हज़ार` : '',
    hundred ? `${belowHundred(hundred)} सौ` : '',
    rest ? belowHundred(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An amount of integer paise in Hindi words as a bill says it, in the English bill's order:
 * 125000 → "रुपये एक हज़ार दो सौ पचास मात्र", 36464 → "रुपये तीन सौ चौंसठ और पैसे चौंसठ
 * मात्र", 50 → "पैसे पचास मात्र".
 */
export function rupeesInHindiWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`Not a whole, non-negative number of paise: ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  // Words joined rather than templated: these are already the Hindi, not text to translate.
  const inPaise = rest ? ['पैसे', belowHundred(rest)] : [];
  if (rupees === 0 && rest > 0) return [...inPaise, 'मात्र'].join(' ');
  const inRupees = ['रुपये', hindiNumberInWords(rupees)];
  return [...inRupees, ...(rest ? ['और', ...inPaise] : []), 'मात्र'].join(' ');
}
