import type {
  AssistantCitation,
  AssistantConversation,
  AssistantConversationSummary,
  AssistantDone,
  AssistantEligibility,
  AssistantMessage,
  AssistantMeta,
} from './types';

/** One server-sent event as the stand-in writes it. */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export type SseReplyOptions = {
  /** Cut the encoded stream into pieces of this many bytes (a multi-byte character may be split). */
  chunkBytes?: number;
  /** Leave the stream open after the last piece, as a server still writing does (for stop and abort tests). */
  holdOpen?: boolean;
  /** Told when the client cancels the stream (what closing the request looks like to the server). */
  onCancel?: () => void;
};

/** A 200 text/event-stream answer made of `text` (use sseEvent), delivered in pieces. */
export function sseReply(text: string, { chunkBytes, holdOpen = false, onCancel }: SseReplyOptions = {}): Response {
  const bytes = new TextEncoder().encode(text);
  const size = chunkBytes ?? Math.max(bytes.length, 1);
  const pieces: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.slice(at, at + size));
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[index];
      index += 1;
      if (piece !== undefined) {
        controller.enqueue(piece);
      } else if (!holdOpen) {
        controller.close();
      }
      // Held open: no more pieces, never closed — the next read waits until the client cancels.
      return holdOpen && piece === undefined ? new Promise<void>(() => undefined) : undefined;
    },
    cancel() {
      onCancel?.();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
}

export function buildAssistantCitation(overrides: Partial<AssistantCitation> = {}): AssistantCitation {
  return {
    n: 1,
    docType: 'policy',
    docId: '1',
    title: '高新技术企业认定管理办法',
    docNo: '国科发火〔2016〕32号',
    clause: '第十一条',
    paragraph: 10,
    excerpt: '认定为高新技术企业须同时满足以下条件：（一）企业申请认定时须注册成立一年以上……',
    ...overrides,
  };
}

export function buildAssistantEligibility(overrides: Partial<AssistantEligibility> = {}): AssistantEligibility {
  return {
    projectId: '1001',
    projectName: '2025年度研发费用补助',
    verdict: 'incomplete',
    conditions: [
      { name: '注册地', result: 'pass', actual: '广州市天河区', standard: '注册在广州市', basis: '第三条', prepare: null },
      { name: '研发费用', result: 'fail', actual: '120 万元', standard: '不低于 200 万元', basis: '第五条', prepare: null },
      { name: '研发项目立项', result: 'pending', actual: null, standard: '有研发项目立项材料', basis: null, prepare: '研发项目立项决议' },
    ],
    ...overrides,
  };
}

export function buildAssistantMeta(overrides: Partial<AssistantMeta> = {}): AssistantMeta {
  return { conversationId: null, messageId: 'm-1', method: 'extractive', ...overrides };
}

export function buildAssistantDone(overrides: Partial<AssistantDone> = {}): AssistantDone {
  return {
    messageId: 'm-1',
    method: 'extractive',
    methodLabel: '检索摘录',
    outcome: 'answered',
    citations: [buildAssistantCitation()],
    eligibility: null,
    ...overrides,
  };
}

/** A whole answer as events: meta, the text in `pieces` as deltas, done. */
export function assistantAnswerStream(
  pieces: string[],
  { meta = buildAssistantMeta(), done = buildAssistantDone({ messageId: meta.messageId }) }: { meta?: AssistantMeta; done?: AssistantDone } = {},
): string {
  return [sseEvent('meta', meta), ...pieces.map((text) => sseEvent('delta', { text })), sseEvent('done', done)].join('');
}

export function buildAssistantConversationSummary(overrides: Partial<AssistantConversationSummary> = {}): AssistantConversationSummary {
  return { id: 'c-1', title: '高企认定需要什么条件', updatedAt: '2026-11-20T02:30:00.000Z', ...overrides };
}

export function buildAssistantMessage(overrides: Partial<AssistantMessage> = {}): AssistantMessage {
  return {
    id: 'm-1',
    role: 'assistant',
    text: '高新技术企业须同时满足以下条件[1]。',
    createdAt: '2026-11-20T02:30:00.000Z',
    method: 'extractive',
    methodLabel: '检索摘录',
    outcome: 'answered',
    citations: [buildAssistantCitation()],
    eligibility: null,
    feedback: null,
    ...overrides,
  };
}

export function buildAssistantConversation(overrides: Partial<AssistantConversation> = {}): AssistantConversation {
  return {
    id: 'c-1',
    title: '高企认定需要什么条件',
    messages: [
      buildAssistantMessage({ id: 'm-0', role: 'user', text: '高企认定需要什么条件', method: null, methodLabel: null, outcome: null, citations: [] }),
      buildAssistantMessage(),
    ],
    ...overrides,
  };
}
