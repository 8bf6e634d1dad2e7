import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper.tsx';

const meta = {
  title: 'Commerce/QuantityStepper',
  component: QuantityStepper,
  args: {
    quantity: 0,
    itemName: 'Fresh Apples',
    onAdd: fn(),
    onIncrement: fn(),
    onDecrement: fn(),
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotInCart: Story = {};

export const InCart: Story = { args: { quantity: 2 } };

export const AtMaximum: Story = { args: { quantity: 9, max: 9 } };

export const Small: Story = { args: { quantity: 1, size: 'sm' } };

export const Disabled: Story = { args: { disabled: true } };

function Interactive(props: QuantityStepperProps) {
  const [quantity, setQuantity] = useState(props.quantity);
  return (
    <QuantityStepper
      {...props}
      quantity={quantity}
      onAdd={() => setQuantity(1)}
      onIncrement={() => setQuantity((current) => current + 1)}
      onDecrement={() => setQuantity((current) => Math.max(0, current - 1))}
    />
  );
}

/** Try it: Add, then − and +. Focus follows the control as it changes shape. */
export const Playground: Story = { render: (args) => <Interactive {...args} /> };
