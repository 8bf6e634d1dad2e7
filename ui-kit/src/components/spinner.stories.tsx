import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner.tsx';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-6">
      <Spinner size="sm" label="Loading small" />
      <Spinner size="md" label="Loading medium" />
      <Spinner size="lg" label="Loading large" />
    </div>
  ),
};

/** The /loader page: a large spinner with its own message. */
export const PageLoader: Story = {
  args: { size: 'lg', label: 'Confirming your payment' },
  render: (args) => (
    <div className="flex h-64 items-center justify-center">
      <Spinner {...args} />
    </div>
  ),
};

/** `label={null}` hides it from screen readers when the surrounding control says it is busy. */
export const Decorative: Story = {
  args: { label: null, tone: 'current' },
  render: (args) => (
    <p className="flex items-center gap-2 text-ink-muted">
      <Spinner {...args} size="sm" /> Saving…
    </p>
  ),
};
