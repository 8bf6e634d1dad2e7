// Zod-free: the storefront's footer and the console's WhatsApp link build links from it.

const MOBILE = /^(?:\+91|91|0)?([6-9]\d{9})$/;

/**
 * The 10 digits of an Indian mobile number written as people write them (`98450 12345`,
 * `+91-98450-12345`, `098450 12345`), or null when it is not one.
 */
export function mobileDigits(text: string): string | null {
  const match = MOBILE.exec(text.replace(/[\s-]/g, ''));
  return match?.[1] ?? null;
}

/** A `wa.me` chat link for an Indian mobile number, with an optional message typed in. */
export function whatsAppLink(digits: string, text?: string): string {
  const base = `https://wa.me/91${digits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
