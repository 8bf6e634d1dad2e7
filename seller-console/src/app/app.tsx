import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from './provider.tsx';
import { createAppQueryClient } from './query-client.ts';
import { routes } from './router.tsx';

export function App() {
  const [queryClient] = useState(createAppQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
