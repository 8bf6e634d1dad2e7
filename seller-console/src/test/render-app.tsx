import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { createAppQueryClient } from '../app/query-client.ts';
import { routes } from '../app/router.tsx';

type UserEventOptions = NonNullable<Parameters<typeof userEvent.setup>[0]>;

/** The whole console at `path`, with the same routes, providers and query client as in use. */
export function renderApp(path = '/') {
  const user = userEvent.setup();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={createAppQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { user, router, ...view };
}

/**
 * One feature component with the app's providers, but without the session gate around it,
 * at `path` (for what a route reads from the URL).
 */
export function renderWithProviders(ui: ReactNode, options: UserEventOptions = {}, path = '/') {
  const user = userEvent.setup(options);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={createAppQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { user, ...view };
}
