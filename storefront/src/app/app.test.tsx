import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app.tsx';

function renderApp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App />
    </QueryClientProvider>,
  );
}

describe('storefront home', () => {
  it('lists the demo catalogue from the API with prices in rupees', async () => {
    renderApp();
    const list = await screen.findByRole('list', { name: 'Products' });
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(35);
    expect(within(items[0]!).getByText(/^Rs\.\d/)).toBeInTheDocument();
    expect(within(items[0]!).getByRole('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/images\/demo\/.+\.svg$/),
    );
  });
});
