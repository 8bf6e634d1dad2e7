import { mobileDigits, whatsAppLink } from '../../contract/indian-mobile.ts';
import type { ShopPageSlug } from '../../contract/shop-pages.ts';
import type { ShopSettings } from '../../contract/shop.ts';

// What a footer page says until the shop writes its own (under the page's title, which the
// storefront shows as its heading): true of every shop on this
// software (cash on delivery, the cancel-before-packing rule, My Orders), and the contact
// page from the shop's own details.

/** Markdown's special characters in the shop's own text, shown as themselves. */
const plain = (text: string) => text.replace(/([\\`*_{}[\]()#+\-.!|<>])/g, '\\$1');

function contact(shop: ShopSettings): string {
  const lines: string[] = [];
  if (shop.name) lines.push(`**${plain(shop.name)}**`, '');
  if (shop.address) lines.push(...shop.address.split('\n').map((l) => `${plain(l)}  `), '');
  if (shop.phone) lines.push(`Phone: [${shop.phone}](tel:${shop.phone})`, '');
  const whatsapp = shop.whatsapp ? mobileDigits(shop.whatsapp) : null;
  if (whatsapp) lines.push(`WhatsApp: [${shop.whatsapp}](${whatsAppLink(whatsapp)})`, '');
  const email = shop.email ?? 'help@kirana.example';
  lines.push(`Email: [${email}](mailto:${email})`, '');
  lines.push('For an order, have its number ready: you will find it under My Orders.');
  return lines.join('\n');
}

const FIXED: Record<Exclude<ShopPageSlug, 'contact'>, string> = {
  delivery: [
    'We deliver to the PIN codes we serve; type yours under **Deliver to** to see the next slot and the delivery fee.',
    '',
    '- Choose a delivery slot in your cart; full slots cannot be chosen.',
    '- The cart shows the fee and what buys free delivery.',
    '- Follow your order under **My Orders**.',
  ].join('\n'),
  returns: [
    '- You can cancel an order until it is packed, under **My Orders**.',
    '- Money paid online for a cancelled order is refunded to the way you paid.',
    '- Something wrong with an item? Tell us when it is delivered, or contact us the same day.',
  ].join('\n'),
  'payment-methods': [
    '- **Cash on delivery**: pay when your order arrives.',
    '- **Online**: pay on the secure payment page when you place the order.',
  ].join('\n'),
  faqs: [
    '**How do I follow my order?**  ',
    'Sign in and open **My Orders**.',
    '',
    '**Can I cancel?**  ',
    'Yes, until the order is packed.',
    '',
    '**Do you deliver to my area?**  ',
    'Type your PIN code under **Deliver to** at the top of the page.',
  ].join('\n'),
};

/** The page's default Markdown for this shop. */
export const defaultPage = (slug: ShopPageSlug, shop: ShopSettings): string =>
  slug === 'contact' ? contact(shop) : FIXED[slug];
