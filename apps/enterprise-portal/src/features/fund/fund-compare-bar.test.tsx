import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver, type ObservedElement } from '../../testing/intersection-observer';
import { useOnScreen } from './fund-compare-bar';

let observed: ObservedElement[] = [];

afterEach(() => {
  observed = [];
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('useOnScreen (the 已选 bar steps aside while the comparison shows)', () => {
  it('follows an element already in the document', () => {
    observed = stubIntersectionObserver();
    const comparison = document.body.appendChild(Object.assign(document.createElement('section'), { id: 'comparison' }));
    const { result } = renderHook(() => useOnScreen('comparison', true));
    expect(observed.map((entry) => entry.target)).toEqual([comparison]);
    observed[0]?.report(true);
    expect(result.current).toBe(true);
  });

  it('follows the element once it arrives, when it comes after the bar (the comparison loads on first choice)', async () => {
    observed = stubIntersectionObserver();
    const { result } = renderHook(() => useOnScreen('comparison', true));
    expect(observed).toHaveLength(0);
    const comparison = document.body.appendChild(Object.assign(document.createElement('section'), { id: 'comparison' }));
    await waitFor(() => expect(observed.map((entry) => entry.target)).toEqual([comparison]));
    observed[0]?.report(true);
    expect(result.current).toBe(true);
    observed[0]?.report(false);
    expect(result.current).toBe(false);
  });

  it('follows nothing while not active', () => {
    observed = stubIntersectionObserver();
    document.body.appendChild(Object.assign(document.createElement('section'), { id: 'comparison' }));
    const { result } = renderHook(() => useOnScreen('comparison', false));
    expect(observed).toHaveLength(0);
    expect(result.current).toBe(false);
  });
});
