// A bill's total in words, Indian style (lakh, crore), for both apps' bills. Zod-free.

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99: "Ninety-Eight". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)] ?? ''}${unit ? `-${ONES[unit] ?? ''}` : ''}`;
}

/** 1–999: "Three Hundred Four". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds] ?? ''} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * A positive whole number in the Indian system: 1,50,000 is "One Lakh Fifty Thousand",
 * 12,34,56,789 "Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred
 * Eighty-Nine"; above 99 crore the crores are counted the same way ("One Hundred Crore").
 */
export function indianNumberInWords(n: number): string {
  if (n === 0) return ONES[0] ?? 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${indianNumberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An amount of integer paise in words as a bill says it: 30498 →
 * "Rupees Three Hundred Four and Paise Ninety-Eight Only", 15000000 →
 * "Rupees One Lakh Fifty Thousand Only", 50 → "Paise Fifty Only".
 */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`Not a whole, non-negative number of paise: ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest > 0) return `Paise ${belowHundred(rest)} Only`;
  const inRupees = `Rupees ${indianNumberInWords(rupees)}`;
  return rest ? `${inRupees} and Paise ${belowHundred(rest)} Only` : `${inRupees} Only`;
}
