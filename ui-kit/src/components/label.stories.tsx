import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

const meta = {
  title: 'Forms/Label',
  component: Label,
  args: { children: 'Email', htmlFor: 'label-story-input' },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-1.5">
      <Label {...args} />
      <Input id="label-story-input" type="email" required={args.required} />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { required: true } };
