import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LanguageSwitch } from './language-switch.tsx';

const meta = {
  title: 'Navigation/LanguageSwitch',
  component: LanguageSwitch,
  args: {
    languages: [
      { code: 'en-IN', name: 'English' },
      { code: 'hi', name: 'हिन्दी' },
    ],
    current: 'en-IN',
    onChoose: fn(),
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the storefront's top bar and the console's sidebar; a choice reloads the page in it. */
export const English: Story = {};

export const Hindi: Story = { args: { current: 'hi' } };
