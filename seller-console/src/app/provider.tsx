import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '@kirana/ui-kit/toaster';
import type { ReactNode } from 'react';

export interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything the screens need around them; shared by the app and its tests. */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
