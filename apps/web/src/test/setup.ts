import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { toast } from '@backoffice/ui';

// findBy and waitFor give up after 1 s by default; a lazily loaded screen took longer beside the API
// suites on two cores. They still answer as soon as the element is there.
configure({ asyncUtilTimeout: 10_000 });

// Tests that need no DOM run in the node environment (`// @vitest-environment node`).
const hasDom = typeof window !== 'undefined';

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  // Test files share one module registry (isolate: false): the toast store outlives a file.
  toast.dismiss();
  localStorage.clear();
});

if (hasDom) {
  // jsdom gaps that Radix primitives rely on.
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= function hasPointerCapture() {
    return false;
  };
  Element.prototype.releasePointerCapture ??= function releasePointerCapture() {};
}
