import type { Meta, StoryObj } from '@storybook/react-vite';
import * as glyphs from './glyphs.tsx';
import { Icon } from './icon.tsx';

const glyphNames = Object.keys(glyphs) as (keyof typeof glyphs)[];

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { glyph: glyphs.cartGlyph },
  argTypes: { glyph: { control: 'select', options: glyphNames, mapping: glyphs } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from screen readers, next to text that says the same. */
export const Decorative: Story = {};

/** With `label` it becomes an image with a name, for icons that stand alone. */
export const Labelled: Story = { args: { glyph: glyphs.truckGlyph, label: 'Fast delivery' } };

export const AllIcons: Story = {
  render: () => (
    <ul className="grid grid-cols-3 gap-4 sm:grid-cols-6">
      {glyphNames.map((name) => (
        <li key={name} className="flex flex-col items-center gap-1 text-xs text-ink-muted">
          <Icon glyph={glyphs[name]} className="size-6 text-ink" />
          {name.replace(/Glyph$/, '')}
        </li>
      ))}
    </ul>
  ),
};
