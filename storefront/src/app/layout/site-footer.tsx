import type { ShopProfile } from '@kirana/api/contract/shop';
import { mobileDigits, whatsAppLink } from '@kirana/api/contract/indian-mobile';
import { Trans } from '@lingui/react/macro';
import { FooterLinks } from '@kirana/ui-kit/footer-links';
import { Logo } from '@kirana/ui-kit/logo';
import { footerLinkGroups, socialLinkGroup } from '../../config/footer-links.ts';
import { useShopProfile } from '../../lib/shop-home.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { renderLink } from '../../lib/render-link.tsx';

// The year the page was built, for the prerendered footer; the browser's own after hydration.
const BUILD_YEAR = new Date().getFullYear();

const HELP_EMAIL = 'help@kirana.example';
const linkClass = 'focus-ring rounded-sm text-primary-strong underline';
// The shop's number and address are how a shopper reaches it: each a target of its own, at
// least 24 px tall on a phone (WCAG 2.5.8), though it sits in a sentence.
const contactLinkClass = `${linkClass} inline-flex min-h-6 max-w-full items-center break-all`;

/** The shop's own details as far as the seller has set them; the spec's placeholders else. */
function ShopDetails({ shop }: { shop: ShopProfile | undefined }) {
  const email = shop?.email ?? HELP_EMAIL;
  const phone = shop?.phone ? mobileDigits(shop.phone) : null;
  const whatsapp = shop?.whatsapp ? mobileDigits(shop.whatsapp) : null;
  const fssai = shop?.fssai;
  return (
    <address className="mt-4 flex flex-col gap-1 text-sm not-italic">
      {shop?.name ? <span className="font-medium text-ink">{shop.name}</span> : null}
      {shop?.address ? <span className="whitespace-pre-line">{shop.address}</span> : null}
      {phone && shop?.phone ? (
        <span>
          <Trans>Call</Trans>{' '}
          <a href={`tel:${shop.phone}`} className={contactLinkClass}>
            +91 {phone.slice(0, 5)} {phone.slice(5)}
          </a>
        </span>
      ) : null}
      {whatsapp ? (
        <a href={whatsAppLink(whatsapp)} className={`${linkClass} self-start`}>
          <Trans>Order on WhatsApp</Trans>
        </a>
      ) : null}
      <span>
        <Trans>
          Questions about an order? Write to{' '}
          <a href={`mailto:${email}`} className={contactLinkClass}>
            {email}
          </a>
        </Trans>
      </span>
      {fssai ? (
        <span>
          <Trans>FSSAI Lic. No. {fssai}</Trans>
        </span>
      ) : null}
    </address>
  );
}

export function SiteFooter() {
  const hydrated = useHydrated();
  const year = hydrated ? new Date().getFullYear() : BUILD_YEAR;
  // The prerendered page shows the placeholders; the shop's own details come after
  // hydration, so the first client render matches the HTML.
  const shop = useShopProfile(hydrated);
  // Follow Us only with links the shop set (none in the prerendered page).
  const social = hydrated && shop.data ? socialLinkGroup(shop.data.shop.social) : null;
  const quickLinks = footerLinkGroups();
  const groups = social ? [...quickLinks, social] : quickLinks;
  return (
    <footer className="mt-24 bg-primary-soft px-4 sm:px-6 md:px-16 lg:px-24 xl:px-32 print:hidden">
      <div className="flex flex-col justify-between gap-10 border-b border-line py-10 text-ink-muted md:flex-row">
        <div id="contact" className="max-w-sm">
          <Logo size="sm" />
          <p className="mt-4">
            <Trans>
              Fresh groceries and daily essentials, delivered to your door and priced in rupees.
            </Trans>
          </p>
          <ShopDetails shop={hydrated ? shop.data?.shop : undefined} />
        </div>
        <FooterLinks groups={groups} renderLink={renderLink} className="md:w-3/5" />
      </div>
      <p className="py-4 text-center text-sm text-ink-muted">
        <Trans>© {year} Kirana. Open-source grocery store.</Trans>
      </p>
    </footer>
  );
}
