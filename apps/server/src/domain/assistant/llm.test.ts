import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm } from '../../testing/fake-llm';
import type { FakeLlm } from '../../testing/fake-llm';
import type { Clause } from './clauses';
import { askLlm, groundedAnswer, llmConfigFromEnv, llmMethodLabel } from './llm';
import type { ClauseHit } from './answer';

const clause = (clauseLabel: string, text: string): ClauseHit => ({
  clause: {
    docType: 'policy',
    docId: '7',
    title: '高新技术企业认定管理办法',
    docNo: '国科发火〔2016〕32号',
    clause: clauseLabel,
    paragraph: 13,
    text,
    regionCode: '100000',
    national: true,
    policyId: 7,
    judgeable: false,
  } satisfies Clause,
  passage: text,
});

const GROUNDS = [clause('第十一条', '第十一条　认定为高新技术企业须同时满足以下条件：（一）企业申请认定时须注册成立一年以上；'), clause('第九条', '第九条　有效期为三年。')];

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(async () => {
  await fake.close();
});

const config = () => ({ baseURL: fake.baseURL, apiKey: 'none', model: 'qwen2.5-7b-instruct', timeoutMs: 400 });

describe('askLlm against a local OpenAI-compatible server', () => {
  it('reads the streamed chunks into an answer whose citations resolve to the clauses given', async () => {
    fake.next({ kind: 'stream', chunks: ['高企须注册', '成立一年以上[1]', '，资格有效期三年[2]。'] });
    const result = await askLlm(config(), '高企认定需要什么条件', GROUNDS, new AbortController().signal);
    expect(result).toEqual({
      answer: expect.objectContaining({ text: '高企须注册成立一年以上[1]，资格有效期三年[2]。', outcome: 'answered' }),
    });
    if (!('answer' in result)) throw new Error('expected an answer');
    expect(result.answer.citations.map((citation) => [citation.n, citation.clause])).toEqual([
      [1, '第十一条'],
      [2, '第九条'],
    ]);
    // Only the retrieved clauses and the question were sent.
    const sent = fake.requests.at(-1);
    expect(sent).toMatchObject({ model: 'qwen2.5-7b-instruct', stream: true });
    expect(sent?.messages[1]?.content).toContain('[1] 高新技术企业认定管理办法（国科发火〔2016〕32号）第十一条');
    expect(sent?.messages[1]?.content).toContain('问题：高企认定需要什么条件');
  });

  it('refuses an answer citing a clause it was not given, or citing nothing', async () => {
    fake.next({ kind: 'stream', chunks: ['根据第三条[3]，可以申请。'] });
    expect(await askLlm(config(), '高企认定需要什么条件', GROUNDS, new AbortController().signal)).toEqual({ failure: expect.stringContaining('ungrounded') });
    fake.next({ kind: 'stream', chunks: ['请咨询相关部门。'] });
    expect(await askLlm(config(), '高企认定需要什么条件', GROUNDS, new AbortController().signal)).toEqual({ failure: expect.stringContaining('ungrounded') });
  });

  it('reports an HTTP error and a timeout as failures', async () => {
    fake.next({ kind: 'error', status: 500 });
    expect(await askLlm(config(), '问题', GROUNDS, new AbortController().signal)).toEqual({ failure: expect.stringContaining('500') });
    fake.next({ kind: 'hang' });
    const started = Date.now();
    const timedOut = await askLlm(config(), '问题', GROUNDS, new AbortController().signal);
    expect(timedOut).toEqual({ failure: expect.stringMatching(/timed out|timeout/i) });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('stops when the request is aborted', async () => {
    fake.next({ kind: 'hang' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(await askLlm({ ...config(), timeoutMs: 10_000 }, '问题', GROUNDS, controller.signal)).toEqual({ failure: expect.stringMatching(/abort/i) });
  });
});

describe('groundedAnswer, llmConfigFromEnv, llmMethodLabel', () => {
  it('keeps only answers whose markers are all among the clauses', () => {
    expect(groundedAnswer('条件见[1][2]', GROUNDS)?.citations).toHaveLength(2);
    expect(groundedAnswer('条件见[0]', GROUNDS)).toBeNull();
    expect(groundedAnswer('   ', GROUNDS)).toBeNull();
  });

  it('configures the provider from the environment, or not at all', () => {
    expect(llmConfigFromEnv({})).toBeNull();
    expect(llmConfigFromEnv({ ASSISTANT_LLM_BASE_URL: 'http://127.0.0.1:8000/v1', ASSISTANT_LLM_MODEL: 'qwen' })).toEqual({
      baseURL: 'http://127.0.0.1:8000/v1',
      apiKey: 'none',
      model: 'qwen',
      timeoutMs: 20_000,
    });
    expect(() => llmConfigFromEnv({ ASSISTANT_LLM_BASE_URL: 'http://127.0.0.1:8000/v1' })).toThrow(/ASSISTANT_LLM_MODEL/);
    expect(llmMethodLabel(3)).toBe('大模型生成（基于 3 条政策原文）');
  });
});
