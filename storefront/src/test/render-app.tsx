import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { expect } from 'vitest';
import { App } from '../app/app.tsx';
import { createQueryClient } from '../lib/query-client.ts';

let currentLocation = '';

function LocationProbe() {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
}

/** The whole storefront at `path`, talking to the real test API. */
export function renderApp(path = '/') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App queryClient={queryClient} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...view, user, queryClient, location: () => currentLocation };
}

/** The top bar (the `banner` landmark). */
export const topBar = () => screen.getByRole('banner');

/** Waits for a toast with exactly this message (the toaster's code loads with the first one). */
export async function expectToast(message: string) {
  await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0), {
    timeout: 5000,
  });
}

/** Waits for the login modal to close, which un-hides the page behind it. */
export async function waitForDialogToClose() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Waits until the session check has answered and the top bar shows Login or the menu. */
export async function waitForSessionCheck() {
  await waitFor(() =>
    expect(
      within(topBar()).queryByRole('button', { name: /^(Login|Account menu)$/ }),
    ).toBeInTheDocument(),
  );
}
