import { PageTitle } from '../../components/page-title.tsx';
import { SearchWordsManager } from '../../features/search-words/components/search-words-manager.tsx';
import { useLingui } from '@lingui/react/macro';

/** The words shoppers search with and what they find (issue 30). */
export function SearchWordsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle>{t`Search words`}</PageTitle>
      <SearchWordsManager />
    </>
  );
}
