// @vitest-environment happy-dom
import { DEFAULT_CONFIG } from '@smes/config';
import { createSessionStore, SessionProvider } from '@smes/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../provider/api-provider';
import { okEnvelope, portalHandler } from '../../testing';
import { HOME_LATEST_SIZE, useHomeLatest } from './get-home-latest';
import { homeKeys } from './keys';
import { buildHomeLatest, buildHomeLatestItem } from './testing';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function wrapper() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={createSessionStore({ eventTarget: null })}>
          <ApiProvider config={DEFAULT_CONFIG} notify={vi.fn()} onExpired={vi.fn()}>
            {children}
          </ApiProvider>
        </SessionProvider>
      </QueryClientProvider>
    );
  }
  return Wrapper;
}

describe('home latest request', () => {
  it('keeps the answer public (not under the account) and asks for the blocks’ size', async () => {
    expect(homeKeys.latest(4)).toEqual(['portal', 'home', 'latest', 4]);
    const sizes: (string | null)[] = [];
    const groups = buildHomeLatest({ news: [buildHomeLatestItem({ id: 9, title: '浙江省专精特新企业名单公示' })] });
    server.use(
      portalHandler('get', '/api/home/latest', ({ request }) => {
        sizes.push(new URL(request.url).searchParams.get('size'));
        return { status: 200, body: okEnvelope(groups) };
      }),
    );
    const { result } = renderHook(() => useHomeLatest(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toEqual(groups));
    expect(sizes).toEqual([String(HOME_LATEST_SIZE)]);
  });
});
