import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DemandRecordDetail } from '@smes/api';
import {
  buildChainContactRequest,
  buildContentPage,
  buildDemandDetail,
  buildDemandRecordDetail,
  buildDemandResponse,
  buildDemandSummary,
  buildDictData,
  buildLedgerRecord,
  buildRegionTree,
  buildUserInfo,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const sent: { path: string; body: unknown }[] = [];
let record: DemandRecordDetail = buildDemandRecordDetail();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function accepted(): DemandRecordDetail {
  const base = buildDemandRecordDetail();
  return {
    ...base,
    record: { ...base.record, demand: { ...base.record.demand, status: 'matching' }, allowedActions: ['deal', 'close'] },
    responses: base.responses.map((response, index) => ({ ...response, accepted: index === 0 })),
  };
}

beforeEach(() => {
  sent.length = 0;
  record = buildDemandRecordDetail();
  localStorage.setItem('token', 'portal-token');
  server.use(
    portalHandler('get', '/api/market/my-demands/{id}', () => ({ status: 200, body: okEnvelope(record) })),
    portalHandler('get', '/api/market/my-demands', () => ({ status: 200, body: okEnvelope(buildContentPage([record.record])) })),
    portalHandler('get', '/api/market/chain/my-contact-requests', () => ({
      status: 200,
      body: okEnvelope(
        buildContentPage([
          buildChainContactRequest({ id: 602, opportunityTitle: '电池包结构件二级配套', chainId: 1, chainName: '新能源汽车', publisher: '浙江远驰新能源汽车有限公司', state: 'matched', contactNote: '已联系', outcomeReason: '链主约定下周二到厂考察', contactedAt: '2026-11-21T02:00:00.000Z', decidedAt: '2026-11-22T02:00:00.000Z' }),
          buildChainContactRequest({ id: 601 }),
        ]),
      ),
    })),
    portalHandler('get', '/api/market/my-responses', () => ({
      status: 200,
      body: okEnvelope(
        buildContentPage([
          { demand: buildDemandSummary({ id: 512, title: '采购伺服压装机 2 台', status: 'matching', publisherName: '宁波甬江机电有限公司' }), response: buildDemandResponse({ id: 88, demandId: 512, accepted: true }) },
          { demand: buildDemandSummary({ id: 513, title: '征集车间除尘改造方案' }), response: buildDemandResponse({ id: 89, demandId: 513, accepted: false, message: '我们做过三家铸造厂的除尘改造。' }) },
        ]),
      ),
    })),
    portalHandler('post', '/api/market/my-demands/{id}/accept', async ({ request }) => {
      sent.push({ path: 'accept', body: await request.json() });
      record = accepted();
      return { status: 200, body: okEnvelope(record) };
    }),
    portalHandler('post', '/api/market/my-demands', async ({ request }) => {
      sent.push({ path: 'create', body: await request.json() });
      const draft = buildDemandRecordDetail({ detail: buildDemandDetail({ demand: buildDemandSummary({ id: 777 }), mine: true }) });
      return { status: 200, body: okEnvelope(draft) };
    }),
    portalHandler('get', '/api/v1/dict/data/type/{type}', () => ({
      status: 200,
      body: okEnvelope([buildDictData({ dictLabel: '制造业', dictValue: 'C', dictType: 'industry' })]),
    })),
    portalHandler('get', '/api/v1/region/tree', () => ({ status: 200, body: okEnvelope(buildRegionTree()) })),
    portalHandler('get', '/api/enterprise/ledger', () => ({ status: 200, body: okEnvelope(buildLedgerRecord()) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('我的需求', { timeout: 60_000 }, () => {
  it('lists the publisher’s demands with their state and links each to its detail', async () => {
    renderScreens({ path: '/PersonalCenter/demand', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '我的需求列表' }, { timeout: 15_000 });
    expect(within(list).getByRole('link', { name: '征集注塑件表面缺陷视觉检测方案' })).toHaveAttribute('href', '/PersonalCenter/demand/301');
    expect(within(list).getByText('待对接')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('我的需求'));
  });

  it('lists the demands the enterprise responded to, with its response and whether it was accepted', async () => {
    renderScreens({ path: '/PersonalCenter/demand', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '我对接的需求列表' }, { timeout: 15_000 });
    const accepted = within(list).getByRole('article', { name: '采购伺服压装机 2 台' });
    expect(within(accepted).getByRole('link', { name: '采购伺服压装机 2 台' })).toHaveAttribute('href', '/market/marketorder/detail/512');
    expect(within(accepted).getByText('已采纳我的对接')).toBeInTheDocument();
    expect(within(accepted).getByText(/^宁波甬江机电有限公司 · 对接于 /)).toBeInTheDocument();
    const open = within(list).getByRole('article', { name: '征集车间除尘改造方案' });
    expect(within(open).getByText('我的对接说明：我们做过三家铸造厂的除尘改造。')).toBeInTheDocument();
    expect(within(open).queryByText('已采纳我的对接')).not.toBeInTheDocument();
  });

  it('lists its 我要对接 requests on chain opportunities with where the platform\'s relay stands', async () => {
    renderScreens({ path: '/PersonalCenter/demand', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '我对接的链主机会列表' }, { timeout: 15_000 });
    const matched = await within(list).findByRole('article', { name: '电池包结构件二级配套' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(matched).getByRole('link', { name: '电池包结构件二级配套' })).toHaveAttribute('href', '/market/marketplatform/detail/1');
    expect(within(matched).getByText('对接成功')).toBeInTheDocument();
    expect(within(matched).getByText('链主约定下周二到厂考察')).toBeInTheDocument();
    const waiting = within(list).getByRole('article', { name: '机器人工作站视觉检测模块配套' });
    expect(within(waiting).getByText('已提交对接')).toBeInTheDocument();
    expect(within(waiting).getByText(/^智能制造装备 · 杭州钱江智能装备集团有限公司 · 提交于 /)).toBeInTheDocument();
  });

  it('accepts one response after confirming, with the status shown; the others stay listed', async () => {
    renderScreens({ path: '/PersonalCenter/demand/301', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '采纳 温州瓯江新材料有限公司 的对接' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: '采纳 温州瓯江新材料有限公司 的对接' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent).toEqual([{ path: 'accept', body: { responseId: 41, expectedStatus: 'open' } }]));
    expect(await screen.findByText('已采纳')).toBeInTheDocument();
    // The dialog's closing transition keeps the page aria-hidden until it is gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(screen.getByRole('article', { name: '嘉兴南湖数字科技有限公司的对接' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^采纳 / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '标记已成交' })).toBeInTheDocument();
  });
});

describe('发布需求', { timeout: 60_000 }, () => {
  it('asks a visitor to log in first', async () => {
    localStorage.clear();
    renderScreens({ path: '/market/requirements', screens: portalScreens });
    expect(await screen.findByText('发布需求需要企业账号，登录后会回到本页。', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('says in Chinese what is missing, and saves a complete draft without submitting it', async () => {
    const { router } = renderScreens({ path: '/market/requirements', screens: portalScreens });
    const form = await screen.findByRole('form', { name: '发布需求' }, { timeout: 15_000 });
    await userEvent.click(within(form).getByRole('button', { name: '保存草稿' }));
    expect(await within(form).findByText('请选择需求类型')).toBeInTheDocument();
    expect(within(form).getByText('请输入需求标题')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: '需求类型' }), '采购');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: '所属行业' }), '制造业');
    // Where the ledger registers the enterprise, and the account's phone, until changed.
    const region = within(form).getByRole('combobox', { name: '所在地区' });
    expect(region).toHaveValue('浙江省杭州市西湖区');
    expect(within(form).getByRole('textbox', { name: '联系电话' })).toHaveValue('13800138000');
    // Typing part of a name narrows the divisions to those that contain it.
    await userEvent.clear(region);
    await userEvent.type(region, '越秀');
    const divisions = await screen.findByRole('listbox');
    expect(within(divisions).getAllByRole('option').map((option) => option.textContent)).toEqual(['广东省广州市越秀区']);
    await userEvent.click(within(divisions).getByRole('option', { name: '广东省广州市越秀区' }));
    // The box with its list replaced the plain one when it was reached for (ADR 103): found again by its name.
    expect(within(form).getByRole('combobox', { name: '所在地区' })).toHaveValue('广东省广州市越秀区');
    await userEvent.type(within(form).getByRole('textbox', { name: '需求标题' }), '采购激光打标机 6 台');
    await userEvent.type(within(form).getByRole('textbox', { name: '需求描述' }), '用于不锈钢铭牌打标，幅面 300 mm，含安装调试和操作培训。');
    await userEvent.type(within(form).getByLabelText(/截止日期/), '2099-01-10');
    await userEvent.type(within(form).getByRole('textbox', { name: '预算下限（万元）' }), '30');
    await userEvent.type(within(form).getByRole('textbox', { name: '预算上限（万元）' }), '20');
    await userEvent.type(within(form).getByRole('textbox', { name: '联系人' }), '周思远');
    await userEvent.click(within(form).getByRole('button', { name: '保存草稿' }));
    expect(await within(form).findByText('预算上限不能低于下限')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.click(within(form).getByRole('radio', { name: '面议' }));
    await userEvent.click(within(form).getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      type: 'purchase',
      title: '采购激光打标机 6 台',
      description: '用于不锈钢铭牌打标，幅面 300 mm，含安装调试和操作培训。',
      budgetMin: null,
      budgetMax: null,
      regionCode: '440104',
      industry: 'C',
      deadline: '2099-01-10',
      contactName: '周思远',
      contactPhone: '13800138000',
      submit: false,
    });
    await waitFor(() => expect(router.state.location.search).toBe('?id=777'));
  });

  it('checks a text box when it is left, and again on every key once it has said something', async () => {
    renderScreens({ path: '/market/requirements', screens: portalScreens });
    const form = await screen.findByRole('form', { name: '发布需求' }, { timeout: 15_000 });
    const title = within(form).getByRole('textbox', { name: '需求标题' });
    expect(title).toHaveAccessibleDescription('一句话说明要什么，如：采购激光打标机 6 台');
    await userEvent.click(title);
    await userEvent.tab();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('请输入需求标题');
    await userEvent.type(title, '采');
    expect(title).toHaveAccessibleDescription(/需求标题/);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(title, '购激光打标机 6 台');
    expect(title).toHaveAttribute('aria-invalid', 'false');
    expect(title).toHaveAccessibleDescription('一句话说明要什么，如：采购激光打标机 6 台');
    expect(sent).toEqual([]);
  });
});
