import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@smes/config';
import type { PolicyDocument } from '@smes/policy-desk';
// The shipped nginx configuration, rendered and run as `npm run start:prod` does (tools/nginx).
import { freePort, startNginx } from '@smes/nginx';
import type { RunningNginx } from '@smes/nginx';
import { workspaceRoot } from './config';
import type { Db } from './db/database';
import { ADMIN_ACCOUNT, DEMO_PASSWORD } from './seed/accounts';
import { insertGeneratedEnterprises } from './testing/generated-ledgers';
import { openTestDatabase, urlOf } from './testing/test-database';
import { completeDocument, rdSubsidyRules } from './testing/policy-desk-fixtures';
import { PORTAL_HOME, TEST_START } from './testing/test-hosts';

/**
 * Two instances of the server, each its own process with its own pool, on one PostgreSQL, behind the
 * nginx upstream we ship (tools/nginx/api.conf.template). What one instance does, the other must see: a throttle
 * counted across both, an SMS code sent by one and checked by the other, a reminder sent once, a push job shared
 * slice by slice and finished by one after the other is killed with SIGKILL, a write through one found by search
 * on the other.
 */

const YUNQI_PHONE = '13800138000';
const GENERATED = 3_000;
/** Small slices and a quick poll, so a job of a few thousand ledgers is shared by both and a kill is noticed at once. */
const INSTANCE_ENV = { TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json', PUSH_SLICE_LEDGERS: '500', PUSH_POLL_MS: '300', PUSH_BATCH_SIZE: '100', DATABASE_POOL_SIZE: '4', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1', PROVIDER_TEST_HOOKS: '1' };

type Instance = { name: string; portal: string; sso: string; child: ChildProcess; exited: Promise<void>; output: () => string };
type Answer = { status: number; body: { code: number; msg: string; data: unknown } };

