import { describe, expect, it, vi } from 'vitest';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { PortalClient } from '@smes/api';
import { createPrefetchQueue, prefetchByRouteId, startInTurn, type PrefetchContext } from './route-prefetch';
import { FIRST_SCREEN_DATA_WAIT_MS, toRouteObjects } from './route-table';
import { STATIC_SHELL_ID } from './static-shell';

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

describe('createPrefetchQueue’s answer', () => {
  it('settles when the prefetch’s own promise settles, failed or not, and at once for a prefetch that returns nothing', async () => {
    const queue = createPrefetchQueue();
    let finish: (ok: boolean) => void = () => undefined;
    const settled = vi.fn();
    const pending = new Promise((resolve, reject) => {
      finish = (ok) => (ok ? resolve(1) : reject(new Error('500')));
    });
    void queue.run(() => pending).then(settled);
    queue.attach(context);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    finish(false);
    await vi.waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
    await expect(queue.run(() => undefined)).resolves.toBeUndefined();
    await expect(queue.run(() => { throw new Error('boom'); })).resolves.toBeUndefined();
  });
});

describe('the first screen under the static shell (ADR 50)', () => {
  const detail = (prefetch: () => unknown) => {
    const queue = createPrefetchQueue();
    queue.attach(context);
    const [route] = toRouteObjects([{ path: 'detail/:id', title: '详情', load: () => Promise.resolve({ default: () => null }), prefetch }], queue);
    return route!.loader as (args: { params: Record<string, string> }) => Promise<null> | null;
  };

  it('waits for its data while the shell is on screen, so it draws with it', async () => {
    const shell = document.createElement('div');
    shell.id = STATIC_SHELL_ID;
    document.body.append(shell);
    try {
      let answer: () => void = () => undefined;
      const waiting = detail(() => new Promise<void>((resolve) => (answer = resolve)))({ params: { id: '447' } });
      expect(waiting).toBeInstanceOf(Promise);
      const done = vi.fn();
      void waiting!.then(done);
      await Promise.resolve();
      expect(done).not.toHaveBeenCalled();
      answer();
      await vi.waitFor(() => expect(done).toHaveBeenCalledWith(null));
    } finally {
      shell.remove();
    }
  });

  it('waits no longer than FIRST_SCREEN_DATA_WAIT_MS for a slow answer', async () => {
    vi.useFakeTimers();
    const shell = document.createElement('div');
    shell.id = STATIC_SHELL_ID;
    document.body.append(shell);
    try {
      const done = vi.fn();
      void detail(() => new Promise(() => undefined))({ params: { id: '447' } })!.then(done);
      await vi.advanceTimersByTimeAsync(FIRST_SCREEN_DATA_WAIT_MS - 1);
      expect(done).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toHaveBeenCalledWith(null);
    } finally {
      shell.remove();
      vi.useRealTimers();
    }
  });

  it('does not wait once the shell is gone (every later navigation)', () => {
    expect(detail(() => new Promise(() => undefined))({ params: { id: '447' } })).toBeNull();
  });
});

