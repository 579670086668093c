import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import type { ChainContactRequest } from '@smes/api';
import { buildChainContactRequest, buildContentPage, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { consoleScreens, consoleUserArea } from '../../app/routes';

const server = setupServer();
const queries: URLSearchParams[] = [];
const steps: { path: string; body: unknown }[] = [];
let rows: ChainContactRequest[];
let failNext = false;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'admin-token');
  queries.length = 0;
  steps.length = 0;
  failNext = false;
  rows = [buildChainContactRequest({ id: 501 }), buildChainContactRequest({ id: 502, opportunityTitle: '电池包结构件二级配套', state: 'contacted', contactNote: '已转告采购部', contactedAt: '2026-11-21T02:00:00.000Z' })];
  const replace = (id: number, changes: Partial<ChainContactRequest>) => {
    rows = rows.map((row) => (row.id === id ? { ...row, ...changes } : row));
    return rows.find((row) => row.id === id) as ChainContactRequest;
  };
  server.use(
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'admin', nickName: '平台运营' })) })),
    portalHandler('get', '/api/admin/chain-contact-requests', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      return { status: 200, body: okEnvelope(buildContentPage(rows.filter((row) => row.state === (params.get('state') ?? 'submitted')))) };
    }),
    portalHandler('post', '/api/admin/chain-contact-requests/{id}/contacted', async ({ request, params }) => {
      const body = (await request.json()) as { note: string };
      steps.push({ path: `contacted ${String(params.id)}`, body });
      if (failNext) return { status: 409, body: { code: 409, msg: '该请求当前为“平台已联系链主”，请刷新后再操作', data: null, statusCode: 409 } };
      return { status: 200, body: okEnvelope(replace(Number(params.id), { state: 'contacted', contactNote: body.note })) };
    }),
    portalHandler('post', '/api/admin/chain-contact-requests/{id}/outcome', async ({ request, params }) => {
      const body = (await request.json()) as { outcome: 'matched' | 'declined'; reason: string };
      steps.push({ path: `outcome ${String(params.id)}`, body });
      return { status: 200, body: okEnvelope(replace(Number(params.id), { state: body.outcome, outcomeReason: body.reason })) };
    }),
  );
});

function render(path: string) {
  return renderScreens({ path, screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

describe('产业链对接', { timeout: 30_000 }, () => {
  it('lists requests to relay with who asks, for what and how to reach them, and records 已联系链主 only with a note, once confirmed', async () => {
    render('/chainContacts');
    const list = await screen.findByRole('region', { name: '产业链对接列表' });
    await waitFor(() => expect(document.title).toBe('产业链对接'));
    const card = within(list).getByRole('article', { name: '机器人工作站视觉检测模块配套' });
    expect(within(card).getByText('杭州云栖智能科技有限公司 · 联系人 陈立 · 13800138000')).toBeInTheDocument();
    expect(within(card).getByText(/^智能制造装备 · 链主：杭州钱江智能装备集团有限公司 · 提交于 /)).toBeInTheDocument();
    expect(within(list).queryByRole('article', { name: '电池包结构件二级配套' })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: '记录已联系链主' }));
    const dialog = await screen.findByRole('dialog', { name: '记录已联系链主？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认已联系' }));
    expect(await within(dialog).findByText('请填写联系情况（至少 2 个字）')).toBeInTheDocument();
    expect(steps).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /联系情况/ }), '已转告链主采购部王经理');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认已联系' }));
    await waitFor(() => expect(steps).toEqual([{ path: 'contacted 501', body: { note: '已转告链主采购部王经理' } }]));
    expect(await screen.findByText('没有已提交对接的对接请求')).toBeInTheDocument();
  });

  it('records the outcome after contact: 未能对接 with the reason the enterprise reads, confirmed first', async () => {
    const { router } = render('/chainContacts');
    await screen.findByRole('region', { name: '产业链对接列表' });
    await userEvent.click(screen.getByRole('tab', { name: '平台已联系链主' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=contacted'));
    const card = await screen.findByRole('article', { name: '电池包结构件二级配套' });
    expect(within(card).getByText('联系情况：已转告采购部')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: '未能对接' }));
    const dialog = await screen.findByRole('dialog', { name: '确认未能对接？' });
    expect(dialog).toHaveTextContent('记录后不能更改');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /未能对接的原因/ }), '链主本期已定供应商');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认未能对接' }));
    await waitFor(() => expect(steps).toEqual([{ path: 'outcome 502', body: { outcome: 'declined', reason: '链主本期已定供应商' } }]));
    await userEvent.click(screen.getByRole('tab', { name: '未能对接' }));
    const decided = await screen.findByRole('article', { name: '电池包结构件二级配套' });
    expect(within(decided).getByText('未能对接的原因：链主本期已定供应商')).toBeInTheDocument();
    expect(within(decided).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says why a step was refused and keeps what was typed', async () => {
    failNext = true;
    render('/chainContacts');
    const card = await screen.findByRole('article', { name: '机器人工作站视觉检测模块配套' });
    await userEvent.click(within(card).getByRole('button', { name: '记录已联系链主' }));
    const dialog = await screen.findByRole('dialog', { name: '记录已联系链主？' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /联系情况/ }), '已联系');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认已联系' }));
    expect(await within(card).findByText('该请求当前为“平台已联系链主”，请刷新后再操作')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(card).getByRole('button', { name: '记录已联系链主' }));
    expect(within(await screen.findByRole('dialog', { name: '记录已联系链主？' })).getByRole('textbox', { name: /联系情况/ })).toHaveValue('已联系');
  });

  it('is for the operator only', async () => {
    server.use(portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'org' })) })));
    render('/chainContacts');
    expect(await screen.findByText('当前账号不能查看或处理企业对链主机会的对接请求。')).toBeInTheDocument();
  });
});
