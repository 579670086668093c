import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import type { Message } from '@smes/api';
import { buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { consoleScreens, consoleUserArea } from '../../app/routes';
import { consoleMessageHref } from './message-center-page';

const server = setupServer();
let readAll = 0;
let unread = 2;

const message = (overrides: Partial<Message>): Message => ({
  id: 1,
  type: 'service',
  title: '收到新订单',
  content: '订单 FW2026112000001（发明专利申请代理）由 杭州云栖智造科技有限公司 下单，请及时确认',
  link: { kind: 'order', id: 9001 },
  read: false,
  createdAt: new Date().toISOString(),
  ...overrides,
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'org-token');
  readAll = 0;
  unread = 2;
  server.use(
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'org' })) })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: unread }) })),
    portalHandler('get', '/api/message/list', () => ({
      status: 200,
      body: okEnvelope({
        rows: [
          message({ id: 2, read: unread === 0 }),
          message({ id: 1, title: '上架审核未通过', content: '服务产品「商标注册」未通过上架审核：请补充服务流程。', link: { kind: 'product', id: 301 }, read: unread === 0 }),
        ],
        total: 2,
        pageNum: 1,
        pageSize: 10,
      }),
    })),
    portalHandler('post', '/api/message/read-all', () => {
      readAll += 1;
      unread = 0;
      return { status: 200, body: okEnvelope(null) };
    }),
  );
});

describe('消息中心', { timeout: 30_000 }, () => {
  it('lists the institution’s messages, each leading to what it is about, and marks them all read', async () => {
    renderScreens({ path: '/messageCenter', screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
    const list = await screen.findByRole('list', { name: '消息列表' });
    await waitFor(() => expect(document.title).toBe('消息中心'));
    expect(within(list).getByRole('link', { name: /收到新订单/ })).toHaveAttribute('href', '/orderManage/details/9001');
    expect(within(list).getByRole('link', { name: /上架审核未通过/ })).toHaveAttribute('href', '/productManage/addProduct/301');
    expect(screen.getByRole('tab', { name: '未读（2）' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(readAll).toBe(1));
    expect(await screen.findByRole('tab', { name: '未读' })).toBeInTheDocument();
  });

  it('leads each kind to the screen of the account reading it', () => {
    expect(consoleMessageHref({ kind: 'certification', id: 7 }, 'org')).toBe('/authentication/detail');
    expect(consoleMessageHref({ kind: 'certification', id: 7 }, 'admin')).toBe('/certificationReview/7');
    expect(consoleMessageHref({ kind: 'listing_review', id: 41 }, 'admin')).toBe('/listingReview/41');
    expect(consoleMessageHref({ kind: 'case', id: 5 }, 'org')).toBe('/successCases/detail/5');
    expect(consoleMessageHref({ kind: 'application', id: 3 }, 'admin')).toBe('/applicationReview/3');
    expect(consoleMessageHref({ kind: 'policy', id: 3 }, 'org')).toBeNull();
    expect(consoleMessageHref(null, 'org')).toBeNull();
  });
});
