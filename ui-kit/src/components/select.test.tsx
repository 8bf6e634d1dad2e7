import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { Field } from './field.tsx';
import { Select } from './select.tsx';

const options = [
  { value: 'Vegetables', label: 'Vegetables' },
  { value: 'Fruits', label: 'Fruits' },
  { value: 'Dairy', label: 'Dairy' },
  { value: 'Bakery', label: 'Bakery', disabled: true },
  { value: 'Grains', label: 'Grains' },
];

describe('Select', () => {
  it('has no axe violations, closed or open', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Field label="Category">
        <Select options={options} placeholder="Select category" />
      </Field>,
    );
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await screen.findByRole('listbox');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('is named by its Field label and linked to the error text', () => {
    render(
      <Field label="Category" error="Choose a category.">
        <Select options={options} placeholder="Select category" />
      </Field>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Category' });
    expect(trigger).toHaveAccessibleDescription('Choose a category.');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveTextContent('Select category');
  });

  it('opens from the keyboard with focus on the chosen option', async () => {
    const user = userEvent.setup();
    render(<Select aria-label="Category" options={options} defaultValue="Fruits" />);
    await user.tab();
    const trigger = screen.getByRole('combobox', { name: 'Category' });
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Fruits' })).toHaveFocus();
  });

  it('picks with the arrow keys and Enter, skipping disabled options, and refocuses the trigger', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Select
        aria-label="Category"
        options={options}
        defaultValue="Dairy"
        onValueChange={onValueChange}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Category' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    expect(screen.getByRole('option', { name: 'Dairy' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Grains' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onValueChange).toHaveBeenCalledWith('Grains');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Grains');
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape without changing the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Select
        aria-label="Category"
        options={options}
        defaultValue="Fruits"
        onValueChange={onValueChange}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Category' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(trigger).toHaveTextContent('Fruits');
    expect(trigger).toHaveFocus();
  });

  it('does not open when disabled', async () => {
    const user = userEvent.setup();
    render(<Select aria-label="Category" options={options} disabled />);
    const trigger = screen.getByRole('combobox', { name: 'Category' });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
