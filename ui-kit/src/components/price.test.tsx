import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { activateLanguage } from '../lib/i18n.ts';
import { Price } from './price.tsx';

describe('Price', () => {
  it('has no axe violations', async () => {
    const { container } = render(<Price price={50} offerPrice={45} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows Rs. with Indian grouping and two decimals', () => {
    render(<Price price={123456.5} />);
    expect(screen.getByText('Rs.1,23,456.50')).toBeInTheDocument();
  });

  it('shows two decimals for whole rupees', () => {
    render(<Price price={45} />);
    expect(screen.getByText('Rs.45.00')).toBeInTheDocument();
  });

  it('shows the offer price and strikes through the list price', () => {
    const { container } = render(<Price price={150} offerPrice={123.4} />);
    expect(container).toHaveTextContent('Offer price Rs.123.40');
    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent('Original price Rs.150.00');
  });

  it('in Hindi, says which price is which and shows ₹', async () => {
    await activateLanguage('hi', { load: async () => ({}) });
    const { container } = render(<Price price={150} offerPrice={123.4} />);
    expect(container).toHaveTextContent('ऑफ़र कीमत ₹123.40');
    expect(container.querySelector('s')).toHaveTextContent('मूल कीमत ₹150.00');
  });

  it('shows one price when the offer is not lower', () => {
    const { container } = render(<Price price={60} offerPrice={60} />);
    expect(container.querySelector('s')).toBeNull();
    expect(container).toHaveTextContent(/^Rs\.60\.00$/);
  });
});
