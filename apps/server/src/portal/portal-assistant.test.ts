import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_XSRF, bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

let hosts: TestHosts;
let token: string;
let otherToken: string;

beforeAll(async () => {
  hosts = await createTestHosts();
  token = await login(hosts.portal);
  otherToken = await login(hosts.portal, '13800138001');
});

afterAll(async () => {
  await hosts.close();
});

type SseEvent = { event: string; data: Record<string, unknown> };

function events(response: LightMyRequestResponse): SseEvent[] {
  return response.body
    .split('\n\n')
    .filter((block) => block.trim().length > 0)
    .map((block) => {
      const [eventLine = '', dataLine = ''] = block.split('\n');
      return { event: eventLine.replace(/^event: /, ''), data: JSON.parse(dataLine.replace(/^data: /, '')) as Record<string, unknown> };
    });
}

async function ask(payload: object, headers: Record<string, string> = {}) {
  return hosts.portal.inject({ method: 'POST', url: '/api/assistant/ask', payload, headers });
}

function answerText(list: SseEvent[]): string {
  return list
    .filter((item) => item.event === 'delta')
    .map((item) => item.data['text'])
    .join('');
}

describe('POST /api/assistant/ask', () => {
  it('streams meta, deltas and done as text/event-stream, citing the 高新技术企业认定管理办法 clauses', async () => {
    const response = await ask({ question: '  高企认定需要什么条件 ', conversationId: null, context: null });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache, no-transform');
    const list = events(response);
    expect(list[0]?.event).toBe('meta');
    expect(list[0]?.data).toMatchObject({ conversationId: null, method: 'extractive' });
    expect(list.filter((item) => item.event === 'delta').length).toBeGreaterThan(5);
    const done = list[list.length - 1] as SseEvent;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({ methodLabel: '检索摘录', outcome: 'answered', eligibility: null, messageId: list[0]?.data['messageId'] });
    const citations = done.data['citations'] as { n: number; docNo: string | null; clause: string; paragraph: number }[];
    expect(citations[0]).toMatchObject({ n: 1, docNo: '国科发火〔2016〕32号', clause: '第十一条' });
    const text = answerText(list);
    for (const citation of citations) expect(text).toContain(`[${citation.n}]`);
    expect(text).toContain('注册成立一年以上');
  });

  it('declines a question outside enterprise policy, saying what it can do', async () => {
    const done = events(await ask({ question: '今天杭州天气怎么样' })).at(-1);
    expect(done?.data).toMatchObject({ outcome: 'declined', citations: [] });
  });

  it('says it found nothing rather than citing something unrelated', async () => {
    const list = events(await ask({ question: '火星移民补贴有哪些' }));
    expect(list.at(-1)?.data).toMatchObject({ outcome: 'nothing-found', citations: [] });
    expect(answerText(list)).toMatch(/^没有找到/);
  });

  it('answers an eligibility question from the ledger with the engine, and asks an anonymous visitor to log in', async () => {
    const mine = events(await ask({ question: '我能申请研发费用补助吗' }, bearer(token))).at(-1);
    const eligibility = mine?.data['eligibility'] as { verdict: string; conditions: { result: string; basis: string | null }[] };
    expect(['eligible', 'ineligible', 'incomplete']).toContain(eligibility.verdict);
    expect(eligibility.conditions.length).toBeGreaterThan(2);
    expect(eligibility.conditions.map((condition) => condition.result)).toContain('pass');
    expect(eligibility.conditions.every((condition) => condition.basis !== null)).toBe(true);
    const anonymous = events(await ask({ question: '我能申请研发费用补助吗' }));
    expect(anonymous.at(-1)?.data['eligibility']).toBeNull();
    expect(answerText(anonymous)).toContain('请先登录');
  });

  it('answers inside the document in view', async () => {
    const policy = (await hosts.db.get(`SELECT id FROM policies WHERE doc_no = '国科发火〔2016〕32号'`)) as { id: number };
    const done = events(await ask({ question: '申请时要提交哪些材料', context: { docType: 'policy', docId: String(policy.id), path: `/policy/${policy.id}` } })).at(-1);
    const citations = done?.data['citations'] as { docId: string; clause: string }[];
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.every((citation) => citation.docId === String(policy.id))).toBe(true);
    expect(citations[0]?.clause).toBe('第十二条');
  });

  it('refuses bad input before the stream, as a JSON envelope', async () => {
    const blank = await ask({ question: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(body(blank)).toMatchObject({ code: 400, data: null, msg: '参数 question 不合法：问题不能为空' });
    const control = await ask({ question: '高企\u0007条件' });
    expect(body(control).msg).toBe('参数 question 含有不允许的控制字符或无效字符');
    // Free text elsewhere may keep a line break; a question is one line.
    const twoLines = await ask({ question: '高企认定\n需要什么条件' });
    expect(body(twoLines)).toMatchObject({ code: 400, msg: '参数 question 不合法：不能包含控制字符' });
    const long = await ask({ question: '高'.repeat(501) });
    expect(long.statusCode).toBe(400);
    const missingDoc = await ask({ question: '申报条件', context: { docType: 'policy', docId: '999999', path: null } });
    expect(missingDoc.statusCode).toBe(404);
    expect(missingDoc.headers['content-type']).toContain('application/json');
  });

  it('holds the XSRF rule: a cookie without its header is refused', async () => {
    const refused = await hosts.portal.inject({
      method: 'POST',
      url: '/api/assistant/ask',
      payload: { question: '高企认定需要什么条件' },
      cookies: { 'XSRF-TOKEN': 'secret' },
    });
    expect(refused.statusCode).toBe(403);
    const allowed = await hosts.portal.inject({
      method: 'POST',
      url: '/api/assistant/ask',
      payload: { question: '高企认定需要什么条件' },
      cookies: { 'XSRF-TOKEN': 'secret' },
      headers: { 'x-xsrf-token': 'secret' },
    });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('conversations and feedback', () => {
  it('keeps a signed-in user’s conversation, continues it, and lists it newest first', async () => {
    const first = events(await ask({ question: '高企认定需要什么条件' }, bearer(token)));
    const conversationId = first[0]?.data['conversationId'] as string;
    expect(conversationId).toEqual(expect.any(String));
    const second = events(await ask({ question: '专精特新中小企业认定有哪些条件', conversationId }, bearer(token)));
    expect(second[0]?.data['conversationId']).toBe(conversationId);
    const list = body<Envelope<{ items: { id: string; title: string }[] }>>(
      await hosts.portal.inject({ method: 'GET', url: '/api/assistant/conversations', headers: bearer(token) }),
    );
    expect(list.data.items[0]).toMatchObject({ id: conversationId, title: '高企认定需要什么条件' });
    const detail = body<Envelope<{ messages: { role: string; text: string; citations: unknown[]; methodLabel: string | null }[] }>>(
      await hosts.portal.inject({ method: 'GET', url: `/api/assistant/conversations/${conversationId}`, headers: bearer(token) }),
    );
    expect(detail.data.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(detail.data.messages[1]?.text).toBe(answerText(first));
    expect(detail.data.messages[1]?.methodLabel).toBe('检索摘录');
    expect(detail.data.messages[1]?.citations.length).toBeGreaterThan(0);
  });

  it('answers 404 for another user’s conversation: reading, continuing, deleting', async () => {
    const conversationId = events(await ask({ question: '高企认定需要什么条件' }, bearer(token)))[0]?.data['conversationId'] as string;
    const read = await hosts.portal.inject({ method: 'GET', url: `/api/assistant/conversations/${conversationId}`, headers: bearer(otherToken) });
    expect(read.statusCode).toBe(404);
    expect(body(read).msg).toBe('会话不存在');
    const continued = await ask({ question: '还有呢', conversationId }, bearer(otherToken));
    expect(continued.statusCode).toBe(404);
    const anonymous = await ask({ question: '还有呢', conversationId });
    expect(anonymous.statusCode).toBe(404);
    const removed = await hosts.portal.inject({ method: 'DELETE', url: `/api/assistant/conversations/${conversationId}`, headers: bearer(otherToken) });
    expect(removed.statusCode).toBe(404);
    const own = await hosts.portal.inject({ method: 'DELETE', url: `/api/assistant/conversations/${conversationId}`, headers: bearer(token) });
    expect(own.statusCode).toBe(200);
    const gone = await hosts.portal.inject({ method: 'GET', url: `/api/assistant/conversations/${conversationId}`, headers: bearer(token) });
    expect(gone.statusCode).toBe(404);
  });

  it('needs a login for the conversation list', async () => {
    const response = await hosts.portal.inject({ method: 'GET', url: '/api/assistant/conversations' });
    expect(response.statusCode).toBe(401);
  });

  it('records feedback from the owner, or from anyone on an anonymous answer, and 404 otherwise', async () => {
    const mine = events(await ask({ question: '高企认定需要什么条件' }, bearer(token)));
    const messageId = mine[0]?.data['messageId'] as string;
    const conversationId = mine[0]?.data['conversationId'] as string;
    const url = `/api/assistant/messages/${messageId}/feedback`;
    expect((await hosts.portal.inject({ method: 'POST', url, payload: { rating: 'down', reason: null }, headers: bearer(otherToken) })).statusCode).toBe(404);
    expect((await hosts.portal.inject({ method: 'POST', url, payload: { rating: 'down', reason: null } })).statusCode).toBe(404);
    const own = await hosts.portal.inject({ method: 'POST', url, payload: { rating: 'down', reason: ' 没有回答到点子上 ' }, headers: bearer(token) });
    expect(own.statusCode).toBe(200);
    const detail = body<Envelope<{ messages: { id: string; feedback: unknown }[] }>>(
      await hosts.portal.inject({ method: 'GET', url: `/api/assistant/conversations/${conversationId}`, headers: bearer(token) }),
    );
    expect(detail.data.messages.find((message) => message.id === messageId)?.feedback).toEqual({ rating: 'down', reason: '没有回答到点子上' });
    const anonymousId = events(await ask({ question: '高企认定需要什么条件' }))[0]?.data['messageId'] as string;
    const anonymous = await hosts.portal.inject({ method: 'POST', url: `/api/assistant/messages/${anonymousId}/feedback`, payload: { rating: 'up', reason: null } });
    expect(anonymous.statusCode).toBe(200);
    const tooLong = await hosts.portal.inject({ method: 'POST', url: `/api/assistant/messages/${anonymousId}/feedback`, payload: { rating: 'up', reason: '长'.repeat(201) } });
    expect(tooLong.statusCode).toBe(400);
    const tabbed = await hosts.portal.inject({ method: 'POST', url: `/api/assistant/messages/${anonymousId}/feedback`, payload: { rating: 'up', reason: '没有\t截止时间' } });
    expect(body(tabbed)).toMatchObject({ code: 400, msg: '参数 reason 不合法：不能包含控制字符' });
    const unknown = await hosts.portal.inject({ method: 'POST', url: '/api/assistant/messages/nope/feedback', payload: { rating: 'up', reason: null } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/assistant/suggestions', () => {
  it('suggests general questions, or questions about the document in view', async () => {
    const general = body<Envelope<{ items: string[] }>>(await hosts.portal.inject({ method: 'GET', url: '/api/assistant/suggestions' }));
    expect(general.data.items).toContain('高企认定需要什么条件');
    const forPolicy = body<Envelope<{ items: string[] }>>(await hosts.portal.inject({ method: 'GET', url: '/api/assistant/suggestions?docType=policy&docId=1' }));
    expect(forPolicy.data.items).toContain('申报需要哪些材料');
    expect((await hosts.portal.inject({ method: 'GET', url: '/api/assistant/suggestions?docType=policy&docId=999999' })).statusCode).toBe(404);
    expect((await hosts.portal.inject({ method: 'GET', url: '/api/assistant/suggestions?docType=policy' })).statusCode).toBe(400);
  });
});

describe('streaming over a socket', () => {
  it('sends the first delta before the answer is complete, and stops when the client closes the request', async () => {
    const address = await hosts.portal.listen({ host: '127.0.0.1', port: 0 });
    try {
      const controller = new AbortController();
      const response = await fetch(`${address}/api/assistant/ask`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(token), cookie: `XSRF-TOKEN=${TEST_XSRF}`, 'x-xsrf-token': TEST_XSRF },
        body: JSON.stringify({ question: '高企认定需要什么条件' }),
        signal: controller.signal,
      });
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let received = '';
      while (!received.includes('event: delta')) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value, { stream: true });
      }
      expect(received).not.toContain('event: done');
      const conversationId = (JSON.parse(/data: (.*)/.exec(received)?.[1] ?? '{}') as { conversationId: string }).conversationId;
      controller.abort();
      await reader.cancel().catch(() => undefined);
      // The server notices the closed socket, stops writing and keeps what was sent, marked as stopped. (The exchange
      // is recorded whole before the stream starts, so that a rating right after the end finds it; the stop then
      // cuts it to what was sent.)
      let stored: string | undefined;
      for (let attempt = 0; attempt < 50 && !/（已停止生成）$/.test(stored ?? ''); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 40));
        const detail = body<Envelope<{ messages: { role: string; text: string }[] }>>(
          await hosts.portal.inject({ method: 'GET', url: `/api/assistant/conversations/${conversationId}`, headers: bearer(token) }),
        );
        stored = detail.data.messages.find((message) => message.role === 'assistant')?.text;
      }
      expect(stored).toMatch(/（已停止生成）$/);
      expect(stored?.length).toBeLessThan(400);
    } finally {
      await hosts.portal.close();
    }
  });
});