describe('toRouteObjects with a prefetch', () => {
  it('starts the screen’s queries with the route’s parameters from its loader, without waiting for the chunk', async () => {
    const queue = createPrefetchQueue();
    queue.attach(context);
    const prefetch = vi.fn();
    let finishChunk: (module: { default: () => null }) => void = () => undefined;
    const [route] = toRouteObjects(
      [{ path: 'detail/:id', title: '详情', load: () => new Promise((resolve) => (finishChunk = resolve)), prefetch }],
      queue,
    );
    const loading = (route!.lazy as () => Promise<unknown>)();
    const loader = route!.loader as (args: { params: Record<string, string> }) => unknown;
    // The loader answers at once: the router runs it beside the lazy chunk and never waits on it.
    expect(loader({ params: { id: '447' } })).toBeNull();
    expect(prefetch).toHaveBeenCalledExactlyOnceWith(context, { id: '447' });
    loader({ params: { id: '448' } });
    expect(prefetch).toHaveBeenLastCalledWith(context, { id: '448' });
    finishChunk({ default: () => null });
    await loading;
  });

  it('starts them again for new parameters only, not for a new query string', () => {
    const [route] = toRouteObjects(
      [{ path: 'detail/:id', title: '详情', load: () => Promise.resolve({ default: () => null }), prefetch: vi.fn() }],
      createPrefetchQueue(),
    );
    const shouldRevalidate = route!.shouldRevalidate as (args: { currentParams: Record<string, string>; nextParams: Record<string, string> }) => boolean;
    expect(shouldRevalidate({ currentParams: { id: '447' }, nextParams: { id: '447' } })).toBe(false);
    expect(shouldRevalidate({ currentParams: { id: '447' }, nextParams: { id: '448' } })).toBe(true);
  });

  it('waits for the providers when the router asks before they are up', () => {
    const queue = createPrefetchQueue();
    const prefetch = vi.fn();
    const [route] = toRouteObjects([{ path: 'home', title: '首页', load: () => Promise.resolve({ default: () => null }), prefetch }], queue);
    (route!.loader as (args: { params: Record<string, string> }) => unknown)({ params: {} });
    expect(prefetch).not.toHaveBeenCalled();
    queue.attach(context);
    expect(prefetch).toHaveBeenCalledExactlyOnceWith(context, {});
  });

  it('leaves screens without a prefetch as they were: no loader', () => {
    const load = vi.fn(() => Promise.resolve({ default: () => null }));
    const [route] = toRouteObjects([{ path: 'x', title: 'x', load }], createPrefetchQueue());
    expect(route!.loader).toBeUndefined();
    void (route!.lazy as () => Promise<unknown>)();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('prefetchByRouteId', () => {
  // A detail's query options as libs/api writes them; the fetch never answers: the tests look at what was asked.
  const fetchDetail = vi.fn((_portal: PortalClient, _id: number) => new Promise<never>(() => undefined));
  const detailOptions = (portal: PortalClient, id: number) => queryOptions({ queryKey: ['portal', 'detail', id], queryFn: () => fetchDetail(portal, id) });

  it('asks for the detail of the route’s id, under the key the screen reads', () => {
    fetchDetail.mockClear();
    const queryClient = new QueryClient();
    prefetchByRouteId(detailOptions)({ ...context, queryClient }, { id: '447' });
    expect(fetchDetail).toHaveBeenCalledExactlyOnceWith(context.portal, 447);
    expect(queryClient.getQueryState(['portal', 'detail', 447])?.fetchStatus).toBe('fetching');
  });

  it('starts the screen’s other first queries with it and settles when all of them have', async () => {
    const queryClient = new QueryClient();
    let answerDetail: () => void = () => undefined;
    let answerDict: () => void = () => undefined;
    const detail = (_portal: PortalClient, id: number) =>
      queryOptions({ queryKey: ['portal', 'detail', id], queryFn: () => new Promise<number>((resolve) => (answerDetail = () => resolve(id))) });
    const dict = queryOptions({ queryKey: ['portal', 'dict', 'industry'], queryFn: () => new Promise<string[]>((resolve) => (answerDict = () => resolve(['制造业']))) });
    const settled = vi.fn();
    void Promise.resolve(prefetchByRouteId(detail, ({ queryClient: cache }) => [cache.prefetchQuery(dict)])({ ...context, queryClient }, { id: '447' })).then(settled);
    expect(queryClient.getQueryState(['portal', 'dict', 'industry'])?.fetchStatus).toBe('fetching');
    answerDetail();
    await vi.waitFor(() => expect(queryClient.getQueryData(['portal', 'detail', 447])).toBe(447));
    expect(settled).not.toHaveBeenCalled();
    answerDict();
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
  });

  it('asks for nothing when the screen would refuse the id', () => {
    fetchDetail.mockClear();
    const queryClient = new QueryClient();
    for (const id of ['abc', '0', '-1', '1e3', '', undefined]) prefetchByRouteId(detailOptions)({ ...context, queryClient }, { id });
    expect(fetchDetail).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('startInTurn', () => {
  it('starts each request in a task of its own, in order, none in the calling task', () => {
    const tasks: (() => void)[] = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((task: () => void) => {
      tasks.push(task);
      return 0;
    }) as unknown as typeof setTimeout);
    const started: string[] = [];
    startInTurn([() => started.push('概览'), () => started.push('通知'), () => started.push('政策')]);
    expect(started).toEqual([]);
    expect(tasks).toHaveLength(3);
    tasks[0]?.();
    expect(started).toEqual(['概览']);
    tasks[1]?.();
    tasks[2]?.();
    expect(started).toEqual(['概览', '通知', '政策']);
  });
});
