import {
  BANNER_TEXT_MAX,
  BANNER_TITLE_MAX,
  HIGHLIGHT_TEXT_MAX,
  HIGHLIGHT_TITLE_MAX,
  SOCIAL_URL_MAX,
  socialLabels,
  socialNetworks,
  type SocialNetwork,
} from '@kirana/api/contract/shop-home';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { Switch } from '@kirana/ui-kit/switch';
import { Trans, useLingui } from '@lingui/react/macro';
import { shopFieldId, type ShopFormErrors, type ShopFormValues } from '../lib/shop-form.ts';

interface Props {
  values: ShopFormValues;
  errors: ShopFormErrors;
  disabled: boolean;
  onChange: (change: Partial<ShopFormValues>, errorKey: string) => void;
}

const sectionTitleClass = 'text-lg font-medium text-ink';

/** The storefront's home page: banner, the four highlights, the stars and social links. */
export function HomePageFields({ values, errors, disabled, onChange }: Props) {
  const { t } = useLingui();
  const text = (key: 'bannerTitle' | 'bannerText', label: string, max: number, hint?: string) => (
    <Field id={shopFieldId(key)} label={label} hint={hint} error={errors[key]}>
      <Input
        value={values[key]}
        maxLength={max}
        disabled={disabled}
        autoComplete="off"
        onChange={(e) => onChange({ [key]: e.target.value }, key)}
      />
    </Field>
  );

  function setHighlight(index: number, part: 'title' | 'text', value: string) {
    const highlights = values.highlights.map((h, i) => (i === index ? { ...h, [part]: value } : h));
    onChange({ highlights }, `highlights.${index}.${part}`);
  }

  function setSocial(network: SocialNetwork, value: string) {
    onChange({ social: { ...values.social, [network]: value } }, `social.${network}`);
  }

  return (
    <>
      <section aria-labelledby="home-page-title" className="flex flex-col gap-5">
        <h2 id="home-page-title" className={sectionTitleClass}>
          <Trans>Home page</Trans>
        </h2>
        {text(
          'bannerTitle',
          t`Banner title`,
          BANNER_TITLE_MAX,
          t`Blank brings back the usual title.`,
        )}
        {text('bannerText', t`Banner text`, BANNER_TEXT_MAX, t`A line under the title; optional.`)}
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-sm font-medium text-ink">
            <Trans>
              Why We Are The Best (four highlights; all blank brings back the usual four)
            </Trans>
          </legend>
          {values.highlights.map((highlight, index) => {
            const number = index + 1;
            return (
              <div key={index} className="grid gap-3 sm:grid-cols-[1fr_2fr]">
                <Field
                  id={shopFieldId(`highlights.${index}.title`)}
                  label={t`Highlight ${number} title`}
                  error={
                    errors[`highlights.${index}.title`] ??
                    (index === 0 ? errors.highlights : undefined)
                  }
                >
                  <Input
                    value={highlight.title}
                    maxLength={HIGHLIGHT_TITLE_MAX}
                    disabled={disabled}
                    autoComplete="off"
                    onChange={(e) => setHighlight(index, 'title', e.target.value)}
                  />
                </Field>
                <Field
                  id={shopFieldId(`highlights.${index}.text`)}
                  label={t`Highlight ${number} text`}
                  error={errors[`highlights.${index}.text`]}
                >
                  <Input
                    value={highlight.text}
                    maxLength={HIGHLIGHT_TEXT_MAX}
                    disabled={disabled}
                    autoComplete="off"
                    onChange={(e) => setHighlight(index, 'text', e.target.value)}
                  />
                </Field>
              </div>
            );
          })}
        </fieldset>
        <div className="flex items-center gap-3">
          <Switch
            id="shop-showRatings"
            checked={values.showRatings}
            disabled={disabled}
            onCheckedChange={(checked) => onChange({ showRatings: checked }, 'showRatings')}
            aria-describedby="shop-showRatings-hint"
          />
          <label htmlFor="shop-showRatings" className="text-sm font-medium text-ink">
            <Trans>Show star ratings</Trans>
          </label>
        </div>
        <p id="shop-showRatings-hint" className="-mt-3 text-sm text-ink-muted">
          <Trans>
            The stars on products are the same for every product, not customers’ ratings.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="social-links-title" className="flex flex-col gap-5">
        <h2 id="social-links-title" className={sectionTitleClass}>
          <Trans>Social links</Trans>
        </h2>
        <p className="-mt-3 text-sm text-ink-muted">
          <Trans>Full https:// links; the footer shows only those you fill in.</Trans>
        </p>
        {socialNetworks.map((network) => (
          <Field
            key={network}
            id={shopFieldId(`social.${network}`)}
            label={socialLabels[network]}
            error={errors[`social.${network}`]}
          >
            <Input
              type="url"
              inputMode="url"
              value={values.social[network]}
              maxLength={SOCIAL_URL_MAX}
              disabled={disabled}
              autoComplete="off"
              placeholder="https://"
              onChange={(e) => setSocial(network, e.target.value)}
            />
          </Field>
        ))}
      </section>
    </>
  );
}
