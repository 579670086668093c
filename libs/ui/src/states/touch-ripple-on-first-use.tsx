import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState, type ComponentType, type Ref } from 'react';
import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';

type Ripple = ComponentType<TouchRippleProps & { ref?: Ref<TouchRippleActions> }>;
type Action = keyof TouchRippleActions;
type Call = { [K in Action]: [K, Parameters<TouchRippleActions[K]>] }[Action];

/**
 * MUI's TouchRipple, its code fetched the first time a button needs a ripple (ADR 127). ButtonBase already mounts its
 * ripple only then (a press, or keyboard focus on a button with a focus ripple: MUI's `useLazyRipple`); the portal's
 * build resolves ButtonBase's import of TouchRipple to this module (tools/vite/mui-parts.ts), so the ripple's code
 * (1.4 KiB) is no longer part of every page's first load. The calls ButtonBase makes before the code is there (start,
 * pulsate, stop, in order, with their events and callbacks) are kept and made on the ripple once it mounts, so the
 * first press still ripples, a little later. Keyboard focus stays visible without it: the theme outlines
 * `.Mui-focusVisible`. Once fetched, every later ripple mounts at once.
 */
export function touchRippleOnFirstUse(load: () => Promise<{ default: unknown }>) {
  let loaded: Ripple | undefined;
  let loading: Promise<Ripple> | undefined;
  const fetchRipple = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default as Ripple),
      (error: unknown) => {
        // A failed fetch (offline) is tried again by the next button that needs a ripple.
        loading = undefined;
        throw error;
      },
    ));

  return forwardRef<TouchRippleActions, TouchRippleProps>(function TouchRippleOnFirstUse(props, ref) {
    const [Loaded, setLoaded] = useState<Ripple | undefined>(() => loaded);
    const ripple = useRef<TouchRippleActions | null>(null);
    const waiting = useRef<Call[]>([]);

    useImperativeHandle(ref, () => {
      const forward =
        <K extends Action>(action: K) =>
        (...args: Parameters<TouchRippleActions[K]>) => {
          const actions = ripple.current;
          if (actions) (actions[action] as (...values: Parameters<TouchRippleActions[K]>) => void)(...args);
          else waiting.current.push([action, args] as Call);
        };
      return { start: forward('start'), pulsate: forward('pulsate'), stop: forward('stop') };
    }, []);

    useEffect(() => {
      if (Loaded) return;
      let mounted = true;
      fetchRipple().then(
        (component) => {
          if (mounted) setLoaded(() => component);
        },
        () => {
          // No ripple this time: the press itself has happened; the calls are dropped.
          waiting.current = [];
        },
      );
      return () => {
        mounted = false;
      };
    }, [Loaded]);

    const attach = useCallback((actions: TouchRippleActions | null) => {
      ripple.current = actions;
      if (!actions) return;
      for (const [action, args] of waiting.current.splice(0)) (actions[action] as (...values: typeof args) => void)(...args);
    }, []);

    return Loaded ? <Loaded {...props} ref={attach} /> : null;
  });
}

export default touchRippleOnFirstUse(() => import('@mui/material/ButtonBase/TouchRipple'));
