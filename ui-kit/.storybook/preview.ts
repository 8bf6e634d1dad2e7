import type { Preview } from '@storybook/react-vite';
import './preview.css';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Fail the Storybook test run on any axe violation, not just list it.
    a11y: { test: 'error' },
    options: {
      storySort: { order: ['Introduction', 'Tokens', 'Forms', 'Overlays', 'Commerce', 'Layout'] },
    },
  },
};

export default preview;
