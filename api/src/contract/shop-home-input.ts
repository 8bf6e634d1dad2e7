import { z } from 'zod';
import { clearable, textUpTo } from './clearable-text.ts';
import {
  HIGHLIGHT_COUNT,
  HIGHLIGHT_TEXT_MAX,
  HIGHLIGHT_TITLE_MAX,
  BANNER_TEXT_MAX,
  BANNER_TITLE_MAX,
  SOCIAL_URL_MAX,
} from './shop-home.ts';

// The home page's fields of the shop's input (POST /api/shop), part of shopInputSchema.

/** An https link with a host name: no http, javascript: or data: links on the footer. */
export function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username;
  } catch {
    return false;
  }
}

const httpsLink = (label: string) =>
  clearable(
    label,
    textUpTo(label, SOCIAL_URL_MAX).refine(
      isHttpsUrl,
      `${label} must be a full https:// link, e.g. https://www.instagram.com/yourshop`,
    ),
  );

const highlightSchema = (n: number) =>
  z.object(
    {
      title: z
        .string({ error: `Highlight ${n} needs a title` })
        .trim()
        .min(1, `Highlight ${n} needs a title`)
        .max(
          HIGHLIGHT_TITLE_MAX,
          `Highlight ${n}'s title must be at most ${HIGHLIGHT_TITLE_MAX} characters`,
        ),
      text: z
        .string({ error: `Highlight ${n} needs a line of text` })
        .trim()
        .min(1, `Highlight ${n} needs a line of text`)
        .max(
          HIGHLIGHT_TEXT_MAX,
          `Highlight ${n}'s text must be at most ${HIGHLIGHT_TEXT_MAX} characters`,
        ),
    },
    { error: `Highlight ${n} must have a title and a line of text` },
  );

/** The home page's fields of the shop's input: null (or blank) brings back the spec's text. */
export const shopHomeInputShape = {
  bannerTitle: clearable('Banner title', textUpTo('Banner title', BANNER_TITLE_MAX)),
  bannerText: clearable('Banner text', textUpTo('Banner text', BANNER_TEXT_MAX)),
  highlights: z
    .tuple([highlightSchema(1), highlightSchema(2), highlightSchema(3), highlightSchema(4)], {
      error: `Highlights must be a list of ${HIGHLIGHT_COUNT}, each a title and a line`,
    })
    .nullable()
    .optional(),
  showRatings: z.boolean({ error: 'Show star ratings must be true or false' }).optional(),
  social: z
    .object(
      {
        instagram: httpsLink('Instagram link'),
        facebook: httpsLink('Facebook link'),
        youtube: httpsLink('YouTube link'),
        x: httpsLink('X link'),
      },
      { error: 'Social links must be an object of links' },
    )
    .strict()
    .optional(),
};
