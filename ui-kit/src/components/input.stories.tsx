import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input.tsx';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { 'aria-label': 'Full name', placeholder: 'Type here' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: 'Asha Kumar' } };

export const Email: Story = {
  args: { type: 'email', 'aria-label': 'Email', placeholder: 'you@example.com' },
};

export const Password: Story = { args: { type: 'password', 'aria-label': 'Password' } };

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'not-an-email', 'aria-label': 'Email' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only value' } };
