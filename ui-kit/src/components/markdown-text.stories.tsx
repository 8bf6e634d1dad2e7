import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarkdownText } from './markdown-text.tsx';

const meta = {
  title: 'Content/MarkdownText',
  component: MarkdownText,
  args: {
    children: [
      '# Delivery information',
      '',
      'We deliver to the PIN codes we serve; type yours under **Deliver to**.',
      '',
      '- Choose a slot in your cart',
      '- Follow your order under [My Orders](/my-orders)',
      '',
      'Questions? [Call us](tel:+919845012345).',
    ].join('\n'),
  },
} satisfies Meta<typeof MarkdownText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Raw HTML and script links in a seller's text: dropped, never run. */
export const UnsafeInput: Story = {
  args: {
    children: 'Hello <script>alert(1)</script> and [a trap](javascript:alert(2)).',
  },
};
