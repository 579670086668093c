import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import type { DemandRecordDetail } from '@smes/api';
import { buildContentPage, buildDemandRecordDetail, buildUserInfo, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { consoleScreens, consoleUserArea } from '../../app/routes';

const server = setupServer();
let record: DemandRecordDetail;
let decisions: { path: string; body: unknown }[] = [];
let userType: 'admin' | 'enterprise' = 'admin';

function pending(): DemandRecordDetail {
  const base = buildDemandRecordDetail();
  return { ...base, record: { ...base.record, reviewState: 'pending', allowedActions: ['approve', 'reject'] }, responses: [], detail: { ...base.detail, contact: null, mine: false } };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  record = pending();
  decisions = [];
  userType = 'admin';
  localStorage.setItem('token', 'admin-token');
  server.use(
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType })) })),
    portalHandler('get', '/api/admin/demands', () => ({ status: 200, body: okEnvelope(buildContentPage([record.record])) })),
    portalHandler('get', '/api/admin/demands/{id}', ({ params }) =>
      Number(params.id) === 404 ? { status: 404, body: errorEnvelope(404, '需求不存在') } : { status: 200, body: okEnvelope(record) },
    ),
    portalHandler('post', '/api/admin/demands/{id}/reject', async ({ request }) => {
      const body = (await request.json()) as { reason: string };
      decisions.push({ path: 'reject', body });
      record = { ...record, record: { ...record.record, reviewState: 'rejected', rejectReason: body.reason, allowedActions: [] } };
      return { status: 200, body: okEnvelope(record) };
    }),
    portalHandler('post', '/api/admin/demands/{id}/approve', async ({ request }) => {
      decisions.push({ path: 'approve', body: await request.json() });
      return { status: 409, body: { ...errorEnvelope(409, '需求当前为“已通过”，不能审核通过'), data: record } };
    }),
  );
});

function render(path: string) {
  return renderScreens({ path, screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

describe('需求审核', { timeout: 30_000 }, () => {
  it('lists the queue, oldest first, each demand linked to its review', async () => {
    render('/demandReview');
    const list = await screen.findByRole('region', { name: '需求列表' });
    expect(within(list).getByRole('link', { name: '征集注塑件表面缺陷视觉检测方案' })).toHaveAttribute('href', '/demandReview/301');
    await waitFor(() => expect(document.title).toBe('需求审核'));
  });

  it('rejects only with a reason, which is sent for the publisher', async () => {
    render('/demandReview/301');
    expect(await screen.findByRole('heading', { name: '征集注塑件表面缺陷视觉检测方案' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '驳回' }));
    const form = await screen.findByRole('dialog', { name: '驳回？' });
    expect(form).toHaveTextContent('需求「征集注塑件表面缺陷视觉检测方案」将被驳回');
    await userEvent.click(within(form).getByRole('button', { name: '确认驳回' }));
    expect(within(form).getByText('请填写驳回原因（至少 2 个字）')).toBeInTheDocument();
    expect(decisions).toEqual([]);
    await userEvent.type(within(form).getByRole('textbox', { name: /驳回原因/ }), '请写明打标材质和幅面要求');
    await userEvent.click(within(form).getByRole('button', { name: '确认驳回' }));
    await waitFor(() => expect(decisions).toEqual([{ path: 'reject', body: { reason: '请写明打标材质和幅面要求' } }]));
    expect(await screen.findByText('已驳回：请写明打标材质和幅面要求')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
  });

  it('is for the operator only', async () => {
    userType = 'enterprise';
    render('/demandReview/301');
    expect(await screen.findByText('当前账号不能查看或审核企业发布的需求。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
  });
});
