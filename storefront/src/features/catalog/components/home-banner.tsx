import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import { Icon } from '@kirana/ui-kit/icon';
import { Link } from 'react-router';
import banner from '../../../assets/main-banner.svg';
import bannerSmall from '../../../assets/main-banner-sm.svg';
import { paths } from '../../../config/paths.ts';
import { useShopHome } from '../../../lib/shop-home.ts';
import { arrowRightGlyph } from '@kirana/ui-kit/glyphs';

/**
 * The home page's first screen: headline (and the shop's line) over the basket picture,
 * Shop now, Explore deals. The text sits over the picture, whose size is fixed, so the
 * shop's words replacing the spec's move nothing below it.
 */
export function HomeBanner() {
  const { t } = useLingui();
  const { bannerTitle, bannerText } = useShopHome();
  return (
    <section
      aria-labelledby="home-banner-title"
      className="relative mt-4 overflow-hidden rounded-card md:mt-6"
    >
      <picture>
        <source media="(min-width: 768px)" srcSet={banner} width={1440} height={540} />
        {/* The largest thing on the first screen: fetched first, never lazily, and drawn
            in the first paint (decoded asynchronously it could come a frame or two later). */}
        <img
          src={bannerSmall}
          width={640}
          height={720}
          alt={t`A basket of fresh produce`}
          fetchPriority="high"
          className="h-auto w-full"
        />
      </picture>
      <div className="absolute inset-0 flex flex-col items-center px-4 pt-6 text-center sm:pt-12 md:items-start md:justify-center md:pt-0 md:pl-14 md:text-left lg:pl-20">
        <h1
          id="home-banner-title"
          className="max-w-80 text-2xl leading-tight font-semibold text-ink sm:text-3xl md:max-w-sm lg:max-w-lg lg:text-5xl lg:leading-tight"
        >
          {bannerTitle}
        </h1>
        {bannerText ? (
          <p className="mt-2 max-w-80 text-base text-ink-muted sm:text-lg md:max-w-sm lg:max-w-lg">
            {bannerText}
          </p>
        ) : null}
        <div className="mt-5 flex flex-wrap items-center justify-center gap-3 lg:mt-8">
          <Button asChild size="lg" className="px-6">
            <Link to={paths.products}>
              <Trans>Shop now</Trans>
              <Icon glyph={arrowRightGlyph} className="size-4" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="px-6">
            <Link to={paths.products}>
              <Trans>Explore deals</Trans>
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
