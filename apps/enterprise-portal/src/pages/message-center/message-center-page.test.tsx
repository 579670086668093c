import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMessage, buildMessagePage, buildUserInfo, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import type { Message } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';
import { paths } from '../../app/paths';
import { PERSONAL_CENTER_NAV } from '../../shared/personal-center/personal-center-nav';

const server = setupServer();
const listQueries: Record<string, string>[] = [];
const readIds: string[] = [];
const visits: string[] = [];
let messages: Message[] = [];
let readAllCalls = 0;

const portalUserArea = { items: [...PERSONAL_CENTER_NAV], messageCenterPath: paths.personalCenter.messageCenter };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function logIn(userType: 'enterprise' | 'org' = 'enterprise') {
  localStorage.setItem('token', 'portal-token');
  localStorage.setItem('userinfo', JSON.stringify(buildUserInfo({ userType })));
}

beforeEach(() => {
  localStorage.clear();
  listQueries.length = 0;
  readIds.length = 0;
  visits.length = 0;
  readAllCalls = 0;
  const recent = new Date(Date.now() - 3 * 60_000).toISOString();
  messages = [
    buildMessage({ id: 3, title: '新政策：杭州市数字经济扶持办法', link: { kind: 'policy', id: 101 }, createdAt: recent }),
    buildMessage({ id: 2, type: 'notice', title: '申报通知：2026 年专精特新申报开始', link: { kind: 'notice', id: 55 }, createdAt: recent }),
    buildMessage({ id: 1, type: 'system', title: '欢迎使用消息中心', content: '订阅后有新政策会通知您。', link: null, read: true }),
  ];
  server.use(
    portalHandler('get', '/api/message/list', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      listQueries.push(query);
      const rows = messages.filter((message) => query.read === undefined || String(message.read) === query.read);
      return { status: 200, body: okEnvelope(buildMessagePage(rows, { pageNum: Number(query.pageNum), pageSize: Number(query.pageSize) })) };
    }),
    portalHandler('get', '/api/message/unread-count', () => ({
      status: 200,
      body: okEnvelope({ count: messages.filter((message) => !message.read).length }),
    })),
    portalHandler('post', '/api/message/{id}/read', ({ params }) => {
      readIds.push(String(params.id));
      messages = messages.map((message) => (String(message.id) === params.id ? { ...message, read: true } : message));
      return { status: 200, body: okEnvelope(null) };
    }),
    portalHandler('post', '/api/message/read-all', () => {
      readAllCalls += 1;
      messages = messages.map((message) => ({ ...message, read: true }));
      return { status: 200, body: okEnvelope(null) };
    }),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: okEnvelope(null) };
    }),
  );
});

function renderCenter(path: string = paths.personalCenter.messageCenter) {
  return renderScreens({ path, screens: portalScreens, userArea: portalUserArea });
}

