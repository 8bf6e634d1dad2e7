import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '../features/auth/api/get-session.ts';
import { LoginDialogProvider } from '../features/auth/login-dialog-provider.tsx';
import { CartProvider } from '../features/cart/cart-provider.tsx';
import { ToasterHost } from './layout/toaster-host.tsx';

/** The cart of whoever is signed in: the app joins the session and the cart features. */
function SessionCart({ children }: { children: ReactNode }) {
  const { data: user } = useSession();
  return <CartProvider user={user}>{children}</CartProvider>;
}

/**
 * Everything a page may need: its words (the language is activated before the first render,
 * see lib/i18n.ts), data, the login modal, the cart and toasts. Inside a router.
 */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LoginDialogProvider>
          <SessionCart>{children}</SessionCart>
        </LoginDialogProvider>
        <ToasterHost />
      </QueryClientProvider>
    </I18nProvider>
  );
}
