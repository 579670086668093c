import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm } from '../testing/fake-llm';
import type { FakeLlm, FakeLlmMode } from '../testing/fake-llm';
import { bearer, createTestHosts, login } from '../testing/test-hosts';
import type { TestHosts } from '../testing/test-hosts';

let hosts: TestHosts;
let fake: FakeLlm;
let token: string;

// The provider is configured by the environment when the host is created.
const ENV = ['ASSISTANT_LLM_BASE_URL', 'ASSISTANT_LLM_MODEL', 'ASSISTANT_LLM_TIMEOUT_MS', 'ASSISTANT_DELTA_PAUSE_MS'] as const;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));

beforeAll(async () => {
  fake = await startFakeLlm();
  Object.assign(process.env, { ASSISTANT_LLM_BASE_URL: fake.baseURL, ASSISTANT_LLM_MODEL: 'qwen', ASSISTANT_LLM_TIMEOUT_MS: '500', ASSISTANT_DELTA_PAUSE_MS: '0' });
  hosts = await createTestHosts();
  token = await login(hosts.portal);
});

afterAll(async () => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await hosts.close();
  await fake.close();
});

type Events = Record<string, Record<string, unknown>>;

async function ask(question: string, headers: Record<string, string> = {}): Promise<{ events: Events; text: string }> {
  const response = await hosts.portal.inject({ method: 'POST', url: '/api/assistant/ask', payload: { question }, headers });
  expect(response.statusCode).toBe(200);
  const events: Events = {};
  let text = '';
  for (const block of response.body.split('\n\n').filter((item) => item.trim())) {
    const [eventLine = '', dataLine = ''] = block.split('\n');
    const name = eventLine.replace('event: ', '');
    const data = JSON.parse(dataLine.replace('data: ', '')) as Record<string, unknown>;
    if (name === 'delta') text += String(data['text']);
    else events[name] = data;
  }
  return { events, text };
}

describe('assistantAsk with an OpenAI-compatible provider', () => {
  it('streams the model’s grounded answer, labelled with how many clauses it was given', async () => {
    fake.next({ kind: 'stream', chunks: ['企业须注册成立一年以上', '，科技人员占比不低于10%[1]。'] });
    const { events, text } = await ask('高企认定需要什么条件');
    expect(events['meta']).toMatchObject({ method: 'llm' });
    expect(text).toBe('企业须注册成立一年以上，科技人员占比不低于10%[1]。');
    const given = fake.requests.at(-1)?.messages[1]?.content.match(/^\[\d+\]/gm) ?? [];
    expect(events['done']).toMatchObject({ method: 'llm', methodLabel: `大模型生成（基于 ${given.length} 条政策原文）`, outcome: 'answered' });
    expect(events['done']?.['citations']).toEqual([expect.objectContaining({ n: 1, docNo: '国科发火〔2016〕32号', clause: '第十一条' })]);
  });

  it('falls back to the extractive answer when the model cites what it was not given, fails or times out', async () => {
    const modes: FakeLlmMode[] = [{ kind: 'stream', chunks: ['可以申请[9]'] }, { kind: 'error', status: 503 }, { kind: 'hang' }];
    for (const mode of modes) {
      fake.next(mode);
      const { events, text } = await ask('高企认定需要什么条件');
      expect(events['done']).toMatchObject({ method: 'extractive', methodLabel: '检索摘录' });
      expect(text).not.toContain('[9]');
      expect(text).toContain('国科发火〔2016〕32号');
    }
  });

  it('never hands eligibility, off-topic or nothing-found questions to the model', async () => {
    const before = fake.requests.length;
    expect((await ask('我能申请研发费用补助吗', bearer(token))).events['done']).toMatchObject({ method: 'extractive' });
    expect((await ask('给我讲个笑话')).events['done']).toMatchObject({ method: 'extractive', outcome: 'declined' });
    expect((await ask('火星移民补贴有哪些')).events['done']).toMatchObject({ method: 'extractive', outcome: 'nothing-found' });
    expect(fake.requests.length).toBe(before);
  });
});
