import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

function ProfileMenu({ onLogout = vi.fn() }: { onLogout?: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>Profile</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Signed in as Asha</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <a href="/my-orders">My Orders</a>
        </DropdownMenuItem>
        <DropdownMenuItem disabled>Wishlist</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={onLogout}>
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('has no axe violations, closed or open', async () => {
    const user = userEvent.setup();
    const { container } = render(<ProfileMenu />);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await screen.findByRole('menu');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('opens with Enter, focuses the first item and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<ProfileMenu />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Profile' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'My Orders' })).toHaveFocus();

    // The disabled Wishlist item is skipped.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'My Orders' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<ProfileMenu />);
    const trigger = screen.getByRole('button', { name: 'Profile' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('runs an item with Enter, then closes', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<ProfileMenu onLogout={onLogout} />);
    screen.getByRole('button', { name: 'Profile' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{End}{Enter}');

    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveFocus();
  });

  it('renders a link item with asChild', async () => {
    const user = userEvent.setup();
    render(<ProfileMenu />);
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('menuitem', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
  });
});
