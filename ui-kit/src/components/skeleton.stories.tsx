import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton.tsx';
import { Spinner } from './spinner.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

export const Block: Story = { args: { shape: 'block' } };

export const Circle: Story = { args: { shape: 'circle' } };

/** A product card placeholder; the visually hidden status says what is loading. */
export const ProductCardPlaceholder: Story = {
  render: () => (
    <div className="flex flex-col gap-2 rounded-card border border-line p-4">
      <Skeleton shape="block" className="aspect-square h-auto" />
      <Skeleton className="w-1/3" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="w-1/2" />
      <span className="sr-only">
        <Spinner label="Loading products" />
      </span>
    </div>
  ),
};
