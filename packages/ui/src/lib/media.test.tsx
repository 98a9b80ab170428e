import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useNearViewport } from './media';

function Below() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'drawn' : 'waiting'}</div>;
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits until the element comes near the viewport, then stays drawn', () => {
    const observers: Array<{ callback: IntersectionObserverCallback; margin?: string; observed: Element[] }> =
      [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observed: Element[] = [];
        constructor(
          public callback: IntersectionObserverCallback,
          options?: IntersectionObserverInit,
        ) {
          observers.push({ callback, margin: options?.rootMargin, observed: this.observed });
        }
        observe(element: Element) {
          this.observed.push(element);
        }
        disconnect() {
          this.observed.length = 0;
        }
      },
    );
    render(<Below />);
    expect(screen.getByText('waiting')).toBeTruthy();
    const observer = observers[0];
    if (!observer) throw new Error('the element is not observed');
    expect(observer.margin).toBe('200px');
    expect(observer.observed).toEqual([screen.getByText('waiting')]);
    const entry = (isIntersecting: boolean) => [{ isIntersecting }] as IntersectionObserverEntry[];
    act(() => observer.callback(entry(false), {} as IntersectionObserver));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => observer.callback(entry(true), {} as IntersectionObserver));
    expect(screen.getByText('drawn')).toBeTruthy();
    // Once drawn it is not watched any more.
    expect(observer.observed).toEqual([]);
  });

  it('draws at once where the browser cannot tell (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Below />);
    expect(screen.getByText('drawn')).toBeTruthy();
  });
});
