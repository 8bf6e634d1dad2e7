import { englishWords } from './mail-words/en-IN.ts';
import type { MailWords } from './mail-words/mail-words.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Who the emails come from: SHOP_NAME and SHOP_PHONE until the shop has a profile. */
export interface MailShop {
  name: string;
  /** `+91` and ten digits, as the configuration normalises it; none when unset. */
  phone?: string | undefined;
}

export const DEFAULT_MAIL_SHOP: MailShop = { name: 'Kirana' };

/** One labelled line; `total` sets it apart (bold, a rule above) as the sum. */
export type MailRow = readonly [label: string, value: string, total?: 'total'];

/** What the message says, as paragraphs and labelled rows; both parts are built from it. */
export interface MailBody {
  subject: string;
  lead: string;
  rows?: readonly MailRow[];
  /** Paragraphs; a newline inside one starts a new line (an address). */
  details?: readonly string[];
  link?: readonly [label: string, url: string];
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** `+919845012345` as people read it: `+91 98450 12345`. */
export const readablePhone = (phone: string) => phone.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');

// Inline styles only: most mail clients drop <style> blocks, and Gmail drops classes.
const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5';
// A long product name or email address breaks inside the column instead of widening it.
const WRAP = 'word-break:break-word;overflow-wrap:anywhere';

function rowsHtml(rows: readonly MailRow[]): string {
  const cells = rows.map(([label, value, total]) => {
    const rule = total ? 'border-top:1px solid #d1d5db;font-weight:700;' : '';
    return (
      `<tr><td style="${rule}padding:6px 8px 6px 0;text-align:left;vertical-align:top;${WRAP}">${escapeHtml(label)}</td>` +
      `<td align="right" style="${rule}padding:6px 0;text-align:right;vertical-align:top;white-space:nowrap">${escapeHtml(value)}</td></tr>`
    );
  });
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;margin:0 0 16px">${cells.join('')}</table>`;
}

const paragraph = (text: string, extra = '') =>
  `<p style="margin:0 0 16px;${WRAP}${extra}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/** What the layout itself says: the language's tag and the signature's phone link. */
export type LayoutWords = Pick<MailWords, 'htmlLang' | 'call'>;

function signatureHtml(shop: MailShop, words: LayoutWords): string {
  const call = shop.phone
    ? `<br><a href="tel:${escapeHtml(shop.phone)}" style="color:#15803d">${escapeHtml(words.call(readablePhone(shop.phone)))}</a>`
    : '';
  return `<p style="margin:24px 0 0;color:#4b5563;font-size:14px">${escapeHtml(shop.name)}${call}</p>`;
}

/**
 * Both parts of one email. The HTML is one column that is the screen's width on a phone
 * (nothing wider than 360 px is fixed) and at most 600 px on a desktop.
 */
export function composeMail(
  { subject, lead, rows = [], details = [], link }: MailBody,
  shop: MailShop,
  words: LayoutWords = englishWords,
): MailContent {
  const text = [
    lead,
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...details,
    link ? `${link[0]}: ${link[1]}` : '',
    [`-- ${shop.name}`, shop.phone ? words.call(readablePhone(shop.phone)) : '']
      .filter(Boolean)
      .join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
  const button = link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(link[1])}" style="display:inline-block;padding:10px 16px;background:#15803d;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(link[0])}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(words.htmlLang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;background:#f3f4f6"><tr><td align="center" style="padding:12px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;border-collapse:collapse;background:#ffffff;border-radius:8px"><tr><td style="padding:16px;${FONT};color:#1f2937;text-align:left">
${paragraph(lead)}
${rows.length ? rowsHtml(rows) : ''}
${details.map((d) => paragraph(d)).join('\n')}
${button}
${signatureHtml(shop, words)}
</td></tr></table>
</td></tr></table>
</body>
</html>`;
  return { subject, text, html };
}
