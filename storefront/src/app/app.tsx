import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

/** The whole storefront, given a router around it (BrowserRouter in main, MemoryRouter in tests). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRoutes />
    </AppProvider>
  );
}
