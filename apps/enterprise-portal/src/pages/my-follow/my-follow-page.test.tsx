import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCalendarWindow, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import type { CalendarWindow } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
let follows: CalendarWindow[] = [];
let listRequests = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  listRequests = 0;
  follows = [
    buildCalendarWindow({ noticeId: 1, title: '专精特新认定申报通知', followed: true }),
    buildCalendarWindow({ noticeId: 2, title: '研发费用补助申报通知', status: 'closed', followed: true }),
  ];
  server.use(
    portalHandler('get', '/api/calendar/follows', () => {
      listRequests += 1;
      return { status: 200, body: okEnvelope(follows) };
    }),
    portalHandler('delete', '/api/calendar/follows/{id}', ({ params }) => {
      follows = follows.filter((window) => window.noticeId !== Number(params.id));
      return { status: 200, body: okEnvelope({ noticeId: Number(params.id), followed: false }) };
    }),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('我的关注', { timeout: 60_000 }, () => {
  it('lists the followed windows and unfollows one', async () => {
    localStorage.setItem('token', 'portal-token');
    renderScreens({ path: '/PersonalCenter/myFollow', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '我关注的申报窗口' }, { timeout: 15_000 });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    await waitFor(() => expect(document.title).toBe('我的关注'));
    expect(within(list).getByRole('link', { name: '专精特新认定申报通知' })).toHaveAttribute('href', '/findpolicy/DeclarationNotice/detail/1');
    expect(screen.getByRole('link', { name: '打开申报日历' })).toHaveAttribute('href', '/findpolicy/declarationCalendar');
    expect(screen.getByRole('link', { name: '我的关注' })).toHaveAttribute('href', '/PersonalCenter/myFollow');

    await userEvent.click(within(list).getByRole('button', { name: '已关注：专精特新认定申报通知' }));
    expect(await screen.findByText('已取消关注', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('region', { name: '我关注的申报窗口' })).getAllByRole('article')).toHaveLength(1));
  });

  it('says how to follow when there is nothing yet', async () => {
    localStorage.setItem('token', 'portal-token');
    follows = [];
    renderScreens({ path: '/PersonalCenter/myFollow', screens: portalScreens });
    expect(await screen.findByText('还没有关注的申报窗口', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('asks a visitor to log in and asks the server nothing', async () => {
    renderScreens({ path: '/PersonalCenter/myFollow', screens: portalScreens });
    expect(await screen.findByText('请先登录', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(listRequests).toBe(0);
  });
});
