import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import { buildCalendarWindow, buildCalendarWindowList, buildUserInfo, errorEnvelope, fileReply, okEnvelope, portalHandler } from '@smes/api/testing';
import type { CalendarWindow } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { captureDownloads } from '../../testing/downloads';
import { portalScreens } from '../../app/routes';

const server = setupServer();
let windows: CalendarWindow[] = [];
let follows: number[] = [];
let feedActive = false;
const windowQueries: URLSearchParams[] = [];
let accountRequests = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SECRET_PATH = `/api/calendar/feed/${'s'.repeat(43)}.ics`;

beforeEach(() => {
  windowQueries.length = 0;
  accountRequests = 0;
  follows = [];
  feedActive = false;
  windows = [
    buildCalendarWindow({ noticeId: 1, title: '专精特新认定申报通知', endTime: '2026-11-27T09:30:00.000Z', recommended: true, projects: [{ id: 11, title: '专精特新中小企业认定' }] }),
    buildCalendarWindow({ noticeId: 2, title: '技术改造补助申报通知', endTime: '2026-11-27T08:00:00.000Z', issuer: '浙江省经济和信息化厅', level: 'provincial', projects: [] }),
    buildCalendarWindow({ noticeId: 3, title: '研发费用补助申报通知', endTime: '2026-11-10T09:30:00.000Z', status: 'closed' }),
  ];
  server.use(
    portalHandler('get', '/api/calendar/windows', ({ request }) => {
      windowQueries.push(new URL(request.url).searchParams);
      return { status: 200, body: okEnvelope(buildCalendarWindowList(windows.map((window) => ({ ...window, followed: follows.includes(window.noticeId) })))) };
    }),
    portalHandler('get', '/api/calendar/follows', () => {
      accountRequests += 1;
      return { status: 200, body: okEnvelope(windows.filter((window) => follows.includes(window.noticeId)).map((window) => ({ ...window, followed: true }))) };
    }),
    portalHandler('post', '/api/calendar/follows/{id}', ({ params }) => {
      follows.push(Number(params.id));
      return { status: 200, body: okEnvelope({ noticeId: Number(params.id), followed: true }) };
    }),
    portalHandler('delete', '/api/calendar/follows/{id}', ({ params }) => {
      follows = follows.filter((id) => id !== Number(params.id));
      return { status: 200, body: okEnvelope({ noticeId: Number(params.id), followed: false }) };
    }),
    portalHandler('get', '/api/calendar/feed-secret', () => {
      accountRequests += 1;
      return { status: 200, body: okEnvelope({ active: feedActive, createdAt: feedActive ? '2026-11-24T04:00:00.000Z' : null }) };
    }),
    portalHandler('post', '/api/calendar/feed-secret', () => {
      feedActive = true;
      return { status: 200, body: okEnvelope({ path: SECRET_PATH, createdAt: '2026-11-24T04:00:00.000Z' }) };
    }),
    portalHandler('delete', '/api/calendar/feed-secret', () => {
      feedActive = false;
      return { status: 200, body: okEnvelope(null) };
    }),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

const grid = () => screen.findByRole('grid', { name: '2026年11月申报截止日' }, { timeout: 15_000 });

describe('申报日历', { timeout: 60_000 }, () => {
  it('shows the month as a grid whose days say what closes on them, and lists the chosen day', async () => {
    renderScreens({ path: '/findpolicy/declarationCalendar?month=2026-11&view=month', screens: portalScreens });
    const month = await grid();
    await waitFor(() => expect(document.title).toBe('申报日历'));
    expect(windowQueries[0]?.get('from')).toBe('2026-11-01');
    expect(windowQueries[0]?.get('to')).toBe('2026-11-30');
    expect(within(month).getAllByRole('columnheader')).toHaveLength(7);
    const day = within(month).getByRole('gridcell', { name: '11月27日，2 个申报截止，其中 1 个为你推荐' });
    await userEvent.click(day);
    expect(day).toHaveAttribute('aria-selected', 'true');
    const list = screen.getByRole('region', { name: '11月27日截止的申报窗口（2）' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('为你推荐')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '专精特新认定申报通知' })).toHaveAttribute('href', '/findpolicy/DeclarationNotice/detail/1');
    expect(within(list).getByRole('link', { name: '专精特新中小企业认定' })).toHaveAttribute('href', '/findpolicy/DeclarationProjectDetail/11');
  });

  it('moves between days with the arrow keys, turning the month at its edge', async () => {
    renderScreens({ path: '/findpolicy/declarationCalendar?month=2026-11&view=month', screens: portalScreens });
    const month = await grid();
    const day = within(month).getByRole('gridcell', { name: /^11月27日/ });
    await userEvent.click(day);
    fireEvent.keyDown(day, { key: 'ArrowRight' });
    await waitFor(() => expect(within(month).getByRole('gridcell', { name: '11月28日，无申报截止' })).toHaveFocus());
    expect(within(month).getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    fireEvent.keyDown(within(month).getByRole('gridcell', { name: /^11月28日/ }), { key: 'ArrowDown' });
    fireEvent.keyDown(await within(month).findByRole('gridcell', { name: /^12月5日/ }), { key: 'ArrowDown' });
    expect(await screen.findByRole('grid', { name: '2026年12月申报截止日' }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(windowQueries.at(-1)?.get('from')).toBe('2026-12-01'));
  });

  it('lists the month by closing day, follows a window and downloads its .ics', async () => {
    localStorage.setItem('token', 'portal-token');
    const saved = captureDownloads();
    server.use(
      portalHandler('post', '/api/calendar/windows/{id}/ics', () =>
        fileReply('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', { contentType: 'text/calendar', contentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent('申报截止-技术改造补助申报通知.ics')}` }),
      ),
    );
    renderScreens({ path: '/findpolicy/declarationCalendar?month=2026-11&view=list', screens: portalScreens });
    const day = await screen.findByRole('region', { name: '11月27日截止（2）' }, { timeout: 15_000 });
    expect(screen.getByRole('region', { name: '11月10日截止（1）' })).toBeInTheDocument();
    expect(screen.getByText('本月有 1 个窗口为你推荐（按企业档案与注册地区匹配），已高亮显示。')).toBeInTheDocument();
    expect(await screen.findByText('还没有关注的申报窗口', {}, { timeout: 15_000 })).toBeInTheDocument();

    await userEvent.click(within(day).getByRole('button', { name: '关注：技术改造补助申报通知' }));
    expect(await screen.findByText('已关注，截止前 7 天、1 天和截止当天会在消息中心提醒您', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(follows).toEqual([2]);
    const followed = await screen.findByRole('region', { name: '我关注的申报窗口' });
    await waitFor(() => expect(within(followed).getByRole('link', { name: '技术改造补助申报通知' })).toBeInTheDocument());
    await waitFor(() => expect(within(day).getByRole('button', { name: '已关注：技术改造补助申报通知' })).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.click(within(day).getByRole('button', { name: '下载日历文件：技术改造补助申报通知' }));
    expect(await screen.findByText('文件下载成功', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(saved).toEqual(['申报截止-技术改造补助申报通知.ics']);
  });

  it('shows a new feed address once, on the API host, and can stop it', async () => {
    localStorage.setItem('token', 'portal-token');
    renderScreens({ path: '/findpolicy/declarationCalendar?month=2026-11&view=list', screens: portalScreens });
    const feed = await screen.findByRole('region', { name: '日历订阅' }, { timeout: 15_000 });
    expect(await within(feed).findByText('尚未生成订阅地址。')).toBeInTheDocument();
    await userEvent.click(within(feed).getByRole('button', { name: '生成订阅地址' }));
    expect(await within(feed).findByRole('textbox', { name: '订阅地址' })).toHaveValue(`${DEFAULT_CONFIG.portalApiBase}${SECRET_PATH}`);
    expect(within(feed).getByText(/只显示这一次/)).toBeInTheDocument();
    await userEvent.click(await within(feed).findByRole('button', { name: '停用订阅地址' }));
    expect(await within(feed).findByText('尚未生成订阅地址。', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(feed).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('sends the filters from the address and offers the month’s departments', async () => {
    renderScreens({ path: `/findpolicy/declarationCalendar?month=2026-11&view=list&level=provincial&dept=${encodeURIComponent('浙江省经济和信息化厅')}`, screens: portalScreens });
    await screen.findByRole('region', { name: '11月27日截止（2）' }, { timeout: 15_000 });
    expect(windowQueries[0]?.get('level')).toBe('provincial');
    expect(windowQueries[0]?.get('dept')).toBe('浙江省经济和信息化厅');
    expect(screen.getByRole('button', { name: '移除条件 级别：省级' })).toBeInTheDocument();
  });

  it('asks a visitor to log in to follow, and asks the server nothing about an account', async () => {
    renderScreens({ path: '/findpolicy/declarationCalendar?month=2026-11&view=list', screens: portalScreens });
    const day = await screen.findByRole('region', { name: '11月27日截止（2）' }, { timeout: 15_000 });
    expect(within(day).getByRole('link', { name: '登录后关注：专精特新认定申报通知' }).getAttribute('href')).toMatch(/^\/login\?redirect=/);
    expect(screen.queryByText(/为你推荐（按企业档案/)).not.toBeInTheDocument();
    expect(accountRequests).toBe(0);
  });

  it('says when a month has nothing and when the calendar cannot load', async () => {
    windows = [];
    renderScreens({ path: '/findpolicy/declarationCalendar?month=2026-11&view=list', screens: portalScreens });
    expect(await screen.findByText('2026年11月没有申报截止的窗口', {}, { timeout: 15_000 })).toBeInTheDocument();
    server.use(portalHandler('get', '/api/calendar/windows', () => ({ status: 503, body: errorEnvelope(503, '服务暂不可用') })));
    await userEvent.click(screen.getByRole('button', { name: '看下个月' }));
    expect(await screen.findByRole('button', { name: /重试/ }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
