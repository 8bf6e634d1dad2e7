import '@testing-library/jest-dom/vitest';
import { toast } from '@kirana/ui-kit/lib/toast-store';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Every test talks to a real API that the other test files share; under a busy machine
// (CI, or Nx running lint and type checks alongside) answers can take over a second.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  toast.dismiss();
  localStorage.clear();
});

// jsdom leaves out browser APIs that Radix primitives call; these stand-ins do the least
// that lets the real component code run. (Only browser APIs: the API itself is real.)
class ResizeObserverStub {
  observe(): void {
    // jsdom lays nothing out, so there are no size changes to report.
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
// jsdom implements scrolling as a "not implemented" error message; pages scroll to the top.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, configurable: true });
