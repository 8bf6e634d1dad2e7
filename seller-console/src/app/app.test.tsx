import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { API_URL } from '../config/env.ts';
import { App } from './app.tsx';

function renderApp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App />
    </QueryClientProvider>,
  );
}

describe('seller console', () => {
  it('treats a visitor as signed out', async () => {
    renderApp();
    expect(await screen.findByText('Please sign in as the seller.')).toBeInTheDocument();
  });

  it('greets a signed-in seller', async () => {
    const res = await fetch(`${API_URL}/api/seller/login`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(inject('testSeller')),
    });
    expect(res.status).toBe(200);
    renderApp();
    expect(await screen.findByText('Hi! Admin')).toBeInTheDocument();
  });
});
