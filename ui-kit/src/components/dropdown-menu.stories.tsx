import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';
import { Icon } from './icon.tsx';
import { clipboardGlyph, heartGlyph, logoutGlyph, userGlyph } from './glyphs.tsx';

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenuContent,
  args: { onCloseAutoFocus: fn() },
  render: (args) => (
    <div className="flex justify-end">
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label="Profile menu"
          className="focus-ring inline-flex size-10 cursor-pointer items-center justify-center rounded-full bg-primary-soft text-primary-strong"
        >
          <Icon glyph={userGlyph} />
        </DropdownMenuTrigger>
        <DropdownMenuContent {...args}>
          <DropdownMenuLabel>Signed in as Asha</DropdownMenuLabel>
          <DropdownMenuItem asChild>
            <a href="#my-orders">
              <Icon glyph={clipboardGlyph} /> My Orders
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem disabled>
            <Icon glyph={heartGlyph} /> Wishlist (soon)
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem tone="danger" onSelect={fn()}>
            <Icon glyph={logoutGlyph} /> Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  ),
} satisfies Meta<typeof DropdownMenuContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** The profile menu, opened from the keyboard. */
export const ProfileMenuOpen: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Profile menu' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};
