import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import type { PolicyDeskDetail } from '@smes/api';
import { buildPolicyDeskDetail, buildPolicyDocument, buildPolicyOpenRevision, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { consoleScreens, consoleUserArea } from '../../app/routes';
import { deskTestState, useDeskBackground } from '../../testing/policy-desk-handlers';
import type { DeskTestState } from '../../testing/policy-desk-handlers';

const server = setupServer();
let state: DeskTestState;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A first version waiting for review, seen by an operator who did not edit it. */
function pending(overrides: Partial<PolicyDeskDetail> = {}): PolicyDeskDetail {
  return buildPolicyDeskDetail({
    status: 'pending',
    open: buildPolicyOpenRevision({ status: 'pending', edits: 4, submittedAt: '2026-11-27T04:00:00.000Z' }),
    actions: ['approve', 'return', 'withdraw', 'abandon'],
    ...overrides,
  });
}

/** The same policy once published: the version in force, 修订 and 废止 open. */
function published(): PolicyDeskDetail {
  return buildPolicyDeskDetail({
    policyId: 901,
    status: 'published',
    validity: 'valid',
    open: null,
    published: { revision: 1, document: buildPolicyDocument({ publishDate: '2026-11-28' }), publishedAt: '2026-11-28T02:00:00.000Z' },
    actions: ['revise', 'repeal'],
  });
}

beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
  state = deskTestState(pending());
  useDeskBackground(server, state);
  server.use(
    portalHandler('post', '/api/admin/policy-desk/{id}/approve', async ({ request }) => {
      state.requests.push({ path: 'approve', body: await request.json() });
      state.detail = published();
      return { status: 200, body: okEnvelope({ desk: state.detail, notified: 3, pushJob: null }) };
    }),
    portalHandler('post', '/api/admin/policy-desk/{id}/return', async ({ request }) => {
      const body = (await request.json()) as { reason: string };
      state.requests.push({ path: 'return', body });
      const open = state.detail.open;
      state.detail = { ...state.detail, status: 'draft', open: open ? { ...open, status: 'draft', returnReason: body.reason, reviewerName: '政策复核（admin2）' } : null, actions: ['edit', 'submit', 'abandon'] };
      return { status: 200, body: okEnvelope(state.detail) };
    }),
    portalHandler('post', '/api/admin/policy-desk/{id}/repeal', async ({ request }) => {
      state.requests.push({ path: 'repeal', body: await request.json() });
      return { status: 400, body: { ...errorEnvelope(400, '废止日期不能早于发布日期（2026-11-28）'), data: { fieldErrors: { repealDate: '废止日期不能早于发布日期（2026-11-28）' } } } };
    }),
  );
});

function render(path = '/policyPublish/601') {
  return renderScreens({ path, screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

describe('政策发布详情', { timeout: 30_000 }, () => {
  it('publishes only after the reviewer confirms, with the version the reviewer read', async () => {
    render();
    const actions = await screen.findByRole('region', { name: '操作' });
    await userEvent.click(within(actions).getByRole('button', { name: '审核通过并发布' }));
    const dialog = await screen.findByRole('dialog', { name: '审核通过并发布？' });
    expect(dialog).toHaveTextContent('发布后不能撤回，只能修订或废止');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(state.requests).toEqual([]);

    await userEvent.click(within(actions).getByRole('button', { name: '审核通过并发布' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认发布' }));
    await waitFor(() => expect(state.requests).toEqual([{ path: 'approve', body: { edits: 4 } }]));
    expect(await screen.findByRole('button', { name: '修订' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在门户查看' })).toHaveAttribute('href', `${DEFAULT_CONFIG.portalOrigin}/findpolicy/policyNoticeDetails/901`);
  });

  it('tells an operator who edited the version that someone else must review it', async () => {
    state.detail = pending({ actions: ['withdraw', 'abandon'], reviewBlocked: '您编辑过这一版本，须由另一位运营人员审核' });
    render();
    expect(await screen.findByText('您编辑过这一版本，须由另一位运营人员审核。请另一位运营人员登录后审核。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '审核通过并发布' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '撤回审核' })).toBeInTheDocument();
  });

  it('returns a version only with a reason, which the editors then read', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: '退回修改' }));
    const dialog = await screen.findByRole('dialog', { name: '退回修改' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认退回' }));
    expect(within(dialog).getByText('请写明退回原因（至少 2 个字），编辑人将据此修改')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '退回原因' }), '第二条补助比例与原文不符');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认退回' }));
    await waitFor(() => expect(state.requests).toEqual([{ path: 'return', body: { edits: 4, reason: '第二条补助比例与原文不符' } }]));
    expect(await screen.findByText('第二条补助比例与原文不符')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '编辑草稿' })).toHaveAttribute('href', '/policyPublish/edit/601');
  });

  it('shows a revision’s changes against the version in force', async () => {
    state.detail = {
      ...published(),
      status: 'draft',
      open: buildPolicyOpenRevision({
        number: 2,
        note: '补助比例提高',
        changes: [{ field: 'articles.a2', label: '第二条', before: '按 10% 给予补助。', after: '按 15% 给予补助。' }],
      }),
      actions: ['edit', 'submit', 'abandon', 'repeal'],
    };
    render();
    const changes = await screen.findByRole('list', { name: '与现行版本相比的改动' });
    expect(within(changes).getByText('改前：按 10% 给予补助。')).toBeInTheDocument();
    expect(within(changes).getByText('改后：按 15% 给予补助。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '第 2 版（草稿）' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '现行版本（第 1 版）' })).toBeInTheDocument();
  });

  it('asks for the date and reason of 废止 and shows the server’s refusal in the dialog', async () => {
    state.detail = published();
    render();
    await userEvent.click(await screen.findByRole('button', { name: '废止' }));
    const dialog = await screen.findByRole('dialog', { name: /^废止《/ });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认废止' }));
    expect(within(dialog).getByText('请写明废止原因（至少 2 个字），企业会在消息中看到')).toBeInTheDocument();
    expect(state.requests).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '废止原因' }), '被新办法替代');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认废止' }));
    expect(await within(dialog).findByText('废止日期不能早于发布日期（2026-11-28）')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '废止原因' })).toHaveValue('被新办法替代');
  });

  it('is for the operator only', async () => {
    state.userType = 'enterprise';
    render();
    expect(await screen.findByText('当前账号不能起草、审核或发布政策。')).toBeInTheDocument();
  });
});
