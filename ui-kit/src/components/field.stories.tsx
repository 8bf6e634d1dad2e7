import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { NumberInput } from './number-input.tsx';
import { Select } from './select.tsx';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: { label: 'Email', children: <Input type="email" placeholder="you@example.com" /> },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { required: true } };

export const WithHint: Story = {
  args: { label: 'Phone', hint: '10 digits, no country code', children: <Input type="tel" /> },
};

export const WithError: Story = {
  args: {
    required: true,
    error: 'Enter an email address like name@example.com.',
    children: <Input type="email" defaultValue="asha@" />,
  },
};

export const HiddenLabel: Story = { args: { label: 'Search', hideLabel: true } };

export const WithTextarea: Story = {
  args: { label: 'Product Description', children: <Textarea /> },
};

export const WithNumberInput: Story = {
  args: {
    label: 'Offer Price',
    required: true,
    children: <NumberInput prefix="Rs." allowDecimals min={0} />,
  },
};

export const WithSelect: Story = {
  args: {
    label: 'Category',
    error: 'Choose a category.',
    children: (
      <Select
        placeholder="Select category"
        options={[
          { value: 'Vegetables', label: 'Vegetables' },
          { value: 'Fruits', label: 'Fruits' },
        ]}
      />
    ),
  },
};
