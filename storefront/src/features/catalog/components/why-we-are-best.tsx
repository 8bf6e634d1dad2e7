import { Trans, useLingui } from '@lingui/react/macro';
import { FeatureHighlight } from '@kirana/ui-kit/feature-highlight';
import { heartGlyph } from '@kirana/ui-kit/glyphs';
import banner from '../../../assets/bottom-banner.svg';
import bannerSmall from '../../../assets/bottom-banner-sm.svg';
import { highlightIcons } from '../../../config/highlights.ts';
import { useShopHome } from '../../../lib/shop-home.ts';

/** The four promises of spec section 9 (the shop's words once known) with the bottom banner. */
export function WhyWeAreBest() {
  const { t } = useLingui();
  const { highlights } = useShopHome();
  return (
    <section
      aria-labelledby="why-best-title"
      className="relative mt-24 flex flex-col overflow-hidden rounded-card bg-primary-soft xl:block"
    >
      {/* Narrower screens: the list, then the picture under it. From xl the banner is tall
          enough for the list to sit on its calm right side. */}
      <picture className="order-last">
        <source media="(min-width: 768px)" srcSet={banner} width={1440} height={480} />
        <img
          src={bannerSmall}
          width={640}
          height={800}
          alt={t`A grocery bag and a crate of fresh produce`}
          loading="lazy"
          decoding="async"
          className="aspect-[640/420] h-auto w-full object-cover object-bottom md:aspect-auto"
        />
      </picture>
      <div className="px-6 pt-8 pb-4 md:px-10 xl:absolute xl:inset-y-0 xl:right-0 xl:flex xl:w-1/2 xl:flex-col xl:justify-center xl:p-0 xl:pr-12">
        <h2
          id="why-best-title"
          className="mb-6 text-2xl font-semibold text-primary-strong md:text-3xl xl:mb-4"
        >
          <Trans>Why We Are The Best?</Trans>
        </h2>
        <ul className="flex flex-col gap-5 md:grid md:grid-cols-2 md:gap-6 xl:flex xl:gap-4">
          {highlights.map((highlight, index) => (
            // By place: the shop's words replace the spec's in the same four slots.
            <li key={index}>
              <FeatureHighlight
                icon={highlightIcons[index] ?? heartGlyph}
                title={highlight.title}
                description={highlight.text}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
