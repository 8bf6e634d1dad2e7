import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { BillPaperSwitch, type BillPaper } from './bill-paper-switch.tsx';

/** The switch as a bill screen holds it: the choice is the screen's state. */
function Switch({ paper, onChange }: { paper: BillPaper; onChange: (paper: BillPaper) => void }) {
  const [chosen, setChosen] = useState(paper);
  return (
    <BillPaperSwitch
      paper={chosen}
      onChange={(next) => {
        setChosen(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/BillPaperSwitch',
  component: BillPaperSwitch,
  args: { paper: 'a4', onChange: fn() },
  render: (args) => <Switch {...args} />,
} satisfies Meta<typeof BillPaperSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const A4: Story = {};

export const Receipt: Story = { args: { paper: 'receipt' } };
