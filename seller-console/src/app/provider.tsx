import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
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
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
