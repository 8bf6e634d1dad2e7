import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchField } from './search-field.tsx';

const meta = {
  title: 'Layout/SearchField',
  component: SearchField,
  args: { onValueChange: fn(), onSearch: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithText: Story = { args: { defaultValue: 'apple' } };
