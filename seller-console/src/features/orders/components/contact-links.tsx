/** `tel:` takes the number alone: the spaces and dashes are there for people reading it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[\s-]/g, '')}`;

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
