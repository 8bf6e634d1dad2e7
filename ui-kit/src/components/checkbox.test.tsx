import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { Checkbox } from './checkbox.tsx';
import { Label } from './label.tsx';

function SaveAddress(props: { defaultChecked?: boolean; disabled?: boolean }) {
  return (
    <>
      <Checkbox id="save" {...props} />
      <Label htmlFor="save">Save this address</Label>
    </>
  );
}

describe('Checkbox', () => {
  it('has no axe violations', async () => {
    const { container } = render(<SaveAddress />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is named by its label and toggles with the label or Space', async () => {
    const user = userEvent.setup();
    render(<SaveAddress />);
    const box = screen.getByRole('checkbox', { name: 'Save this address' });
    await user.click(screen.getByText('Save this address'));
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('can show a mixed state', () => {
    render(<Checkbox aria-label="Select all" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  });

  it('ignores clicks when disabled', async () => {
    render(<SaveAddress defaultChecked disabled />);
    const box = screen.getByRole('checkbox', { name: 'Save this address' });
    await userEvent.click(box);
    expect(box).toBeChecked();
  });
});
