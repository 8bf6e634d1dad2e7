import { screen, within } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { API_URL } from '../config/env.ts';
import { registerShopper, signInAsSeller } from '../test/api.ts';
import { renderApp } from '../test/render-app.tsx';

const signInPage = () => screen.findByRole('heading', { name: 'Seller Login', level: 1 });

describe('signing in to the seller console', () => {
  it('shows the sign-in page to a visitor, whatever screen was asked for', async () => {
    const { router } = renderApp('/orders');
    expect(await signInPage()).toBeInTheDocument();
    expect(screen.getByText('Please sign in as the seller.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('requires an email and a password before calling the server', async () => {
    const { user } = renderApp('/login');
    await signInPage();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');

    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it("shows the server's message for a wrong password", async () => {
    const { user } = renderApp('/login');
    await signInPage();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), inject('testSeller').email);
    await user.type(screen.getByLabelText(/^Password/), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seller Login' })).toBeInTheDocument();
  });

  it('signs the seller in and returns to the screen that was asked for', async () => {
    const { user, router } = renderApp('/orders');
    await signInPage();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), inject('testSeller').email);
    await user.type(screen.getByLabelText(/^Password/), inject('testSeller').password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Orders List' })).toBeInTheDocument();
    expect(screen.getByText('Hi! Admin')).toBeInTheDocument();
    expect(screen.getByText('Logged In')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
  });

  it('sends a signed-in seller from the sign-in page to Orders, the day’s first screen', async () => {
    await signInAsSeller();
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Orders List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
  });

  it("shows a shopper's session the sign-in page", async () => {
    await registerShopper();
    renderApp('/product-list');
    expect(await signInPage()).toBeInTheDocument();
  });
});

describe('the console layout', () => {
  it('has the sidebar with the current screen highlighted, whatever the case of the path', async () => {
    await signInAsSeller();
    renderApp('/Product-List/');
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Seller' });
    const links = within(nav).getAllByRole('link');
    // Orders may carry the server's count of orders waiting ("2Orders (2 orders waiting…)").
    const label = (text: string | null) => (text ?? '').replace(/^\d+\+?|\s*\(.*\)$/g, '');
    // The daily screens first (a phone's bottom bar); the rest under More on a phone.
    expect(links.map((link) => label(link.textContent))).toEqual([
      'Orders',
      'Today',
      'Product List',
      'Add Product',
      'Price List',
      'Categories',
      'Search words',
      'Delivery',
      'Shop',
    ]);
    expect(within(nav).getByRole('button', { name: 'More' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Product List' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: /^Orders/ })).not.toHaveAttribute('aria-current');
  });

  it("keeps the spec's /seller addresses working", async () => {
    await signInAsSeller();
    const { router } = renderApp('/seller/orders');
    expect(await screen.findByRole('heading', { name: 'Orders List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
  });

  it('moves between screens from the sidebar', async () => {
    await signInAsSeller();
    const { user } = renderApp('/seller');
    expect(await screen.findByRole('heading', { name: 'Add Product' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /^Orders/ }));
    expect(await screen.findByRole('heading', { name: 'Orders List' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Orders/ })).toHaveAttribute('aria-current', 'page');
  });

  it('has a not-found page', async () => {
    await signInAsSeller();
    renderApp('/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Add Product' })).toHaveAttribute('href', '/');
  });

  it('logs out on the server and returns to the sign-in page', async () => {
    await signInAsSeller();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await signInPage()).toBeInTheDocument();
    expect(screen.getByText('Logged Out')).toBeInTheDocument();
    const check = await fetch(`${API_URL}/api/seller/is-auth`, { credentials: 'include' });
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ success: false, message: 'Not signed in.' });
  });
});
