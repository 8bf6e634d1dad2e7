import { PageTitle } from '../../components/page-title.tsx';
import { SearchWordsManager } from '../../features/search-words/components/search-words-manager.tsx';

/** The words shoppers search with and what they find (issue 30). */
export function SearchWordsRoute() {
  return (
    <>
      <PageTitle>Search words</PageTitle>
      <SearchWordsManager />
    </>
  );
}
