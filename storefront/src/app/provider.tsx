import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoginDialogProvider } from '../features/auth/login-dialog-provider.tsx';
import { CartProvider } from '../features/cart/cart-provider.tsx';
import { ToasterHost } from './layout/toaster-host.tsx';

/** Everything a page may need: data, the login modal, the cart and toasts. Inside a router. */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <LoginDialogProvider>
        <CartProvider>{children}</CartProvider>
      </LoginDialogProvider>
      <ToasterHost />
    </QueryClientProvider>
  );
}
