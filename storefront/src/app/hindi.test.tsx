import { activateLanguage } from '@kirana/ui-kit/lib/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogues } from '../lib/i18n.ts';
import { logoutCustomer, registerCustomer } from '../test/api-helpers.ts';
import { renderApp, topBar } from '../test/render-app.tsx';

// The storefront as a Hindi shopper sees it: the app's own words from hi.po, prices in ₹,
// category names as the API answers them in Hindi (the seed's tiles from hi.po until it
// does). The rest of the shop's data (banner, highlights) stays as the shop wrote it. The
// test setup puts English back after each test.
describe('the storefront in Hindi', () => {
  beforeEach(async () => {
    await activateLanguage('hi', catalogues);
  });

  it('shows the API’s own refusal in Hindi: the app sends the page’s language', async () => {
    const customer = await registerCustomer('Meera');
    await logoutCustomer();
    const { user } = renderApp('/');
    await user.click(await within(topBar()).findByRole('button', { name: 'लॉग इन' }));
    // The dialog is a chunk of its own: on a busy machine it takes a while.
    const dialog = within(
      await screen.findByRole('dialog', { name: 'लॉग इन करें' }, { timeout: 10_000 }),
    );
    await user.type(dialog.getByRole('textbox', { name: /ईमेल/ }), customer.email);
    await user.type(dialog.getByLabelText(/पासवर्ड/), 'wrong-password');
    await user.click(dialog.getByRole('button', { name: 'लॉग इन' }));
    // The API's message as it wrote it (api-words/hi/account.ts), not the app's own words.
    expect(await dialog.findByRole('alert')).toHaveTextContent('ईमेल या पासवर्ड सही नहीं है।');
  });

  it('has the top bar in Hindi', async () => {
    renderApp('/');
    const bar = within(topBar());
    expect(await bar.findByRole('button', { name: 'लॉग इन' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('link', { name: 'सभी प्रोडक्ट' })).toHaveAttribute('href', '/products');
    expect(bar.getByRole('link', { name: 'संपर्क' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Kirana होम' })).toHaveAttribute('href', '/');
    expect(bar.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows the home page headings, links and prices in Hindi', async () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 2, name: 'कैटेगरी' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'सबसे ज़्यादा बिकने वाले' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'हम सबसे अच्छे क्यों हैं?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अभी खरीदें' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'ऑफ़र देखें' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('img', { name: 'ताज़ी सब्ज़ियों और फलों की टोकरी' })).toBeInTheDocument();
    // The category tiles: in Hindi at once (the seed's, from hi.po), links by the path.
    expect(screen.getByRole('link', { name: 'ऑर्गेनिक सब्ज़ियाँ' })).toHaveAttribute(
      'href',
      '/products/vegetables',
    );
    const bestSellers = await screen.findByRole('list', { name: 'सबसे ज़्यादा बिकने वाले' });
    // Prices follow the language: ₹ in Hindi (Rs. in English).
    await waitFor(() =>
      expect(within(bestSellers).getAllByText(/₹\s?\d/).length).toBeGreaterThan(0),
    );
    expect(within(bestSellers).queryByText(/Rs\./)).not.toBeInTheDocument();
    // A card's category is the API's Hindi label of the product's (English) category.
    const seedNames = /^(Vegetables|Fruits|Drinks|Instant|Dairy|Bakery|Grains)$/;
    const hindiNames = /^(सब्ज़ियाँ|फल|पेय|झटपट खाना|डेयरी|बेकरी|अनाज)$/;
    await waitFor(() => expect(within(bestSellers).queryAllByText(seedNames)).toEqual([]));
    expect(within(bestSellers).getAllByText(hindiNames).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'ऑर्गेनिक सब्ज़ियाँ' })).toBeInTheDocument();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('heading', { name: 'ज़रूरी लिंक' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'अपना ऑर्डर ट्रैक करें' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
  });

  it('heads a category page with its Hindi tile text', async () => {
    renderApp('/products/dairy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'डेयरी प्रोडक्ट' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('डेयरी प्रोडक्ट | Kirana'));
  });

  it('says in Hindi that the cart is empty', async () => {
    renderApp('/cart');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'शॉपिंग कार्ट' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आपका कार्ट खाली है' })).toBeInTheDocument();
    expect(screen.getByText('दुकान से कुछ ताज़ा जोड़ें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'खरीदारी जारी रखें' })).toHaveAttribute(
      'href',
      '/products',
    );
    await waitFor(() => expect(document.title).toBe('कार्ट | Kirana'));
  });
});
