/**
 * Which statements an assistant question spends its time in: asks each question of assistant-scale.ts's mix once
 * (after a warm-up round) against the database DATABASE_URL names and prints, per question, the time to the first
 * streamed piece and every statement that took longer than --over ms (5 by default).
 *
 *   DATABASE_URL=postgres://… npx tsx --tsconfig apps/server/tsconfig.json tools/bench/assistant-profile.ts [--over 5]
 */
import { performance } from 'node:perf_hooks';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@smes/config';
import { createHosts, DEMO_PASSWORD, syncClauseIndex } from '@smes/server/testing';
import { MIX } from './assistant-mix';

const XSRF = { cookie: `${XSRF_COOKIE_NAME}=bench`, [XSRF_HEADER_NAME]: 'bench' };
const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the database to profile');
const args = process.argv.slice(2);
const over = args.includes('--over') ? Number(args[args.indexOf('--over') + 1]) : 5;

process.env['ASSISTANT_DELTA_PAUSE_MS'] = '0';
const hosts = await createHosts({ database: { url }, appOrigins: ['http://127.0.0.1:4200'] });
try {
  await syncClauseIndex(hosts.db);
  let log: { sql: string; ms: number }[] | null = null;
  const db = hosts.db as unknown as Record<'all' | 'get' | 'run', (sql: string, ...params: unknown[]) => Promise<unknown>>;
  for (const method of ['all', 'get', 'run'] as const) {
    const original = db[method].bind(db);
    db[method] = async (sql: string, ...params: unknown[]) => {
      const started = performance.now();
      try {
        return await original(sql, ...params);
      } finally {
        log?.push({ sql: `${sql.replace(/\s+/g, ' ').slice(0, 150)} [${params.map((p) => String(p).slice(0, 60)).join(' ; ').slice(0, 200)}]`, ms: performance.now() - started });
      }
    };
  }
  const base = await hosts.portal.listen({ host: '127.0.0.1', port: 0 });
  const tokens = new Map<string, string>();
  for (const account of new Set(MIX.flatMap((ask) => (ask.as ? [ask.as] : [])))) {
    const login = await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/login', headers: XSRF, payload: { username: account, password: DEMO_PASSWORD } });
    tokens.set(account, (login.json() as { data: { token: string } }).data.token);
  }
  const ask = async (question: (typeof MIX)[number]) => {
    let docId: string | undefined;
    if (question.onPolicyTitled) docId = String(((await hosts.db.get(`SELECT id FROM policies WHERE title = ? ORDER BY id LIMIT 1`, question.onPolicyTitled)) as { id: number }).id);
    const token = question.as ? tokens.get(question.as) : undefined;
    const started = performance.now();
    const response = await fetch(`${base}/api/assistant/ask`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...XSRF, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ question: question.question, conversationId: null, context: docId ? { docType: 'policy', docId, path: `/policy/${docId}` } : null }),
    });
    const text = await response.text();
    const first = performance.now() - started;
    return { first, status: response.status, sample: text.slice(text.indexOf('event: delta'), text.indexOf('event: delta') + 120).replace(/\s+/g, ' ') };
  };
  for (const question of MIX) await ask(question);
  for (const question of MIX) {
    log = [];
    const { first, status } = await ask(question);
    const statements = log;
    log = null;
    const total = statements.reduce((sum, entry) => sum + entry.ms, 0);
    console.log(`\n${question.question}${question.as ? ' (signed in)' : ''}: ${first.toFixed(0)} ms, HTTP ${status}, ${statements.length} statements ${total.toFixed(0)} ms`);
    for (const entry of statements) if (entry.ms > over) console.log(`  ${entry.ms.toFixed(1).padStart(7)} ms  ${entry.sql}`);
  }
} finally {
  await hosts.close();
}