async function startInstance(name: string, databaseUrl: string): Promise<Instance> {
  const [portalPort, ssoPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: workspaceRoot,
    env: { ...process.env, ...INSTANCE_ENV, DATABASE_URL: databaseUrl, PORTAL_API_PORT: String(portalPort), SSO_PORT: String(ssoPort), PROVIDER_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 120_000;
  while (!output.includes('Portal API')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`instance ${name} did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return { name, portal: `http://127.0.0.1:${portalPort}`, sso: `http://127.0.0.1:${ssoPort}`, child, exited, output: () => output };
}

/** The double-submit pair the apps' clients send with every unsafe call (ADR 56). */
const XSRF = { cookie: `${XSRF_COOKIE_NAME}=two-instances`, [XSRF_HEADER_NAME]: 'two-instances' };

async function call(base: string, method: string, path: string, payload?: unknown, token?: string): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json', ...XSRF }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const login = (base: string, username: string, password: string) => call(base, 'POST', '/api/v1/user/login', { username, password });

const tokenOf = async (base: string, username: string) => ((await login(base, username, DEMO_PASSWORD)).body.data as { token: string }).token;

/** A 杭州市 policy without a declaration, publishable today. */
function deskDocument(fields: Pick<PolicyDocument, 'title' | 'docNo' | 'issuer' | 'supportAmount'> & Partial<PolicyDocument>, article: string): PolicyDocument {
  return { ...completeDocument({ declaration: null, industries: ['I'] }), ...fields, articles: [{ id: 'a1', kind: 'article', text: article }] };
}

/** The policy desk's way to the portal over HTTP: admin drafts and submits, admin2 approves (ADR 67). */
async function publishThroughDesk(base: string, document: PolicyDocument): Promise<{ policyId: number; pushJob: { id: number } | null; token: string }> {
  const [author, reviewer] = [await tokenOf(base, ADMIN_ACCOUNT.username), await tokenOf(base, 'admin2')];
  const step = async <T>(path: string, payload: object, token: string): Promise<T> => {
    const answer = await call(base, 'POST', path, payload, token);
    if (answer.status !== 200) throw new Error(`POST ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data as T;
  };
  type Detail = { id: number; open: { edits: number } | null };
  const created = await step<Detail>('/api/admin/policy-desk', { document }, author);
  const submitted = await step<Detail>(`/api/admin/policy-desk/${created.id}/submit`, { edits: created.open?.edits ?? 0 }, author);
  const approved = await step<{ desk: { policyId: number | null }; pushJob: { id: number } | null }>(`/api/admin/policy-desk/${created.id}/approve`, { edits: submitted.open?.edits ?? 0 }, reviewer);
  if (approved.desk.policyId === null) throw new Error('the approval published no policy');
  return { policyId: approved.desk.policyId, pushJob: approved.pushJob, token: author };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

let db: Db;
let a: Instance;
let b: Instance;
let nginx: RunningNginx;
let balanced: string;
let followedNotice: number;
let yunqiId: number;

describe('two instances on one PostgreSQL behind the shipped nginx upstream', { timeout: 240_000 }, () => {
  beforeAll(async () => {
    db = await openTestDatabase(TEST_START);
    const now = new Date();
    await insertGeneratedEnterprises(db, GENERATED, now);
    // 云栖 follows a notice closing in seven days (the 7 天后截止 stage): the first sweep of either instance owes it
    // one reminder.
    yunqiId = ((await db.get('SELECT id FROM users WHERE phone = ?', YUNQI_PHONE)) as { id: number }).id;
    followedNotice = ((await db.get('SELECT id FROM notices ORDER BY id LIMIT 1')) as { id: number }).id;
    await db.run('UPDATE notices SET end_time = ? WHERE id = ?', new Date(now.getTime() + 7 * 86_400_000).toISOString(), followedNotice);
    await db.run('DELETE FROM calendar_reminders WHERE notice_id = ?', followedNotice);
    await db.run('INSERT INTO calendar_follows (user_id, notice_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', yunqiId, followedNotice, now.toISOString());

    [a, b] = await Promise.all([startInstance('a', urlOf(db)), startInstance('b', urlOf(db))]);
    const port = await freePort();
    balanced = `http://127.0.0.1:${port}`;
    nginx = await startNginx(
      {
        config: DEFAULT_CONFIG,
        apps: [],
        api: { host: '127.0.0.1', port, instances: [a, b].map((instance) => ({ host: '127.0.0.1', port: Number(new URL(instance.portal).port) })) },
      },
      `${balanced}/api/policy/list?pageSize=1`,
    );
  }, 240_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (instance && instance.child.exitCode === null && instance.child.signalCode === null) {
        instance.child.kill('SIGTERM');
        const forced = setTimeout(() => instance.child.kill('SIGKILL'), 15_000);
        await instance.exited;
        clearTimeout(forced);
      }
    }
    await nginx?.stop();
    await db?.close();
  }, 60_000);

  it('counts failed logins on both instances toward one lock, which holds behind the balancer', async () => {
    // Three wrong passwords on one instance and two on the other: neither alone reached the limit of five.
    for (const [instance, attempt] of [[a, 1], [b, 2], [a, 3], [b, 4], [a, 5]] as const) {
      expect((await login(instance.portal, YUNQI_PHONE, `wrong-${attempt}`)).status).toBe(401);
    }
    // Whichever instance nginx picks, the right password is refused now.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const locked = await login(balanced, YUNQI_PHONE, DEMO_PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body.msg).toMatch(/^登录失败次数过多/);
    }
  });

  it('answers /readyz on each instance and through the balancer, which keeps /metrics to the instances', async () => {
    for (const base of [a.portal, b.portal, balanced]) expect((await fetch(`${base}/readyz`)).status, base).toBe(200);
    expect((await fetch(`${a.portal}/metrics`)).status).toBe(200);
    expect((await fetch(`${balanced}/metrics`)).status).toBe(404);
  });

  it('lets an SMS code sent through one instance sign in through the other, once', async () => {
    const phone = '13800138001';
    const post = (base: string, path: string, values: Record<string, string>) =>
      fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', ...XSRF }, body: new URLSearchParams(values).toString() });
    expect((await post(a.sso, '/login/sms/code', { phone, backUrl: PORTAL_HOME })).status).toBe(200);
    // The code a "sent" (the test hook of the instance that sent it reads it back; the database keeps only its hash).
    const { data } = (await (await fetch(`${a.sso}/__test__/sms-code?phone=${phone}`)).json()) as { data: { code: string } };
    const signedIn = await post(b.sso, '/login/sms', { phone, code: data.code, backUrl: PORTAL_HOME });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:4200\//);
    // Used up on b, so a refuses it.
    expect((await post(a.sso, '/login/sms', { phone, code: data.code, backUrl: PORTAL_HOME })).status).toBe(401);
  });

  it('sends a due reminder once, though both instances swept at start-up', async () => {
    const reminders = await until('the reminder', async () => {
      const rows = (await db.all("SELECT id FROM messages WHERE user_id = ? AND link_kind = 'notice' AND link_id = ?", yunqiId, followedNotice)) as { id: number }[];
      return rows.length > 0 ? rows : undefined;
    });
    // Both schedules have run at least once more by now (start-up, then the one that skipped retries on its timer).
    expect(reminders).toHaveLength(1);
    expect(await db.all('SELECT stage FROM calendar_reminders WHERE user_id = ? AND notice_id = ?', yunqiId, followedNotice)).toEqual([{ stage: 'week' }]);
  });

  it('finds a policy published through one instance in a search on the other at once, policy search and global search', async () => {
    const document = deskDocument({ title: '关于支持量子精密测量企业创新发展的若干措施', docNo: '杭经信〔2026〕321号', issuer: '杭州市经济和信息化局', supportAmount: 80 }, '支持量子精密测量企业开展关键技术攻关。');
    // Both instances answer these searches first, and keep the answers (ADR 99): the write must still be found.
    const before = await Promise.all(
      [a.portal, b.portal].flatMap((base) => [
        call(base, 'GET', `/api/policy/list?keyword=${encodeURIComponent('量子精密测量')}&pageNum=1&pageSize=10`),
        call(base, 'GET', `/api/search?keyword=${encodeURIComponent('量子精密')}`),
        call(base, 'GET', `/api/search/suggest?keyword=${encodeURIComponent('量子精密')}`),
      ]),
    );
    for (const answer of before) expect(JSON.stringify(answer.body.data)).not.toContain(document.title);
    await publishThroughDesk(a.portal, document);
    // The very next search on the other instance, no waiting: nothing is rebuilt, the write's own transaction indexed it.
    const found = await call(b.portal, 'GET', `/api/policy/list?keyword=${encodeURIComponent('量子精密测量')}&pageNum=1&pageSize=10`);
    expect((found.body.data as { rows: { title: string }[] }).rows.map((row) => row.title)).toContain(document.title);
    // And the global search on both instances at once, with the suggestions the results page asks for at the same
    // moment: the write queued the policy in its transaction, and no answer may leave before it is indexed.
    const keyword = encodeURIComponent('量子精密');
    const answers = await Promise.all(
      [a.portal, b.portal, a.portal, b.portal].flatMap((base) => [call(base, 'GET', `/api/search?keyword=${keyword}`), call(base, 'GET', `/api/search/suggest?keyword=${keyword}`)]),
    );
    type Groups = { groups: { area: string; hits: { title: { text: string }[] }[] }[] };
    for (const [index, answer] of answers.entries()) {
      const text = JSON.stringify(answer.body.data);
      if (index % 2 === 1) {
        expect(text, 'suggestions').toContain(document.title);
        continue;
      }
      const policies = (answer.body.data as Groups).groups.find((group) => group.area === 'policy');
      expect(policies?.hits.map((hit) => hit.title.map((segment) => segment.text).join('')), 'search').toContain(document.title);
    }
  });

  it('sees a write to what a kept list reads in both instances’ very next answers (ADR 126): a notice’s end, a policy’s title', async () => {
    type Notices = { rows: { id: number; endTime: string }[] };
    type Policies = { rows: { id: number; title: string }[] };
    const notices = async (base: string) => (await call(base, 'GET', '/api/notice/list?pageNum=1&pageSize=10&orderBy=publish_date')).body.data as Notices;
    const policies = async (base: string) => (await call(base, 'GET', '/api/policy/list?pageNum=1&pageSize=10&regionCode=330100')).body.data as Policies;
    // Each instance answers each list twice: the second time from memory.
    for (const base of [a.portal, b.portal, a.portal, b.portal]) await Promise.all([notices(base), policies(base)]);
    const notice = (await notices(a.portal)).rows[0]!;
    const policy = (await policies(b.portal)).rows[0]!;
    const endTime = new Date(new Date(notice.endTime).getTime() + 86_400_000).toISOString();
    // Written by neither instance, in plain SQL; the end date is no column 全站搜索 indexes, so nothing is queued.
    await db.run('UPDATE notices SET end_time = ? WHERE id = ?', endTime, notice.id);
    await db.run('UPDATE policies SET title = ? WHERE id = ?', `${policy.title}（修订）`, policy.id);
    try {
      for (const base of [a.portal, b.portal]) {
        const [noticeList, policyList] = await Promise.all([notices(base), policies(base)]);
        expect(noticeList.rows.find((row) => row.id === notice.id)?.endTime, base).toBe(endTime);
        expect(policyList.rows.find((row) => row.id === policy.id)?.title, base).toBe(`${policy.title}（修订）`);
      }
    } finally {
      await db.run('UPDATE notices SET end_time = ? WHERE id = ?', notice.endTime, notice.id);
      await db.run('UPDATE policies SET title = ? WHERE id = ?', policy.title, policy.id);
    }
    for (const base of [a.portal, b.portal]) expect((await notices(base)).rows.find((row) => row.id === notice.id)?.endTime).toBe(notice.endTime);
  });

  it('shares a push job slice by slice, and after one instance is killed the other finishes it: every message sent once', async () => {
    const document = deskDocument(
      { title: '杭州市企业研发费用补助办法（两实例推送）', docNo: '杭科〔2026〕77号', issuer: '杭州市科学技术局', supportAmount: 50, rules: rdSubsidyRules('a1', 'a1') },
      '对研发投入达到标准的企业给予补助。',
    );
    const { policyId, pushJob, token } = await publishThroughDesk(balanced, document);
    if (!pushJob) throw new Error('publishing with a rule set enqueued no push job');
    const [aPid, bPid] = [`:${a.child.pid}`, `:${b.child.pid}`];

    // Both instances hold slices of the job, and a has committed part of its own: kill a there, without a chance to clean up.
    type Slice = { id: number; cursor: number; first: number; done: number; claimed_by: string | null };
    const slicesOf = async () =>
      (await db.all(
        'SELECT id, cursor, lag(last_user, 1, 0::bigint) OVER (ORDER BY id) AS first, done, claimed_by FROM push_job_slices WHERE job_id = ? ORDER BY id',
        pushJob.id,
      )) as Slice[];
    const interrupted = await until('instance a half-way through a slice while b works on another', async () => {
      const slices = await slicesOf();
      const ofA = slices.find((slice) => slice.done === 0 && slice.cursor > slice.first && slice.claimed_by?.endsWith(aPid));
      return ofA && slices.some((slice) => slice.claimed_by?.endsWith(bPid)) ? ofA : undefined;
    });
    a.child.kill('SIGKILL');
    await a.exited;

    const job = await until('the job to finish', async () => {
      const answer = await call(balanced, 'GET', `/api/admin/push-job/${pushJob.id}`, undefined, token);
      const data = answer.body.data as { status: string; evaluated: number; sent: number };
      return data.status === 'done' ? data : undefined;
    }, 180_000).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\nslices: ${JSON.stringify(await slicesOf())}\ninstance b:\n${b.output()}`);
    });

    const slices = await slicesOf();
    expect(slices.length).toBeGreaterThan(2);
    expect(slices.every((slice) => slice.done === 1)).toBe(true);
    // The slice a was killed in was taken up by b at its last committed batch and finished there.
    expect(slices.find((slice) => slice.id === interrupted.id)?.claimed_by?.endsWith(bPid)).toBe(true);

    const perUser = (await db.all("SELECT user_id, COUNT(*) AS n FROM messages WHERE link_kind = 'policy' AND link_id = ? AND match_detail IS NOT NULL GROUP BY user_id", policyId)) as { user_id: number; n: number }[];
    expect(perUser.length).toBeGreaterThan(100);
    expect(perUser.every((row) => row.n === 1)).toBe(true);
    expect(job.sent).toBe(perUser.length);
    expect(job.evaluated).toBeGreaterThanOrEqual(job.sent);
  });
});
