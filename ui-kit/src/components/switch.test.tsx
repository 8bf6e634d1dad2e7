import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { Switch } from './switch.tsx';

describe('Switch', () => {
  it('has no axe violations', async () => {
    const { container } = render(<Switch aria-label="Fresh Apples in stock" />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('toggles with a click and with Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="In stock" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'In stock' });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('does not toggle when disabled', async () => {
    render(<Switch aria-label="In stock" defaultChecked disabled />);
    const toggle = screen.getByRole('switch', { name: 'In stock' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
  });
});
