import { DEFAULT_CONFIG } from '@smes/config';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../../core/portal-client';
import { errorEnvelope, okEnvelope, portalHandler } from '../../testing';
import { getReviewApplications, normalizeReviewListQuery } from './get-review-applications';
import { buildAdminApplication, buildAdminApplicationList } from './testing';
import { transitionApplication } from './transition-application';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client() {
  return createPortalClient({ baseUrl: DEFAULT_CONFIG.portalApiBase, getToken: () => 'admin-token', onExpired: vi.fn(), notify: vi.fn() });
}

describe('transitionApplication', () => {
  it('posts the step as JSON with the status the operator saw', async () => {
    const seen: { contentType: string | null; body: unknown; id: string }[] = [];
    server.use(
      portalHandler('post', '/api/admin/applications/{id}/transition', async ({ request, params }) => {
        seen.push({ contentType: request.headers.get('Content-Type'), body: await request.json(), id: String(params.id) });
        return { status: 200, body: okEnvelope(buildAdminApplication()) };
      }),
    );
    const result = await transitionApplication(client(), {
      id: 7,
      transition: { action: 'publicize', from: 'approved', publicity: { start: '2026-11-25', end: '2026-12-01' } },
    });
    expect(result.ok).toBe(true);
    expect(seen).toEqual([
      { contentType: 'application/json', id: '7', body: { action: 'publicize', from: 'approved', publicity: { start: '2026-11-25', end: '2026-12-01' } } },
    ]);
  });

  it('reports a stale step as a 409 failure with the server’s words', async () => {
    server.use(
      portalHandler('post', '/api/admin/applications/{id}/transition', () => ({
        status: 409,
        body: { ...errorEnvelope(409, '该申报已被他人办理，当前状态为已受理，请刷新后再操作'), data: buildAdminApplication() },
      })),
    );
    const result = await transitionApplication(client(), { id: 7, transition: { action: 'accept', from: 'submitted' } });
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ statusCode: 409, msg: '该申报已被他人办理，当前状态为已受理，请刷新后再操作' });
  });
});

describe('getReviewApplications', () => {
  it('sends only the filters that are set', async () => {
    let search = '';
    server.use(
      portalHandler('get', '/api/admin/applications', ({ request }) => {
        search = new URL(request.url).search;
        return { status: 200, body: okEnvelope(buildAdminApplicationList([])) };
      }),
    );
    await getReviewApplications(client(), normalizeReviewListQuery({ status: 'submitted', keyword: '' }));
    expect(new URLSearchParams(search).toString()).toBe('pageNum=1&pageSize=10&status=submitted');
  });
});
