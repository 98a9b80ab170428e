import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

import { toast } from '../components/toast';

afterEach(() => {
  cleanup();
  // Test files share one module registry (isolate: false): the toast store outlives a file.
  toast.dismiss();
});

// jsdom gaps that Radix primitives rely on.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
if (typeof Element !== 'undefined') {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= function hasPointerCapture() {
    return false;
  };
  Element.prototype.releasePointerCapture ??= function releasePointerCapture() {};
}
