import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, iconNames } from './icon.tsx';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'cart' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from screen readers, next to text that says the same. */
export const Decorative: Story = {};

/** With `label` it becomes an image with a name, for icons that stand alone. */
export const Labelled: Story = { args: { name: 'truck', label: 'Fast delivery' } };

export const AllIcons: Story = {
  render: () => (
    <ul className="grid grid-cols-3 gap-4 sm:grid-cols-6">
      {iconNames.map((name) => (
        <li key={name} className="flex flex-col items-center gap-1 text-xs text-ink-muted">
          <Icon name={name} className="size-6 text-ink" />
          {name}
        </li>
      ))}
    </ul>
  ),
};
