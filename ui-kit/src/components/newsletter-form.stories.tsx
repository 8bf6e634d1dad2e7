import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NewsletterForm } from './newsletter-form.tsx';

const meta = {
  title: 'Commerce/NewsletterForm',
  component: NewsletterForm,
  args: { onSubscribe: fn() },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomText: Story = {
  args: {
    title: 'Weekly fresh picks',
    description: 'One email a week with what is in season.',
    buttonLabel: 'Sign me up',
  },
};
