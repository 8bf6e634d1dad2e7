import type { Meta, StoryObj } from '@storybook/react-vite';
import { FooterLinks, type FooterLinkGroup } from './footer-links.tsx';
import { Logo } from './logo.tsx';

const groups: FooterLinkGroup[] = [
  {
    title: 'Quick Links',
    links: [
      { text: 'Home', url: '#' },
      { text: 'Best Sellers', url: '#' },
      { text: 'Offers & Deals', url: '#' },
      { text: 'Contact Us', url: '#' },
      { text: 'FAQs', url: '#' },
    ],
  },
  {
    title: 'Need help?',
    links: [
      { text: 'Delivery Information', url: '#' },
      { text: 'Return & Refund Policy', url: '#' },
      { text: 'Payment Methods', url: '#' },
      { text: 'Track your Order', url: '#' },
      { text: 'Contact Us', url: '#' },
    ],
  },
  {
    title: 'Follow Us',
    links: [
      { text: 'Instagram', url: '#' },
      { text: 'Twitter', url: '#' },
      { text: 'Facebook', url: '#' },
      { text: 'YouTube', url: '#' },
    ],
  },
];

const meta = {
  title: 'Layout/FooterLinks',
  component: FooterLinks,
  args: { groups },
} satisfies Meta<typeof FooterLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SingleGroup: Story = { args: { groups: groups.slice(0, 1) } };

/** How the storefront footer composes it. */
export const InFooter: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <footer className="bg-primary-soft px-6 md:px-16 lg:px-24 xl:px-32">
      <div className="flex flex-col justify-between gap-10 border-b border-line py-10 md:flex-row">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-4 text-ink-muted">
            We deliver fresh groceries and snacks straight to your door.
          </p>
        </div>
        <FooterLinks {...args} className="md:w-[45%]" />
      </div>
      <p className="py-4 text-center text-sm text-ink-muted">
        Kirana is open source. All rights reserved.
      </p>
    </footer>
  ),
};
