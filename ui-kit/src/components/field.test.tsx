import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { NumberInput } from './number-input.tsx';
import { Textarea } from './textarea.tsx';

describe('Field', () => {
  it('has no axe violations, with and without an error', async () => {
    const { container, rerender } = render(
      <Field label="Email" hint="We send the receipt here">
        <Input type="email" />
      </Field>,
    );
    expect(await axeViolations(container)).toEqual([]);
    rerender(
      <Field label="Email" hint="We send the receipt here" error="Enter a valid email.">
        <Input type="email" />
      </Field>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('labels the control and links the hint', () => {
    render(
      <Field label="Phone" hint="10 digits">
        <Input type="tel" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAccessibleDescription('10 digits');
    expect(input).not.toBeInvalid();
  });

  it('marks the control invalid and describes it with the error', () => {
    render(
      <Field label="Email" hint="Used for login" error="Enter a valid email." required>
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Used for login Enter a valid email.');
  });

  it('works for every form control and keeps a caller id', () => {
    render(
      <>
        <Field label="Description" id="description">
          <Textarea />
        </Field>
        <Field label="Offer Price">
          <NumberInput prefix="Rs." allowDecimals />
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'id',
      'description',
    );
    expect(screen.getByRole('spinbutton', { name: 'Offer Price' })).toBeInTheDocument();
  });

  it('can hide the label visually and still name the control', () => {
    render(
      <Field label="Search" hideLabel>
        <Input />
      </Field>,
    );
    expect(screen.getByText('Search')).toHaveClass('sr-only');
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });
});
