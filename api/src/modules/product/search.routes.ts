import Router from '@koa/router';
import { synonymChangeSchema } from '../../contract/search.ts';
import { requireSeller } from '../../http/auth.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { describeIssueAt, withBody } from '../../http/validate.ts';
import { changeSynonyms, listSynonyms } from './search.handlers.ts';

const SYNONYMS_PATH = '/api/search/synonyms';
/** The whole list replaced at once (up to 2,000 rows) is bigger than the usual JSON limit. */
export const isLargeSearchPath = (path: string): boolean => path === SYNONYMS_PATH;

/** The seller's synonyms list (searching itself is `GET /api/product/list?q=`). */
export function searchRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api/search' });
  router.get('/synonyms', requireSeller, listSynonyms);
  // A refusal inside a replaced list names the row (`synonyms[12].word: …`).
  router.post(
    '/synonyms',
    requireSeller,
    withBody(synonymChangeSchema, changeSynonyms, describeIssueAt),
  );
  return router;
}
