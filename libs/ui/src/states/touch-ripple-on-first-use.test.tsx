import { forwardRef, useImperativeHandle, type Ref } from 'react';
import { act, render } from '@testing-library/react';
import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { describe, expect, it, vi } from 'vitest';
import { touchRippleOnFirstUse } from './touch-ripple-on-first-use';

/** A stand-in for MUI's TouchRipple: it records the calls it gets and the props it was drawn with. */
function fakeRipple() {
  const calls: unknown[][] = [];
  const props: TouchRippleProps[] = [];
  const Ripple = forwardRef(function FakeRipple(rippleProps: TouchRippleProps, ref: Ref<TouchRippleActions>) {
    props.push(rippleProps);
    useImperativeHandle(ref, () => ({
      start: (...args) => calls.push(['start', ...args]),
      pulsate: (...args) => calls.push(['pulsate', ...args]),
      stop: (...args) => calls.push(['stop', ...args]),
    }));
    return <span data-testid="ripple" className={rippleProps.className} />;
  });
  return { Ripple, calls, props };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('TouchRippleOnFirstUse (ButtonBase’s ripple in the apps’ builds, ADR 127)', () => {
  it('fetches the ripple when first drawn and makes the calls ButtonBase made meanwhile on it, in order', async () => {
    const { Ripple, calls, props } = fakeRipple();
    const fetched = deferred<{ default: unknown }>();
    const load = vi.fn(() => fetched.promise);
    const TouchRipple = touchRippleOnFirstUse(load);
    const handle: { current: TouchRippleActions | null } = { current: null };
    const done = vi.fn();

    const { queryByTestId } = render(<TouchRipple ref={handle} center className="ripple-root" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(queryByTestId('ripple')).toBeNull();
    const press = { type: 'mousedown', clientX: 3, clientY: 4 } as never;
    handle.current!.start(press, { center: false });
    handle.current!.stop(press, done);
    expect(calls).toEqual([]);

    await act(async () => fetched.resolve({ default: Ripple }));
    expect(queryByTestId('ripple')).toHaveClass('ripple-root');
    expect(props.at(-1)).toMatchObject({ center: true, className: 'ripple-root' });
    expect(calls).toEqual([
      ['start', press, { center: false }],
      ['stop', press, done],
    ]);

    // Once there, a call goes straight through.
    handle.current!.pulsate();
    expect(calls.at(-1)).toEqual(['pulsate']);
  });

  it('draws the ripple at once for every later button, without fetching it again', async () => {
    const { Ripple, calls } = fakeRipple();
    const load = vi.fn(() => Promise.resolve({ default: Ripple }));
    const TouchRipple = touchRippleOnFirstUse(load);
    const first = render(<TouchRipple />);
    await act(async () => undefined);
    expect(first.getByTestId('ripple')).toBeInTheDocument();
    first.unmount();

    const handle: { current: TouchRippleActions | null } = { current: null };
    const second = render(<TouchRipple ref={handle} />);
    expect(second.getByTestId('ripple')).toBeInTheDocument();
    handle.current!.pulsate();
    expect(calls).toEqual([['pulsate']]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops the calls when the fetch fails, and the next button to need a ripple tries again', async () => {
    const { Ripple, calls } = fakeRipple();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Ripple });
    const TouchRipple = touchRippleOnFirstUse(load);
    const handle: { current: TouchRippleActions | null } = { current: null };
    const first = render(<TouchRipple ref={handle} />);
    handle.current!.start();
    await act(async () => undefined);
    expect(first.queryByTestId('ripple')).toBeNull();
    first.unmount();

    const second = render(<TouchRipple ref={handle} />);
    await act(async () => undefined);
    expect(second.getByTestId('ripple')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(calls).toEqual([]);
  });
});
