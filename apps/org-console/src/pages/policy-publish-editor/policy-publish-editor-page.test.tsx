import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import type { PolicyDocument } from '@smes/policy-desk';
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

beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
  state = deskTestState();
  useDeskBackground(server, state);
  server.use(
    portalHandler('post', '/api/admin/policy-desk', async ({ request }) => {
      state.requests.push({ path: 'create', body: await request.json() });
      return { status: 200, body: okEnvelope(state.detail) };
    }),
    portalHandler('put', '/api/admin/policy-desk/{id}/draft', async ({ request }) => {
      const body = (await request.json()) as { edits: number; document: PolicyDocument };
      state.requests.push({ path: 'save', body });
      const open = state.detail.open;
      if (open && body.edits !== open.edits) {
        return { status: 409, body: { ...errorEnvelope(409, '这一版本已被政策复核（admin2）修改过，已刷新为最新内容；您的操作未执行'), data: state.detail } };
      }
      state.detail = { ...state.detail, open: open ? { ...open, edits: open.edits + 1, document: body.document } : null };
      return { status: 200, body: okEnvelope(state.detail) };
    }),
    portalHandler('post', '/api/admin/policy-desk/{id}/submit', async ({ request }) => {
      state.requests.push({ path: 'submit', body: await request.json() });
      const open = state.detail.open;
      state.detail = { ...state.detail, status: 'pending', open: open ? { ...open, status: 'pending', edits: open.edits + 1 } : null, actions: ['withdraw', 'abandon'] };
      return { status: 200, body: okEnvelope(state.detail) };
    }),
  );
});

function render(path: string) {
  return renderScreens({ path, screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

describe('新建政策 and 编辑政策', { timeout: 30_000 }, () => {
  it('saves a new draft with its numbered articles and moves on to its own address', async () => {
    render('/policyPublish/new');
    await userEvent.click(await screen.findByRole('textbox', { name: '政策标题' }));
    await userEvent.paste('杭州市研发补助办法');
    await userEvent.click(screen.getByRole('textbox', { name: '第一条内容' }));
    await userEvent.paste('适用范围。');
    await userEvent.click(screen.getByRole('button', { name: '添加条款' }));
    // The new article takes the focus, so typing goes on without the mouse.
    await waitFor(() => expect(screen.getByRole('textbox', { name: '第二条内容' })).toHaveFocus());
    await userEvent.paste('补助标准。');
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(state.requests.map((request) => request.path)).toEqual(['create']));
    const sent = state.requests[0]?.body as { document: { title: string; articles: { kind: string; text: string }[] } };
    expect(sent.document.title).toBe('杭州市研发补助办法');
    expect(sent.document.articles.map((block) => [block.kind, block.text])).toEqual([
      ['article', '适用范围。'],
      ['article', '补助标准。'],
    ]);
    await waitFor(() => expect(document.title).toBe('编辑政策'));
  });

  it('says on screen what is wrong before sending, and sends nothing', async () => {
    render('/policyPublish/new');
    await userEvent.click(await screen.findByRole('textbox', { name: '政策标题' }));
    await userEvent.paste('杭州市研发补助办法');
    fireEvent.change(screen.getByLabelText(/^成文日期/), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText(/^发布日期/), { target: { value: '2026-11-01' } });
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('发布日期不能早于成文日期')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^发布日期/)).toHaveFocus());
    expect(state.requests).toEqual([]);
  });

  it('shows the server’s message at its field and keeps everything typed', async () => {
    server.use(
      portalHandler('post', '/api/admin/policy-desk', () => ({
        status: 400,
        body: { ...errorEnvelope(400, '文号已被已发布的《杭州市研发补助试行办法》使用'), data: { fieldErrors: { docNo: '文号已被已发布的《杭州市研发补助试行办法》使用' } } },
      })),
    );
    render('/policyPublish/new');
    await userEvent.click(await screen.findByRole('textbox', { name: '政策标题' }));
    await userEvent.paste('杭州市研发补助办法');
    await userEvent.click(screen.getByRole('textbox', { name: '文号' }));
    await userEvent.paste('杭科〔2026〕1号');
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    const docNo = screen.getByRole('textbox', { name: '文号' });
    await waitFor(() => expect(docNo).toHaveAccessibleDescription('文号已被已发布的《杭州市研发补助试行办法》使用'));
    expect(docNo).toHaveValue('杭科〔2026〕1号');
    expect(docNo).toHaveFocus();
    expect(screen.getByRole('textbox', { name: '政策标题' })).toHaveValue('杭州市研发补助办法');
    expect(document.title).toBe('新建政策');
  });

  it('on a save over someone else’s, keeps mine and offers both ways on', async () => {
    state.detail = buildPolicyDeskDetail({ open: buildPolicyOpenRevision({ edits: 1 }) });
    render('/policyPublish/edit/601');
    const title = await screen.findByRole('textbox', { name: '政策标题' });
    // Meanwhile another operator saved version 2.
    state.detail = buildPolicyDeskDetail({ open: buildPolicyOpenRevision({ edits: 2, document: buildPolicyDocument({ title: '复核人员改过的标题' }) }) });
    await userEvent.clear(title);
    await userEvent.paste('我的标题');
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('未保存：这份政策已被他人改动')).toBeInTheDocument();
    expect(title).toHaveValue('我的标题');

    await userEvent.click(within(notice).getByRole('button', { name: '保留我的修改' }));
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(state.requests.at(-1)).toMatchObject({ path: 'save', body: { edits: 2, document: { title: '我的标题' } } }));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    expect(state.detail.open?.document.title).toBe('我的标题');
  });

  it('saves what changed before submitting it for review, then shows the detail', async () => {
    state.detail = buildPolicyDeskDetail({ open: buildPolicyOpenRevision({ edits: 3 }) });
    render('/policyPublish/edit/601');
    await userEvent.click(await screen.findByRole('textbox', { name: '第二条内容' }));
    await userEvent.paste('（修改）');
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(state.requests.map((request) => request.path)).toEqual(['save', 'submit']));
    expect(state.requests[1]?.body).toEqual({ edits: 4 });
    await waitFor(() => expect(document.title).toBe('政策发布详情'));
  });

  it('tells a submitted draft that it must be withdrawn before it is edited', async () => {
    state.detail = buildPolicyDeskDetail({ status: 'pending', open: buildPolicyOpenRevision({ status: 'pending' }), actions: ['withdraw', 'abandon'] });
    render('/policyPublish/edit/601');
    expect(await screen.findByText('这一版本已提交审核。如需修改，请在政策详情中撤回审核。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存草稿' })).not.toBeInTheDocument();
  });

  it('is for the operator only', async () => {
    state.userType = 'org';
    render('/policyPublish/new');
    expect(await screen.findByText('当前账号不能起草、审核或发布政策。')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '政策标题' })).not.toBeInTheDocument();
  });
});
