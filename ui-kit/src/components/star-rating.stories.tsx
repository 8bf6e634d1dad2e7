import type { Meta, StoryObj } from '@storybook/react-vite';
import { StarRating } from './star-rating.tsx';

const meta = {
  title: 'Commerce/StarRating',
  component: StarRating,
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The store's fixed rating: 4 of 5, shown "(4)". */
export const Default: Story = {};

export const WithoutValue: Story = { args: { showValue: false } };

export const Full: Story = { args: { rating: 5 } };

export const Low: Story = { args: { rating: 1 } };
