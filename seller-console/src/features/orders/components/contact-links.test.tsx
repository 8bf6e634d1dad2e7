import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailLink, PhoneLink, WhatsAppLink } from './contact-links.tsx';

describe('contact links', () => {
  it('calls the number without the spaces and dashes it is written with', () => {
    render(<PhoneLink phone="+91 98765-43210" />);
    expect(screen.getByRole('link', { name: '+91 98765-43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
  });

  it('writes to the email', () => {
    render(<EmailLink email="asha@example.com" />);
    expect(screen.getByRole('link', { name: 'asha@example.com' })).toHaveAttribute(
      'href',
      'mailto:asha@example.com',
    );
  });

  it('opens a WhatsApp chat with the number and the message typed in', () => {
    render(
      <WhatsAppLink
        phone="+91 98765-43210"
        message="Hello Asha, your order KR-10427 is now: Out for delivery."
        label="WhatsApp Asha about order KR-10427"
      />,
    );
    expect(
      screen.getByRole('link', { name: 'WhatsApp Asha about order KR-10427' }),
    ).toHaveAttribute(
      'href',
      'https://wa.me/919876543210?text=Hello%20Asha%2C%20your%20order%20KR-10427%20is%20now%3A%20Out%20for%20delivery.',
    );
  });

  it('offers no WhatsApp link for a number that is not an Indian mobile', () => {
    render(<WhatsAppLink phone="2345 6789" message="Hello" label="WhatsApp" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
