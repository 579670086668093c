import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { PortalClient } from '@smes/api';
import { createPrefetchQueue, type PrefetchContext } from './route-prefetch';
import { toRouteObjects } from './route-table';

const context: PrefetchContext = { queryClient: new QueryClient(), portal: {} as PortalClient };

describe('createPrefetchQueue', () => {
  it('holds prefetches until the providers attach, then runs them once', () => {
    const queue = createPrefetchQueue();
    const prefetch = vi.fn();
    queue.run(prefetch);
    expect(prefetch).not.toHaveBeenCalled();
    queue.attach(context);
    expect(prefetch).toHaveBeenCalledExactlyOnceWith(context);
    queue.attach(context);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('runs at once when attached, and a throwing prefetch does not break the navigation', () => {
    const queue = createPrefetchQueue();
    queue.attach(context);
    const prefetch = vi.fn();
    expect(() => queue.run(() => { throw new Error('boom'); })).not.toThrow();
    queue.run(prefetch);
    expect(prefetch).toHaveBeenCalledWith(context);
  });
});

describe('toRouteObjects with a prefetch', () => {
  it('starts the screen’s queries when the router starts its chunk, before the chunk has loaded', async () => {
    const queue = createPrefetchQueue();
    queue.attach(context);
    const order: string[] = [];
    let finishChunk: (module: { default: () => null }) => void = () => undefined;
    const [route] = toRouteObjects(
      [
        {
          path: 'home',
          title: '首页',
          load: () => {
            order.push('chunk requested');
            return new Promise((resolve) => (finishChunk = resolve));
          },
          prefetch: () => order.push('queries started'),
        },
      ],
      queue,
    );
    const lazy = route!.lazy as () => Promise<unknown>;
    const loading = lazy();
    expect(order).toEqual(['queries started', 'chunk requested']);
    finishChunk({ default: () => null });
    await loading;
  });

  it('leaves screens without a prefetch as they were', () => {
    const load = vi.fn(() => Promise.resolve({ default: () => null }));
    const [route] = toRouteObjects([{ path: 'x', title: 'x', load }], createPrefetchQueue());
    void (route!.lazy as () => Promise<unknown>)();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
