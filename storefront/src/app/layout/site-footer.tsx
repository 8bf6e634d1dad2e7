import { FooterLinks } from '@kirana/ui-kit/footer-links';
import { Logo } from '@kirana/ui-kit/logo';
import { footerLinkGroups } from '../../config/footer-links.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

// The year the page was built, for the prerendered footer; the browser's own after hydration.
const BUILD_YEAR = new Date().getFullYear();

export function SiteFooter() {
  const year = useHydrated() ? new Date().getFullYear() : BUILD_YEAR;
  return (
    <footer className="mt-24 bg-primary-soft px-4 sm:px-6 md:px-16 lg:px-24 xl:px-32">
      <div className="flex flex-col justify-between gap-10 border-b border-line py-10 text-ink-muted md:flex-row">
        <div id="contact" className="max-w-sm">
          <Logo size="sm" />
          <p className="mt-4">
            Fresh groceries and daily essentials, delivered to your door and priced in rupees.
          </p>
          <address className="mt-4 text-sm not-italic">
            Questions about an order? Write to{' '}
            <a
              href="mailto:help@kirana.example"
              className="focus-ring rounded-sm text-primary-strong underline"
            >
              help@kirana.example
            </a>
          </address>
        </div>
        <FooterLinks groups={footerLinkGroups} className="md:w-3/5" />
      </div>
      <p className="py-4 text-center text-sm text-ink-muted">
        © {year} Kirana. Open-source grocery store.
      </p>
    </footer>
  );
}
