// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { okEnvelope, portalHandler, apiTestWrapper } from '../../testing';
import { HOME_LATEST_SIZE, useHomeLatest } from './get-home-latest';
import { homeKeys } from './keys';
import { buildHomeLatest, buildHomeLatestItem } from './testing';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('home latest request', () => {
  it('keeps the answer public (not under the account) and asks for the blocks’ size', async () => {
    expect(homeKeys.latest(4)).toEqual(['portal', 'home', 'latest', 4, null]);
    const sizes: (string | null)[] = [];
    const groups = buildHomeLatest({ news: [buildHomeLatestItem({ id: 9, title: '浙江省专精特新企业名单公示' })] });
    server.use(
      portalHandler('get', '/api/home/latest', ({ request }) => {
        sizes.push(new URL(request.url).searchParams.get('size'));
        return { status: 200, body: okEnvelope(groups) };
      }),
    );
    const { result } = renderHook(() => useHomeLatest(), { wrapper: apiTestWrapper() });
    await waitFor(() => expect(result.current.data).toEqual(groups));
    expect(sizes).toEqual([String(HOME_LATEST_SIZE)]);
  });

  it('asks for the areas bound to a place in the reader’s region scope, cached apart from the unscoped answer', async () => {
    expect(homeKeys.latest(4, '330110')).toEqual(['portal', 'home', 'latest', 4, '330110']);
    const scopes: (string | null)[] = [];
    server.use(
      portalHandler('get', '/api/home/latest', ({ request }) => {
        scopes.push(new URL(request.url).searchParams.get('applicableTo'));
        return { status: 200, body: okEnvelope(buildHomeLatest({})) };
      }),
    );
    const { result } = renderHook(() => useHomeLatest({ applicableTo: '330110' }), { wrapper: apiTestWrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(scopes).toEqual(['330110']);
  });
});
