// Vitest setupFile shared by the ui-kit and both apps: jsdom leaves out browser APIs that
// Radix primitives and the upload previews call. These stand-ins do the least that lets
// the real component code run. Only browser APIs are stood in for; the API stays real.

// jsdom lays nothing out, so there are never size changes to report.
const nothingToReport = () => undefined;
class ResizeObserverStub {
  observe = nothingToReport;
  unobserve = nothingToReport;
  disconnect = nothingToReport;
}
if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub });
}

const elementProto = Element.prototype;
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

// jsdom implements scrolling as a "not implemented" error message.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, configurable: true });
