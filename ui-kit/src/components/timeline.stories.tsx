import type { Meta, StoryObj } from '@storybook/react-vite';
import { Timeline } from './timeline.tsx';

const meta = {
  title: 'Commerce/Timeline',
  component: Timeline,
  args: {
    label: 'History of order KR-10427',
    steps: [
      { title: 'Order Placed', time: '23 Nov, 10:00 am', state: 'done' },
      { title: 'Packed', time: '23 Nov, 10:05 am', state: 'current' },
      { title: 'Out for delivery', state: 'upcoming' },
      { title: 'Delivered', state: 'upcoming' },
    ],
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnItsWay: Story = {};

export const Delivered: Story = {
  args: {
    steps: [
      { title: 'Order Placed', time: '23 Nov, 10:00 am', state: 'done' },
      { title: 'Packed', time: '23 Nov, 10:05 am', state: 'done' },
      { title: 'Out for delivery', time: '23 Nov, 11:30 am', state: 'done' },
      { title: 'Delivered', time: '23 Nov, 12:10 pm', state: 'current' },
    ],
  },
};

/** A cancelled order shows what happened, ending where it stopped. */
export const Cancelled: Story = {
  args: {
    steps: [
      { title: 'Order Placed', time: '23 Nov, 10:00 am', state: 'done' },
      { title: 'Cancelled', time: '23 Nov, 10:02 am', detail: 'by you', state: 'stopped' },
    ],
  },
};
