// @vitest-environment node
import { DEFAULT_CONFIG } from '@smes/config';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api-error';
import { createPortalClient } from '../../core/portal-client';
import { errorEnvelope, networkError, portalHandler } from '../../testing';
import { askAssistant } from './ask-assistant';
import { assistantAnswerStream, buildAssistantDone, buildAssistantMeta, sseEvent, sseReply } from './testing';
import type { AssistantAskBody } from './types';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(fetch?: typeof globalThis.fetch) {
  const onExpired = vi.fn();
  const notify = vi.fn();
  const client = createPortalClient({ baseUrl: DEFAULT_CONFIG.portalApiBase, getToken: () => 'token-abc', onExpired, notify, readCookie: () => '', fetch });
  return { client, onExpired, notify };
}

const QUESTION: AssistantAskBody = { question: '高企认定需要什么条件', conversationId: null, context: null };

function answerWith(reply: () => Response) {
  const seen: Request[] = [];
  server.use(
    portalHandler('post', '/api/assistant/ask', ({ request }) => {
      seen.push(request);
      return reply();
    }),
  );
  return seen;
}

describe('askAssistant', () => {
  it('posts the question as JSON and hands over meta, each delta in order, then resolves with done', async () => {
    const done = buildAssistantDone({ messageId: 'm-9' });
    const seen = answerWith(() => sseReply(assistantAnswerStream(['高新技术企业', '须满足以下条件[1]。'], { meta: buildAssistantMeta({ messageId: 'm-9' }), done })));
    const { client } = setup();
    const onMeta = vi.fn();
    const deltas: string[] = [];

    const result = await askAssistant(client, QUESTION, { onMeta, onDelta: ({ text }) => deltas.push(text) });

    expect(result).toEqual({ ok: true, data: done, msg: '', statusCode: 200, code: 200 });
    expect(onMeta).toHaveBeenCalledWith(buildAssistantMeta({ messageId: 'm-9' }));
    expect(deltas).toEqual(['高新技术企业', '须满足以下条件[1]。']);
    expect(seen[0]?.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(await seen[0]?.json()).toEqual(QUESTION);
  });

  it('reads the same answer when the stream arrives in pieces that split events and characters', async () => {
    answerWith(() => sseReply(assistantAnswerStream(['高新技术企业', '须满足条件[1]。']), { chunkBytes: 5 }));
    const { client } = setup();
    const deltas: string[] = [];

    const result = await askAssistant(client, QUESTION, { onDelta: ({ text }) => deltas.push(text) });

    expect(result.ok).toBe(true);
    expect(deltas.join('')).toBe('高新技术企业须满足条件[1]。');
  });

  it('stops reading and closes the stream when the signal aborts mid-answer, rejecting as cancelled', async () => {
    const onCancel = vi.fn();
    // Straight from fetch, not through MSW: MSW hands the client a copy of the body, so the server side of a
    // cancel is only visible on the stream the answer was made with.
    const answer = sseReply(sseEvent('meta', buildAssistantMeta()) + sseEvent('delta', { text: '第一段' }), { holdOpen: true, onCancel });
    const { client } = setup(() => Promise.resolve(answer));
    const controller = new AbortController();
    const deltas: string[] = [];

    const pending = askAssistant(client, QUESTION, {
      signal: controller.signal,
      onDelta: ({ text }) => {
        deltas.push(text);
        controller.abort();
      },
    });

    await expect(pending).rejects.toMatchObject({ kind: 'cancelled', name: 'AbortError' });
    expect(deltas).toEqual(['第一段']);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('rejects as cancelled without a request when the signal is already aborted', async () => {
    const seen = answerWith(() => sseReply(assistantAnswerStream(['不会发出'])));
    const controller = new AbortController();
    controller.abort();

    await expect(askAssistant(setup().client, QUESTION, { signal: controller.signal })).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(0);
  });

  it('resolves an error event as the failure its envelope describes', async () => {
    answerWith(() => sseReply(sseEvent('meta', buildAssistantMeta()) + sseEvent('error', errorEnvelope(429, '提问过于频繁，请稍后再试'))));
    const result = await askAssistant(setup().client, QUESTION);
    expect(result).toEqual({ ok: false, kind: 'business', msg: '提问过于频繁，请稍后再试', statusCode: 429, code: 429 });
  });

  it('applies the 500 rule to an error event: the toast shows the server message and the call rejects', async () => {
    answerWith(() => sseReply(sseEvent('meta', buildAssistantMeta()) + sseEvent('error', errorEnvelope(500, '检索服务暂不可用'))));
    const { client, notify } = setup();

    await expect(askAssistant(client, QUESTION)).rejects.toMatchObject({ kind: 'server', message: '检索服务暂不可用' });
    expect(notify).toHaveBeenCalledWith({ severity: 'error', message: '检索服务暂不可用' });
  });

  it('resolves a refusal sent before the stream (a 4xx envelope) with its Chinese message', async () => {
    answerWith(() => Response.json(errorEnvelope(400, '问题不能为空'), { status: 400 }));
    const onMeta = vi.fn();
    const result = await askAssistant(setup().client, { ...QUESTION, question: ' ' }, { onMeta });
    expect(result).toEqual({ ok: false, kind: 'business', msg: '问题不能为空', statusCode: 400, code: 400 });
    expect(onMeta).not.toHaveBeenCalled();
  });

  it('runs the expiry flow on 444 before the stream, whether as the status or as a 200 envelope', async () => {
    answerWith(() => Response.json(errorEnvelope(444, '登录状态已过期'), { status: 444 }));
    const first = setup();
    await expect(askAssistant(first.client, QUESTION)).rejects.toMatchObject({ kind: 'expired' });
    expect(first.onExpired).toHaveBeenCalledTimes(1);

    answerWith(() => Response.json(errorEnvelope(444, '登录状态已过期')));
    const second = setup();
    await expect(askAssistant(second.client, QUESTION)).rejects.toMatchObject({ kind: 'expired' });
    expect(second.onExpired).toHaveBeenCalledTimes(1);
  });

  it('resolves a transport error before the stream, and a stream cut off before done, as a network failure', async () => {
    answerWith(() => networkError());
    expect(await askAssistant(setup().client, QUESTION)).toMatchObject({ ok: false, kind: 'network', msg: '' });

    answerWith(() => sseReply(sseEvent('meta', buildAssistantMeta()) + sseEvent('delta', { text: '半句' })));
    expect(await askAssistant(setup().client, QUESTION)).toMatchObject({ ok: false, kind: 'network', msg: '' });
  });

  it('resolves an event whose data is not JSON as an unreadable answer', async () => {
    answerWith(() => sseReply('event: delta\ndata: {oops\n\n'));
    expect(await askAssistant(setup().client, QUESTION)).toMatchObject({ ok: false, kind: 'bad-response' });
  });
});
