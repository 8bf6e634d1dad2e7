import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogTrigger } from './dialog.tsx';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

function LoginDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button>Login</Button>
      </DialogTrigger>
      <DialogContent title="User Login" description="Sign in to keep your cart.">
        <Field label="Email">
          <Input type="email" />
        </Field>
        <Button type="submit">Sign in</Button>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('has no axe violations, closed or open', async () => {
    const { container } = render(<LoginDialog />);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('dialog');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('opens from the keyboard, is named by its title and moves focus inside', async () => {
    const user = userEvent.setup();
    render(<LoginDialog />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'User Login' });
    expect(dialog).toHaveAccessibleDescription('Sign in to keep your cart.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<LoginDialog defaultOpen />);
    const dialog = await screen.findByRole('dialog');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<LoginDialog />);
    const trigger = screen.getByRole('button', { name: 'Login' });
    await user.click(trigger);
    await screen.findByRole('dialog');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    render(<LoginDialog />);
    const trigger = screen.getByRole('button', { name: 'Login' });
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
