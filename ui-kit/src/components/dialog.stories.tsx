import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './dialog.tsx';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

const meta = {
  title: 'Overlays/Dialog',
  component: DialogContent,
  args: {
    title: (
      <>
        <span className="text-primary-strong">User</span> Login
      </>
    ),
    children: null,
  },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="pill">Login</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
          <Field label="Email" required>
            <Input type="email" autoComplete="email" />
          </Field>
          <Field label="Password" required>
            <Input type="password" autoComplete="current-password" />
          </Field>
          <p className="text-sm text-ink-muted">
            Create an account?{' '}
            <button type="button" className="focus-ring rounded-sm text-primary-strong underline">
              click here
            </button>
          </p>
          <Button type="submit" fullWidth>
            Login
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closed state: only the trigger. */
export const Closed: Story = {};

/** The login / sign-up frame, opened. Focus moves into the dialog and stays there. */
export const LoginOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Login' });
    await expect(dialog).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Remove address?',
    description: 'You can add it again later from the checkout page.',
    children: null,
  },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">Remove address</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost">Keep it</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>Remove</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove address' }));
    await expect(await screen.findByRole('dialog', { name: 'Remove address?' })).toBeVisible();
  },
};

export const LargeWithHiddenTitle: Story = {
  args: { title: 'Product images', hideTitle: true, size: 'lg', children: null },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">View images</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <h2 className="pr-10 text-xl font-medium">Fresh Apples 1 kg</h2>
        <p className="mt-2 text-ink-muted">A wide dialog whose content brings its own heading.</p>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View images' }));
    await expect(await screen.findByRole('dialog', { name: 'Product images' })).toBeVisible();
  },
};
