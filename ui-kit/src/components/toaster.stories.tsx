import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Button } from './button.tsx';
import { toast, Toaster } from './toaster.tsx';

const meta = {
  title: 'Overlays/Toaster',
  component: Toaster,
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Toaster {...args} />
      <Button onClick={() => toast.success('Added to Cart')}>Success</Button>
      <Button variant="outline" onClick={() => toast.error('Order failed')}>
        Error
      </Button>
      <Button variant="ghost" onClick={() => toast('Cart Updated')}>
        Default
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          toast.error('Failed to get addresses', { description: 'Check your connection.' })
        }
      >
        With description
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          for (let index = 1; index <= 25; index += 1) toast(`Notification ${index}`);
        }}
      >
        25 at once (20 shown)
      </Button>
    </div>
  ),
  beforeEach: () => () => toast.dismiss(),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const SuccessToast: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await expect(await screen.findByText('Added to Cart')).toBeVisible();
  },
};

export const ErrorToast: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expect(await screen.findByText('Order failed')).toBeVisible();
  },
};

export const DefaultToast: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Default' }));
    await expect(await screen.findByText('Cart Updated')).toBeVisible();
  },
};

export const WithDescription: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'With description' }));
    await expect(await screen.findByText('Check your connection.')).toBeVisible();
  },
};

export const BottomRight: Story = {
  args: { position: 'bottom-right' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await expect(await screen.findByText('Added to Cart')).toBeVisible();
  },
};
