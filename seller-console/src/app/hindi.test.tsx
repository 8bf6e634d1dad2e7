import { activateLanguage } from '@kirana/ui-kit/lib/i18n';
import { screen, within } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { catalogues } from '../lib/i18n.ts';
import { renderApp } from '../test/render-app.tsx';

// The console in Hindi: the same screens, every word from the Hindi catalogues (the test
// setup puts English back after each test).
describe('the console in Hindi', () => {
  it('signs the seller in and shows the navigation in Hindi', async () => {
    await activateLanguage('hi', catalogues);
    const { user } = renderApp('/login');
    expect(
      await screen.findByRole('heading', { name: 'विक्रेता लॉग इन', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(screen.getByRole('textbox', { name: 'ईमेल' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'ईमेल' }), inject('testSeller').email);
    await user.type(screen.getByLabelText(/^पासवर्ड/), inject('testSeller').password);
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    const nav = await screen.findByRole('navigation', { name: 'विक्रेता' });
    expect(within(nav).getByRole('link', { name: /प्रोडक्ट जोड़ें/ })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /^ऑर्डर/ })).toBeInTheDocument();

    // The product form's categories read in Hindi; the value stays the name products carry.
    await user.click(within(nav).getByRole('link', { name: /प्रोडक्ट जोड़ें/ }));
    await user.click(await screen.findByRole('combobox', { name: 'कैटेगरी' }));
    await user.click(await screen.findByRole('option', { name: 'डेयरी' }));
    expect(screen.getByRole('combobox', { name: 'कैटेगरी' })).toHaveTextContent('डेयरी');
  });
});
