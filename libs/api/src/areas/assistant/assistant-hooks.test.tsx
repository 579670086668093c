// @vitest-environment happy-dom
import { createSessionStore } from '@smes/session';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { portalKeys } from '../../query-keys';
import { okEnvelope, portalHandler, apiTestProviders, testQueryClient } from '../../testing';
import { useDeleteAssistantConversation } from './delete-assistant-conversation';
import { useAssistantSuggestions } from './get-assistant-suggestions';
import { assistantKeys } from './keys';
import { assistantAnswerStream, buildAssistantMeta, sseEvent, sseReply } from './testing';
import { useAssistantStream } from './use-assistant-stream';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const queryClient = testQueryClient();
  const store = createSessionStore({ eventTarget: null });
  store.setToken('token-abc');
  const { Wrapper } = apiTestProviders({ queryClient, store });
  return { queryClient, Wrapper };
}

const ASK = { question: '高企认定需要什么条件', conversationId: null, context: null };

describe('assistant query keys', () => {
  it('keep suggestions public and conversations under the account', () => {
    expect(assistantKeys.suggestions('policy', '7')).toEqual(['portal', 'assistant', 'suggestions', { docType: 'policy', docId: '7' }]);
    expect(assistantKeys.conversation('c-1').slice(0, 2)).toEqual(portalKeys.user());
  });
});

describe('useAssistantStream', () => {
  it('resolves done with the streamed answer', async () => {
    server.use(portalHandler('post', '/api/assistant/ask', () => sseReply(assistantAnswerStream(['答', '案']))));
    const { result } = renderHook(() => useAssistantStream(), { wrapper: setup().Wrapper });
    const deltas: string[] = [];
    let end: unknown;
    await act(async () => {
      end = await result.current.ask(ASK, { onDelta: ({ text }) => deltas.push(text) });
    });
    expect(end).toMatchObject({ kind: 'done', done: { outcome: 'answered' } });
    expect(deltas).toEqual(['答', '案']);
  });

  it('ends as stopped when stop() is called mid-answer', async () => {
    server.use(
      portalHandler('post', '/api/assistant/ask', () =>
        sseReply(sseEvent('meta', buildAssistantMeta()) + sseEvent('delta', { text: '第一段' }), { holdOpen: true }),
      ),
    );
    const { result } = renderHook(() => useAssistantStream(), { wrapper: setup().Wrapper });
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.ask(ASK, { onDelta: () => result.current.stop() });
    });
    await expect(pending).resolves.toEqual({ kind: 'stopped' });
  });

  it('ends as failed with the Chinese message of a refusal', async () => {
    server.use(portalHandler('post', '/api/assistant/ask', () => ({ status: 400, body: { code: 400, msg: '问题过长', data: null, statusCode: 400 } })));
    const { result } = renderHook(() => useAssistantStream(), { wrapper: setup().Wrapper });
    await expect(result.current.ask(ASK)).resolves.toEqual({ kind: 'failed', message: '问题过长', errorKind: 'business' });
  });
});

describe('assistant queries', () => {
  it('asks for the suggestions of one document when given one', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      portalHandler('get', '/api/assistant/suggestions', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return { status: 200, body: okEnvelope({ items: ['申报需要哪些材料'] }) };
      }),
    );
    const { result } = renderHook(() => useAssistantSuggestions({ docType: 'policy', docId: '7' }), { wrapper: setup().Wrapper });
    await waitFor(() => expect(result.current.data).toEqual(['申报需要哪些材料']));
    expect(seen[0]?.get('docType')).toBe('policy');
    expect(seen[0]?.get('docId')).toBe('7');
  });

  it('refetches the conversation list after deleting one', async () => {
    server.use(portalHandler('delete', '/api/assistant/conversations/{id}', () => ({ status: 200, body: okEnvelope(null) })));
    const { queryClient, Wrapper } = setup();
    queryClient.setQueryData(assistantKeys.conversations(), []);
    const { result } = renderHook(() => useDeleteAssistantConversation(), { wrapper: Wrapper });
    await act(() => result.current.mutateAsync('c-1'));
    expect(queryClient.getQueryState(assistantKeys.conversations())?.isInvalidated).toBe(true);
  });
});
