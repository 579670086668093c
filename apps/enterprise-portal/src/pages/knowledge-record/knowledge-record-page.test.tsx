import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildIpLedgerCounts,
  buildIpRecord,
  buildIpRecordList,
  buildLedger,
  buildLedgerRecord,
  buildUserInfo,
  errorEnvelope,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import type { IpRecord, IpRecordInput } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const slow = { timeout: 15_000 };
const visits: string[] = [];
const posted: IpRecordInput[] = [];
const deleted: string[] = [];
let rows: IpRecord[] = [];

const trademark = buildIpRecord({ id: 302, kind: 'trademark', number: '56781234', name: '云栖智造（第9类）', ipClass: null, status: 'pending', grantedAt: null });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'portal-token');
  localStorage.setItem('userinfo', JSON.stringify(buildUserInfo()));
  visits.length = 0;
  posted.length = 0;
  deleted.length = 0;
  rows = [buildIpRecord(), trademark];
  server.use(
    portalHandler('get', '/api/enterprise/ip-records', () => ({ status: 200, body: okEnvelope(buildIpRecordList(rows, buildIpLedgerCounts({ inventionPatents: rows.filter((row) => row.kind === 'invention').length }))) })),
    portalHandler('post', '/api/enterprise/ip-records', async ({ request }) => {
      const body = (await request.json()) as IpRecordInput;
      posted.push(body);
      const record = buildIpRecord({ ...body, id: 400 + posted.length });
      rows = [record, ...rows];
      return { status: 200, body: okEnvelope(record) };
    }),
    portalHandler('delete', '/api/enterprise/ip-records/{id}', ({ params }) => {
      deleted.push(String(params.id));
      rows = rows.filter((row) => String(row.id) !== String(params.id));
      return { status: 200, body: okEnvelope(null) };
    }),
    portalHandler('get', '/api/enterprise/ledger', () => ({ status: 200, body: okEnvelope(buildLedgerRecord({ ledger: buildLedger({ enterpriseName: '杭州云栖智造科技有限公司' }) })) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: okEnvelope(null) };
    }),
  );
});

describe('知识产权台账', () => {
  it('lists the records with the counts the ledger takes from them, and filters by kind', async () => {
    renderScreens({ path: '/Enterprise/knowledgeRecord', screens: portalScreens });
    expect(await screen.findByRole('heading', { level: 1, name: '知识产权台账' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(visits).toContain('知识产权台账'));
    const list = await screen.findByRole('list', { name: '知识产权记录' }, slow);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('申请中')).toBeInTheDocument();
    const counts = screen.getByLabelText('已授权知识产权数量');
    expect(within(counts).getByText('发明专利').nextSibling).toHaveTextContent('1 件');
    await userEvent.click(screen.getByRole('tab', { name: '商标' }));
    expect(within(screen.getByRole('list', { name: '知识产权记录' })).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: '外观设计' }));
    expect(screen.getByText('没有外观设计记录')).toBeInTheDocument();
  });

  it('checks a new record before sending it, then adds it and shows it', async () => {
    const user = userEvent.setup();
    renderScreens({ path: '/Enterprise/knowledgeRecord', screens: portalScreens });
    await user.click(await screen.findByRole('button', { name: '新增知识产权' }, slow));
    const dialog = await screen.findByRole('dialog', { name: '新增知识产权' });
    expect(within(dialog).getByLabelText(/权利人/)).toHaveValue('杭州云栖智造科技有限公司');
    await user.type(within(dialog).getByLabelText(/专利号/), '2023-1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('专利号格式应如 ZL202110123456.7')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写名称')).toBeInTheDocument();
    expect(within(dialog).getByText('已授权的记录须填写授权日')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/专利号/));
    await user.type(within(dialog).getByLabelText(/专利号/), 'ZL202310456789.2');
    await user.type(within(dialog).getByLabelText(/名称/), '一种钢材表面缺陷的在线检测方法');
    await user.type(within(dialog).getByLabelText(/申请日/), '2023-02-14');
    await user.type(within(dialog).getByLabelText(/授权日/), '2025-09-30');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([
      { kind: 'invention', number: 'ZL202310456789.2', name: '一种钢材表面缺陷的在线检测方法', status: 'granted', appliedAt: '2023-02-14', grantedAt: '2025-09-30', owner: '杭州云栖智造科技有限公司' },
    ]);
    expect(await screen.findByRole('heading', { level: 3, name: '一种钢材表面缺陷的在线检测方法' }, slow)).toBeInTheDocument();
  });

  it('shows the server’s field message when it refuses a record', async () => {
    server.use(
      portalHandler('post', '/api/enterprise/ip-records', () => ({
        status: 400,
        body: { ...errorEnvelope(400, '名称已存在'), data: { fieldErrors: { name: '名称含有不允许的字符' } } },
      })),
    );
    const user = userEvent.setup();
    renderScreens({ path: '/Enterprise/knowledgeRecord', screens: portalScreens });
    await user.click(await screen.findByRole('button', { name: '新增知识产权' }, slow));
    const dialog = await screen.findByRole('dialog', { name: '新增知识产权' });
    await user.selectOptions(within(dialog).getByLabelText(/状态/), 'pending');
    await user.type(within(dialog).getByLabelText(/专利号/), 'ZL202410111222.5');
    await user.type(within(dialog).getByLabelText(/名称/), '一种检测方法');
    await user.type(within(dialog).getByLabelText(/申请日/), '2024-05-01');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('名称含有不允许的字符')).toBeInTheDocument();
  });

  it('deletes a record after confirmation', async () => {
    const user = userEvent.setup();
    renderScreens({ path: '/Enterprise/knowledgeRecord', screens: portalScreens });
    await user.click(await screen.findByRole('button', { name: '删除 云栖智造（第9类）' }, slow));
    const dialog = await screen.findByRole('dialog', { name: '删除知识产权记录' });
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(deleted).toEqual(['302']));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: '云栖智造（第9类）' })).not.toBeInTheDocument());
  });

  it('asks an anonymous visitor to log in', async () => {
    localStorage.clear();
    renderScreens({ path: '/Enterprise/knowledgeRecord', screens: portalScreens });
    expect(await screen.findByRole('heading', { level: 1, name: '知识产权台账' }, slow)).toBeInTheDocument();
    expect(screen.getByText('知识产权台账属于您的企业档案，请先登录企业账号。')).toBeInTheDocument();
  });
});
