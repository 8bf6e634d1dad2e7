import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { activateLanguage, activateSourceLanguage, SOURCE_LANGUAGE } from '../src/lib/i18n.ts';
import './preview.css';

// The kit has no app words of its own to add: its catalogues come from src/locales.
const kitOnly = { load: async () => ({}) };

const chosenLanguage = (globals: Record<string, unknown>): string =>
  typeof globals['locale'] === 'string' ? globals['locale'] : SOURCE_LANGUAGE;

// A loader runs before the story renders and may await, so Hindi's catalogue is in place
// before the first word is drawn (a decorator cannot wait for it).
const activateChosenLanguage: Loader = async ({ globals }) => {
  await activateLanguage(chosenLanguage(globals), kitOnly);
  return {};
};

// English needs no catalogue to arrive: it is activated synchronously as the apps do, so a
// story composed without loaders (the a11y test) still renders in English.
const withLanguage: Decorator = (Story, { globals }) => {
  if (chosenLanguage(globals) === SOURCE_LANGUAGE) activateSourceLanguage();
  return Story();
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'The language of the kit’s words',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: SOURCE_LANGUAGE, title: 'English' },
          { value: 'hi', title: 'हिन्दी' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: SOURCE_LANGUAGE },
  loaders: [activateChosenLanguage],
  decorators: [withLanguage],
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
