import type { Meta, StoryObj } from '@storybook/react-vite';
import { Label } from './label.tsx';
import { Switch } from './switch.tsx';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { 'aria-label': 'Fresh Apples in stock' },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { defaultChecked: true } };

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

/** With a visible label instead of aria-label. */
export const WithLabel: Story = {
  args: { 'aria-label': undefined, id: 'stock-switch', defaultChecked: true },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Switch {...args} />
      <Label htmlFor="stock-switch">In stock</Label>
    </div>
  ),
};
