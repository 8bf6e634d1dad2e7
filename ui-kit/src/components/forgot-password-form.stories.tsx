import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

const idle = { isPending: false, isError: false, error: null, isSuccess: false, data: undefined };

const meta = {
  title: 'Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: {
    send: { ...idle, mutate: fn() },
    check: (email: string) => (email.includes('@') ? undefined : 'Please enter a valid email'),
    intro: 'Type the email you signed up with and we will send you a link.',
    backLabel: 'Back to login',
    onBack: fn(),
  },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** After sending: the one answer, whether or not the email has an account. */
export const Sent: Story = {
  args: {
    send: {
      ...idle,
      isSuccess: true,
      data: { message: 'If an account exists for that email, we have sent a link.' },
      mutate: fn(),
    },
  },
};
