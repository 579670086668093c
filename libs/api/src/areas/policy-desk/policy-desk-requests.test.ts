import { DEFAULT_CONFIG } from '@smes/config';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../../core/portal-client';
import { errorEnvelope, okEnvelope, portalHandler } from '../../testing';
import { isPolicyDeskError } from './policy-desk-error';
import { reviewPolicyDraft } from './review-policy-draft';
import { savePolicyDraft } from './save-policy-draft';
import { buildPolicyDeskDetail, buildPolicyDocument } from './testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client() {
  return createPortalClient({ baseUrl: DEFAULT_CONFIG.portalApiBase, getToken: () => 'admin-token', onExpired: vi.fn(), notify: vi.fn() });
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isPolicyDeskError(error)) throw new Error(`expected a PolicyDeskError, got ${String(error)}`);
  return error;
}

describe('savePolicyDraft', () => {
  it('creates with POST and saves with PUT, as JSON with the edits the editor loaded', async () => {
    const seen: { method: string; body: unknown }[] = [];
    server.use(
      portalHandler('post', '/api/admin/policy-desk', async ({ request }) => {
        seen.push({ method: 'POST', body: await request.json() });
        return { status: 200, body: okEnvelope(buildPolicyDeskDetail()) };
      }),
      portalHandler('put', '/api/admin/policy-desk/{id}/draft', async ({ request }) => {
        seen.push({ method: 'PUT', body: await request.json() });
        return { status: 200, body: okEnvelope(buildPolicyDeskDetail()) };
      }),
    );
    const document = buildPolicyDocument();
    await savePolicyDraft(client(), { document });
    await savePolicyDraft(client(), { id: 601, edits: 3, note: '修订说明', document });
    expect(seen).toEqual([
      { method: 'POST', body: { document } },
      { method: 'PUT', body: { edits: 3, note: '修订说明', document } },
    ]);
  });

  it('throws the server’s message for each field on a 400', async () => {
    server.use(
      portalHandler('post', '/api/admin/policy-desk', () => ({
        status: 400,
        body: { ...errorEnvelope(400, '文号已被已发布的《甲》使用'), data: { fieldErrors: { docNo: '文号已被已发布的《甲》使用', publishDate: '发布日期不能早于成文日期' } } },
      })),
    );
    const error = await refusal(savePolicyDraft(client(), { document: buildPolicyDocument() }));
    expect(error.message).toBe('文号已被已发布的《甲》使用');
    expect(error.fieldErrors).toEqual({ docNo: '文号已被已发布的《甲》使用', publishDate: '发布日期不能早于成文日期' });
    expect(error.latest).toBeNull();
  });

  it('carries the record as it is now on a 409', async () => {
    const latest = buildPolicyDeskDetail({ id: 601 });
    server.use(
      portalHandler('put', '/api/admin/policy-desk/{id}/draft', () => ({
        status: 409,
        body: { ...errorEnvelope(409, '这一版本已被政策复核（admin2）修改过，已刷新为最新内容；您的操作未执行'), data: latest },
      })),
    );
    const error = await refusal(savePolicyDraft(client(), { id: 601, edits: 1, note: null, document: buildPolicyDocument() }));
    expect(error.statusCode).toBe(409);
    expect(error.latest).toEqual(latest);
    expect(error.fieldErrors).toEqual({});
  });
});

describe('reviewPolicyDraft', () => {
  it('approves with the edits the reviewer saw, and returns with the reason', async () => {
    const seen: { path: string; body: unknown }[] = [];
    const detail = buildPolicyDeskDetail();
    server.use(
      portalHandler('post', '/api/admin/policy-desk/{id}/approve', async ({ request }) => {
        seen.push({ path: 'approve', body: await request.json() });
        return { status: 200, body: okEnvelope({ desk: detail, notified: 4, pushJob: null }) };
      }),
      portalHandler('post', '/api/admin/policy-desk/{id}/return', async ({ request }) => {
        seen.push({ path: 'return', body: await request.json() });
        return { status: 200, body: okEnvelope(detail) };
      }),
    );
    expect(await reviewPolicyDraft(client(), { id: 601, edits: 5, approve: true })).toEqual({ desk: detail, notified: 4, pushJob: null });
    expect(await reviewPolicyDraft(client(), { id: 601, edits: 5, approve: false, reason: '请核对文号' })).toEqual({ desk: detail, notified: 0, pushJob: null });
    expect(seen).toEqual([
      { path: 'approve', body: { edits: 5 } },
      { path: 'return', body: { edits: 5, reason: '请核对文号' } },
    ]);
  });
});
