import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailLink, PhoneLink } from './contact-links.tsx';

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
});
