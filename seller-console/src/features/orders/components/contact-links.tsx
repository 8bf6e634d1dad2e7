import { mobileDigits, whatsAppLink } from '@kirana/api/contract/indian-mobile';

/** `tel:` takes the number alone: the spaces and dashes are there for people reading it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[\s-]/g, '')}`;

// eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name, the same in every language
const WHATSAPP = 'WhatsApp';

const linkClass =
  'focus-ring rounded-sm text-primary-strong underline underline-offset-2 hover:no-underline';

/** The customer's phone number; on a phone, one tap calls it. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={className ? `${linkClass} ${className}` : linkClass}>
      {phone}
    </a>
  );
}

/** The customer's email, opening a new message to it; long addresses break, not overflow. */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  const classes = `${linkClass} break-all`;
  return (
    <a href={`mailto:${email}`} className={className ? `${classes} ${className}` : classes}>
      {email}
    </a>
  );
}

/**
 * A WhatsApp chat with the customer, the message typed in for the seller to send; nothing
 * when the phone is not an Indian mobile number (WhatsApp would not find it).
 */
export function WhatsAppLink({
  phone,
  message,
  label,
}: {
  phone: string;
  message: string;
  /** The link's accessible name, e.g. "WhatsApp Asha about order KR-10427". */
  label: string;
}) {
  const digits = mobileDigits(phone);
  if (!digits) return null;
  return (
    <a
      href={whatsAppLink(digits, message)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className={linkClass}
    >
      {WHATSAPP}
    </a>
  );
}
