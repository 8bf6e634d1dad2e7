import { Readable } from 'node:stream';
import { UNSUBSCRIBE_PATH } from '../../contract/newsletter.ts';
import type { Db } from '../../db/knex.ts';
import { CSV_BOM, csvLines } from '../../lib/csv.ts';
import { badRequest } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { shopDateTime } from '../../lib/shop-calendar.ts';
import { subscriberOfToken, unsubscribeToken } from './unsubscribe-token.ts';

interface SubscriberRow {
  id: string;
  email: string;
  consentAt: number | string;
  unsubscribedAt: number | string | null;
}

const EXPORT_PAGE = 500;

/**
 * The newsletter's subscribers (`subscribers`). Addresses are stored in lowercase under a
 * unique index, so racing sign-ups of one address make one row on both databases.
 */
export function createNewsletterService(deps: {
  db: Db;
  secret: string;
  storefrontOrigin: string;
  timeZone: string;
  now?: () => number;
}) {
  const { db, secret } = deps;
  const now = deps.now ?? Date.now;

  return {
    /**
     * Records consent now. An address already subscribed keeps its row; one that had
     * unsubscribed consents again. The caller answers the same either way.
     */
    async subscribe(email: string): Promise<void> {
      const at = now();
      await db('subscribers')
        .insert({ id: newId(), email, consentAt: at, unsubscribedAt: null, createdAt: at })
        .onConflict('email')
        .ignore();
      await db('subscribers')
        .where({ email })
        .whereNotNull('unsubscribedAt')
        .update({ consentAt: at, unsubscribedAt: null });
    },

    /** Ends the subscription the link names (again is fine); a forged link is a 400. */
    async unsubscribe(token: string): Promise<void> {
      const id = subscriberOfToken(secret, token);
      if (!id) throw badRequest((w) => w.account.unsubscribeLinkInvalid);
      await db('subscribers')
        .where({ id })
        .whereNull('unsubscribedAt')
        .update({ unsubscribedAt: now() });
    },

    /**
     * The link every newsletter email must carry (in its text and its List-Unsubscribe
     * header): the storefront's page, which confirms through the API.
     */
    unsubscribeUrl: (subscriberId: string): string =>
      `${deps.storefrontOrigin}${UNSUBSCRIBE_PATH}?${new URLSearchParams({
        token: unsubscribeToken(secret, subscriberId),
      })}`,

    /** Every subscriber as CSV (email, subscribed at, status), a page at a time by id. */
    exportCsv(): Readable {
      const { timeZone } = deps;
      async function* lines() {
        yield CSV_BOM + csvLines([['Email', 'Subscribed at', 'Status']]);
        let after = '';
        for (;;) {
          const rows = (await db('subscribers')
            .where('id', '>', after)
            .orderBy('id')
            .limit(EXPORT_PAGE)
            .select('id', 'email', 'consentAt', 'unsubscribedAt')) as SubscriberRow[];
          if (rows.length === 0) return;
          yield csvLines(
            rows.map((r) => [
              r.email,
              shopDateTime(Number(r.consentAt), timeZone),
              r.unsubscribedAt === null ? 'subscribed' : 'unsubscribed',
            ]),
          );
          after = rows.at(-1)?.id ?? after;
          if (rows.length < EXPORT_PAGE) return;
        }
      }
      return Readable.from(lines());
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
