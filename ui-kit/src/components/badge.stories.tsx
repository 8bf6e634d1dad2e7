import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge.tsx';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'Paid', tone: 'paid' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {};

export const Pending: Story = { args: { tone: 'pending', children: 'Pending' } };

export const Neutral: Story = { args: { tone: 'neutral', children: 'Cash On Delivery' } };

export const Danger: Story = { args: { tone: 'danger', children: 'Out of stock' } };
