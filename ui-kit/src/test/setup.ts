import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom leaves out browser APIs that Radix primitives and the upload previews call.
// These stand-ins do the least that lets the real component code run.
class ResizeObserverStub {
  observe(): void {
    // jsdom never lays anything out, so there are no size changes to report.
  }
  unobserve(): void {
    // Nothing was observed.
  }
  disconnect(): void {
    // Nothing was observed.
  }
}

if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub });
}

const elementProto = Element.prototype as Element & Partial<Record<string, unknown>>;
for (const method of ['hasPointerCapture', 'setPointerCapture', 'releasePointerCapture']) {
  if (!(method in elementProto)) {
    Object.defineProperty(elementProto, method, { value: () => false, configurable: true });
  }
}
if (!('scrollIntoView' in elementProto)) {
  Object.defineProperty(elementProto, 'scrollIntoView', {
    value: () => undefined,
    configurable: true,
  });
}

if (!('createObjectURL' in URL)) {
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    value: () => `blob:kirana-test/${(next += 1)}`,
    configurable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
}

// axe-core probes <canvas> for icon-font checks; jsdom has no canvas and logs an error.
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
  value: () => null,
  configurable: true,
});

// axe asks for ::before/::after styles, which jsdom does not implement and reports on
// every call; answering with the element's own style keeps the output readable.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);
