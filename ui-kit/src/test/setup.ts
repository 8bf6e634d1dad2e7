import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
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
