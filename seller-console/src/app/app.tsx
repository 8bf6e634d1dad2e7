import { useQuery } from '@tanstack/react-query';
import { sellerSessionQueries } from '../features/auth/api/get-seller-session.ts';

/** The console's first page: says whether the seller is signed in. */
export function App() {
  const session = useQuery(sellerSessionQueries.session());
  return (
    <main className="mx-auto max-w-3xl p-6 font-sans">
      <h1 className="text-2xl font-semibold">Kirana Seller Console</h1>
      {session.isPending ? (
        <p role="status">Checking your session…</p>
      ) : (
        <p>{session.data ? 'Hi! Admin' : 'Please sign in as the seller.'}</p>
      )}
    </main>
  );
}
