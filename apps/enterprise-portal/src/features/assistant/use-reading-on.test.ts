import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useReadingOn } from './use-reading-on';

/** Where the window stands (scrollY and its older name, which MUI's hook read). */
function standAt(top: number) {
  for (const name of ['scrollY', 'pageYOffset']) Object.defineProperty(window, name, { value: top, configurable: true });
}

function scrollTo(top: number) {
  act(() => {
    standAt(top);
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useReadingOn (the AI 助手 launcher steps aside while the reader scrolls on)', () => {
  afterEach(() => {
    standAt(0);
  });

  it('turns on scrolling down past the threshold, off on any scroll back up, on again going down', () => {
    const { result } = renderHook(() => useReadingOn(120));
    expect(result.current).toBe(false);
    scrollTo(80);
    expect(result.current).toBe(false);
    scrollTo(121);
    expect(result.current).toBe(true);
    scrollTo(400);
    expect(result.current).toBe(true);
    scrollTo(390);
    expect(result.current).toBe(false);
    scrollTo(395);
    expect(result.current).toBe(true);
    scrollTo(395);
    expect(result.current).toBe(true);
    scrollTo(100);
    expect(result.current).toBe(false);
  });

  it('does not read the position as it mounts (no forced layout of the new page); the first scroll reads it', () => {
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return 600;
      },
    });
    const { result } = renderHook(() => useReadingOn(120));
    expect(reads).toBe(0);
    expect(result.current).toBe(false);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(reads).toBe(1);
    expect(result.current).toBe(true);
  });

  it('stops listening when unmounted', () => {
    const { result, unmount } = renderHook(() => useReadingOn(120));
    scrollTo(600);
    expect(result.current).toBe(true);
    unmount();
    scrollTo(10);
    expect(result.current).toBe(true);
  });
});
