import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountSecurity } from './account-security.tsx';

const idle = { isPending: false, isError: false, error: null, isSuccess: false, data: undefined };

const meta = {
  title: 'Forms/AccountSecurity',
  component: AccountSecurity,
  args: {
    change: { ...idle, mutate: fn() },
    endOthers: { ...idle, mutate: fn() },
    checkNewPassword: (password: string) =>
      password.length < 8 ? 'Password must be at least 8 characters' : undefined,
    passwordHint: 'At least 8 characters.',
    devicesText: 'Signed in on a phone you no longer use? End those sessions; this one stays.',
  },
} satisfies Meta<typeof AccountSecurity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** After a change: the server's answer, and the other devices signed out. */
export const Changed: Story = {
  args: {
    change: {
      ...idle,
      isSuccess: true,
      data: { message: 'Your password has been changed.' },
      mutate: fn(),
    },
  },
};
