import '@testing-library/jest-dom/vitest';
import { toast } from '@kirana/ui-kit/toaster';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Every screen waits on the real API (scrypt on sign-in, image checks on upload); on a
// busy CI machine the default one second of findBy*/waitFor is not always enough.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // The toast store lives at module level; one test's toasts must not leak into the next.
  toast.dismiss();
});

// jsdom leaves out browser APIs that Radix primitives and the upload previews call.
// These stand-ins do the least that lets the real component code run (as in the ui-kit).
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
