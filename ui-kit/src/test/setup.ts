import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateSourceLanguage } from '../lib/i18n.ts';

// The kit's words in English, as the apps activate them before their first render; a test in
// Hindi calls activateLanguage('hi', …) and this puts English back after it.
activateSourceLanguage();

afterEach(() => {
  cleanup();
  activateSourceLanguage();
});

// axe-core probes <canvas> for icon-font checks; jsdom has no canvas and logs an error.
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
  value: () => null,
  configurable: true,
});

// axe asks for ::before/::after styles, which jsdom does not implement and reports on
// every call; answering with the element's own style keeps the output readable.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);
