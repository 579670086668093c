import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** An element an IntersectionObserver was asked to watch, and how a test says it scrolled on or off screen. */
export type ObservedElement = { target: Element; report: (onScreen: boolean) => void };

/**
 * Replaces IntersectionObserver (happy-dom computes no layout) with one the test drives: every observed element is
 * pushed to the returned list, and its `report` calls the observer's callback as the browser would. The stub is
 * undone by Vitest's `unstubGlobals` after the test.
 */
export function stubIntersectionObserver(): ObservedElement[] {
  const observed: ObservedElement[] = [];
  class FakeIntersectionObserver {
    constructor(private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {}
    observe(target: Element) {
      observed.push({ target, report: (onScreen) => act(() => this.callback([{ isIntersecting: onScreen, target }])) });
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return observed;
}
