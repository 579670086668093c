import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildContentPage, buildPolicySummary, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import type { PolicySummary } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
let favorites: PolicySummary[] = [];
let listRequests = 0;
const removed: number[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  removed.length = 0;
  listRequests = 0;
  favorites = [buildPolicySummary({ id: 1, title: '收藏的政策一' }), buildPolicySummary({ id: 2, title: '收藏的政策二' })];
  server.use(
    portalHandler('get', '/api/policy/favorites', () => {
      listRequests += 1;
      return { status: 200, body: okEnvelope(buildContentPage(favorites)) };
    }),
    portalHandler('delete', '/api/policy/{id}/favorite', ({ params }) => {
      removed.push(Number(params.id));
      favorites = favorites.filter((policy) => policy.id !== Number(params.id));
      return { status: 200, body: okEnvelope({ policyId: Number(params.id), favorite: false }) };
    }),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('我的收藏', { timeout: 60_000 }, () => {
  it('lists the favourites and removes one', async () => {
    localStorage.setItem('token', 'portal-token');
    renderScreens({ path: '/PersonalCenter/myFavorite', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '收藏的政策' }, { timeout: 15_000 });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: '收藏的政策一' })).toHaveAttribute('href', '/findpolicy/policyNoticeDetails/1');
    await waitFor(() => expect(document.title).toBe('我的收藏'));

    await userEvent.click(within(list).getByRole('button', { name: '取消收藏 收藏的政策一' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: '收藏的政策' })).getAllByRole('article')).toHaveLength(1), { timeout: 15_000 });
    expect(removed).toEqual([1]);
    expect(screen.getByText('共收藏 1 条政策')).toBeInTheDocument();
  });

  it('says how to start when there are none', async () => {
    localStorage.setItem('token', 'portal-token');
    favorites = [];
    renderScreens({ path: '/PersonalCenter/myFavorite', screens: portalScreens });
    expect(await screen.findByText('还没有收藏的政策', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去检索政策' })).toHaveAttribute('href', '/findpolicy/policyNotice');
  });

  it('asks a visitor to log in and asks the server nothing', async () => {
    renderScreens({ path: '/PersonalCenter/myFavorite', screens: portalScreens });
    expect(await screen.findByText('请先登录', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(listRequests).toBe(0);
  });
});
