import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

/** The whole storefront, given a router around it (BrowserRouter in main, MemoryRouter in tests). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => {
    // The prerendered home page looks ready before its code has arrived; this says when it
    // is (browser journeys wait for it before pressing buttons that only work with code).
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <AppRoutes />
    </AppProvider>
  );
}
