import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './logo.tsx';

const meta = {
  title: 'Foundations/Logo',
  component: Logo,
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Small: Story = { args: { size: 'sm' } };

export const SellerConsole: Story = { args: { suffix: 'Seller' } };

export const AsHomeLink: Story = {
  render: (args) => (
    <a href="#home" className="focus-ring inline-flex rounded-control" aria-label="Kirana home">
      <Logo {...args} />
    </a>
  ),
};
