import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { QuantitySelect, type QuantitySelectProps } from './quantity-select.tsx';

const meta = {
  title: 'Commerce/QuantitySelect',
  component: QuantitySelect,
  args: { value: 1, itemName: 'Fresh Apples', onValueChange: fn() },
} satisfies Meta<typeof QuantitySelect>;

// Radix Select hides the rest of the page with aria-hidden while the list is open and
// traps focus in the list, so the page behind cannot be reached; axe cannot see the trap
// and reports aria-hidden-focus (upstream: radix-ui/primitives#2459). The exception is
// limited to this rule in this open-state story.
const radixSelectOpen = {
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Offers 1 to 9. */
export const Default: Story = {};

/** With 12 in the cart it offers 1 to 12. */
export const AboveNine: Story = { args: { value: 12 } };

/** Only three left: no more is offered, though the cart's 5 still shows. */
export const FewLeft: Story = { args: { value: 5, max: 3 } };

export const Disabled: Story = { args: { disabled: true } };

function Interactive(props: QuantitySelectProps) {
  const [value, setValue] = useState(props.value);
  return <QuantitySelect {...props} value={value} onValueChange={setValue} />;
}

export const Open: Story = {
  parameters: radixSelectOpen,
  render: (args) => <Interactive {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Quantity of Fresh Apples' }));
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};