describe('消息中心', () => {
  it('shows a 你可能符合《…》 message with each condition, 满足 or 待核验, and the money with how it was computed', async () => {
    logIn();
    messages = [
      buildMessage({
        id: 9,
        title: '你可能符合《优质中小企业梯度培育管理暂行办法》',
        link: { kind: 'policy', id: 808 },
        match: {
          conditions: [
            { title: '注册地在杭州市', status: 'pass', note: '满足（杭州市余杭区）' },
            { title: '主营业务收入占比', status: 'unknown', note: '待核验：需提供审计报告' },
          ],
          estimate: { conservative: 0, optimistic: 50, how: '待核验条件经核实满足后：最高 50 万元，择优支持：保守计 0' },
        },
      }),
      ...messages,
    ];
    renderCenter();

    const detail = await screen.findByRole('region', { name: '你可能符合《优质中小企业梯度培育管理暂行办法》：适用条件' });
    const conditions = within(detail).getAllByRole('listitem');
    expect(conditions.map((item) => item.textContent)).toEqual(['注册地在杭州市：满足（杭州市余杭区）', '主营业务收入占比：待核验：需提供审计报告']);
    expect(detail).toHaveTextContent('预估可获：保守 0 万元 ～ 乐观 50 万元（待核验条件经核实满足后：最高 50 万元，择优支持：保守计 0）');
    // The link stays named by the title alone; the conditions are not part of it.
    expect(screen.getByRole('link', { name: /你可能符合《优质中小企业梯度培育管理暂行办法》/ })).not.toHaveTextContent('注册地在杭州市');
    // Other messages have no such block.
    expect(screen.getAllByRole('region', { name: /适用条件$/ })).toHaveLength(1);
  });

  it('lists the messages newest first with type, time and unread marks, titled and recorded', async () => {
    logIn();
    renderCenter();

    const list = await screen.findByRole('list', { name: '消息列表' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('未读：新政策：杭州市数字经济扶持办法');
    expect(items[0]).toHaveTextContent('3 分钟前');
    expect(items[0]).toHaveTextContent('新政策');
    expect(items[1]).toHaveTextContent('申报通知');
    expect(items[2]).not.toHaveTextContent('未读：');
    expect(within(list).getByRole('link', { name: /杭州市数字经济扶持办法/ })).toHaveAttribute('href', '/policy/PolicyDetail/101');
    expect(within(list).getByRole('link', { name: /专精特新申报开始/ })).toHaveAttribute('href', '/findpolicy/DeclarationNotice/detail/55');
    expect(listQueries[0]).toEqual({ pageNum: '1', pageSize: '10' });
    await waitFor(() => expect(document.title).toBe('消息中心'));
    await waitFor(() => expect(visits).toEqual(['消息中心']));
  });

  it('keeps the tab in the URL and asks the server for the matching read state', async () => {
    logIn();
    const { router } = renderCenter();
    await screen.findByRole('list', { name: '消息列表' });

    await userEvent.click(screen.getByRole('tab', { name: '未读（2）' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=unread'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '消息列表' })).getAllByRole('listitem')).toHaveLength(2));
    expect(listQueries.at(-1)).toEqual({ pageNum: '1', pageSize: '10', read: 'false' });

    await userEvent.click(screen.getByRole('tab', { name: '已读' }));
    await waitFor(() => expect(listQueries.at(-1)).toEqual({ pageNum: '1', pageSize: '10', read: 'true' }));
    expect(screen.getByRole('tab', { name: '已读' })).toHaveAttribute('aria-selected', 'true');

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('tab', { name: '未读（2）' })).toHaveAttribute('aria-selected', 'true'));
  });

  it('opening a message marks it read, lowers the header count and follows its link', async () => {
    logIn();
    server.use(portalHandler('get', '/api/policy/{id}', () => ({ status: 404, body: errorEnvelope(404, '政策不存在') })));
    const { router } = renderCenter();
    expect(await screen.findByRole('button', { name: '用户菜单：张经理，2 条未读消息' })).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('link', { name: /杭州市数字经济扶持办法/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/policy/PolicyDetail/101'));
    await waitFor(() => expect(readIds).toEqual(['3']));
    expect(await screen.findByRole('button', { name: '用户菜单：张经理，1 条未读消息' })).toBeInTheDocument();
  });

  it('unfolds a message without a link in place', async () => {
    logIn();
    renderCenter();
    const toggle = await screen.findByRole('button', { name: /欢迎使用消息中心/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(readIds).toEqual([]);
  });

  it('全部标为已读 zeroes the header badge and the menu entry', async () => {
    logIn();
    renderCenter();
    await screen.findByRole('button', { name: '用户菜单：张经理，2 条未读消息' });

    await userEvent.click(screen.getByRole('button', { name: '全部标为已读' }));

    expect(await screen.findByText('已将全部消息标为已读')).toBeInTheDocument();
    expect(readAllCalls).toBe(1);
    const menuButton = await screen.findByRole('button', { name: '用户菜单：张经理' });
    await waitFor(() => expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled());
    await userEvent.click(menuButton);
    expect(await screen.findByRole('menuitem', { name: '消息中心' })).toBeInTheDocument();
  });

  it('shows the count on the 消息中心 menu entry', async () => {
    logIn();
    renderCenter();
    await userEvent.click(await screen.findByRole('button', { name: '用户菜单：张经理，2 条未读消息' }));
    expect(await screen.findByRole('menuitem', { name: '消息中心，2 条未读' })).toHaveAttribute('href', paths.personalCenter.messageCenter);
    expect(screen.getByRole('menuitem', { name: '我的订阅' })).toHaveAttribute('href', '/PersonalCenter/mySubscription');
  });

  it('says so when a tab is empty', async () => {
    logIn();
    messages = messages.map((message) => ({ ...message, read: true }));
    renderCenter(`${paths.personalCenter.messageCenter}?tab=unread`);
    expect(await screen.findByText('没有未读消息')).toBeInTheDocument();
  });

  it('points an empty inbox to 我的订阅', async () => {
    logIn();
    messages = [];
    renderCenter();
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去订阅' })).toHaveAttribute('href', '/PersonalCenter/mySubscription');
  });

  it('falls back to the defaults for a malformed address and offers page 1 past the end', async () => {
    logIn();
    server.use(
      portalHandler('get', '/api/message/list', ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        listQueries.push(query);
        return { status: 200, body: okEnvelope(buildMessagePage([], { total: 3, pageNum: Number(query.pageNum) })) };
      }),
    );
    const { router } = renderCenter(`${paths.personalCenter.messageCenter}?tab=junk&pageNum=9&pageSize=oops`);
    expect(await screen.findByText('这一页没有消息')).toBeInTheDocument();
    expect(listQueries[0]).toEqual({ pageNum: '9', pageSize: '10' });
    await userEvent.click(screen.getByRole('button', { name: '回到第一页' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("shows the server's refusal with a retry", async () => {
    logIn();
    server.use(portalHandler('get', '/api/message/list', () => ({ status: 400, body: errorEnvelope(400, '参数 pageNum 不合法') })));
    renderCenter();
    expect(await screen.findByText('参数 pageNum 不合法')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('asks visitors to log in and asks the server nothing about messages', async () => {
    renderCenter();
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    expect(listQueries).toEqual([]);
  });
});

describe('the header count is opt-in', () => {
  it('is not asked for without messageCenterPath, and is for any account type with one (institutions have messages too)', async () => {
    let countRequests = 0;
    server.use(
      portalHandler('get', '/api/message/unread-count', () => {
        countRequests += 1;
        return { status: 200, body: okEnvelope({ count: 5 }) };
      }),
    );
    logIn();
    const consoleLike = renderScreens({ path: '/PersonalCenter/mySubscriptionMissing', screens: portalScreens, userArea: { items: [] } });
    expect(await screen.findByRole('button', { name: '用户菜单：张经理' })).toBeInTheDocument();
    consoleLike.unmount();

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(countRequests).toBe(0);

    logIn('org');
    server.use(portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'org' })) })));
    renderScreens({ path: '/PersonalCenter/mySubscriptionMissing', screens: portalScreens, userArea: portalUserArea });
    expect(await screen.findByRole('button', { name: '用户菜单：张经理，5 条未读消息' })).toBeInTheDocument();
    expect(countRequests).toBe(1);
  });
});
