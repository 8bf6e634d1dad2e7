import { t } from '@lingui/core/macro';
import { cn } from '../lib/cn.ts';
import { renderAnchor, type RenderLink } from '../lib/render-link.ts';

export interface FooterLink {
  text: string;
  url: string;
}

export interface FooterLinkGroup {
  title: string;
  links: readonly FooterLink[];
}

export interface FooterLinksProps {
  groups: readonly FooterLinkGroup[];
  renderLink?: RenderLink;
  /** Names the navigation landmark. */
  label?: string;
  headingLevel?: 2 | 3;
  className?: string;
}

/** The footer's link columns (Quick Links, Need help?, Follow Us…). */
export function FooterLinks({
  groups,
  renderLink = renderAnchor,
  label = t`Footer`,
  headingLevel = 2,
  className,
}: FooterLinksProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <nav
      aria-label={label}
      className={cn('grid grid-cols-2 gap-8 sm:grid-cols-3 md:gap-12', className)}
    >
      {groups.map((group) => (
        <div key={group.title}>
          <Heading className="mb-2 text-base font-semibold text-ink md:mb-4">{group.title}</Heading>
          <ul className="space-y-0.5 text-sm">
            {group.links.map((link) => (
              <li key={`${link.text}-${link.url}`}>
                {renderLink({
                  href: link.url,
                  // 28 px tall: a thumb's target (WCAG 2.5.8) without spreading the list out.
                  className:
                    'focus-ring inline-block rounded-sm py-1 text-ink-muted hover:text-ink hover:underline',
                  children: link.text,
                })}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
