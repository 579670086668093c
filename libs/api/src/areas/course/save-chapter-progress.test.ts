// @vitest-environment node
import { DEFAULT_CONFIG } from '@smes/config';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { createPortalClient } from '../../core/portal-client';
import { okEnvelope, portalHandler } from '../../testing';
import { saveChapterProgress } from './save-chapter-progress';
import { buildCourseProgress } from './testing';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () =>
  createPortalClient({ baseUrl: DEFAULT_CONFIG.portalApiBase, getToken: () => 'token-abc', onExpired: vi.fn(), notify: vi.fn(), readCookie: () => '' });

describe('saveChapterProgress', () => {
  it('sends the token and, when leaving the page, a request the browser keeps alive', async () => {
    const seen: Request[] = [];
    server.use(
      portalHandler('put', '/api/course/chapters/{id}/progress', ({ request }) => {
        seen.push(request);
        return { status: 200, body: okEnvelope(buildCourseProgress()) };
      }),
    );
    await saveChapterProgress(client(), 12, 3, { keepalive: true });
    await saveChapterProgress(client(), 12, 4);
    expect(seen.map((request) => request.keepalive)).toEqual([true, false]);
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-abc');
    expect(seen[0]?.method).toBe('PUT');
  });
});
