import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { workspaceRoot } from './config';
import { createDb } from './db/database';
import type { Db } from './db/database';
import { composeAnswer } from './domain/assistant/answer';
import { indexNewestClauseDocs, QUESTION_DRAIN_LIMIT } from './domain/assistant/clause-store';
import { globalSearch } from './domain/global-search/global-search';
import { indexNewestSearchItems, indexSearchBacklogBatch, SEARCH_DRAIN_LIMIT, searchBacklog } from './domain/global-search/search-index';
import { indexSmallBacklog, startIndexBacklog } from './index-backlog';
import { openSeededDatabase } from './seeded-database';
import { openTestDatabase, urlOf } from './testing/test-database';
import { createTestHosts, TEST_START } from './testing/test-hosts';

/**
 * The indexing backlog (ADR 113): after a bulk import or a migration the queues hold every document, and the server
 * must serve at once while the backlog is indexed in the background, batch by batch, by every instance; a search or a
 * question indexes only the few items queued last.
 */

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

const opened: Db[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

async function database(): Promise<Db> {
  const db = await openTestDatabase(TEST_START);
  opened.push(db);
  return db;
}

/** Queues every indexed item again (or the first `limit` of each queue), as a migration that requeues documents does. */
async function requeueEverything(db: Db, limit = 1_000_000): Promise<{ search: number; assistant: number }> {
  await db.run('INSERT INTO search_index_queue (area, source_id) SELECT area, source_id FROM search_documents ORDER BY area, source_id LIMIT ? ON CONFLICT DO NOTHING', limit);
  await db.run('INSERT INTO assistant_index_queue (doc_type, doc_id) SELECT doc_type, doc_id FROM assistant_docs ORDER BY doc_type, doc_id LIMIT ? ON CONFLICT DO NOTHING', limit);
  return await queued(db);
}

async function queued(db: Db): Promise<{ search: number; assistant: number }> {
  const row = (await db.get(
    'SELECT (SELECT COUNT(*) FROM search_index_queue) AS search, (SELECT COUNT(*) FROM assistant_index_queue) AS assistant',
  )) as { search: number; assistant: number };
  return { search: Number(row.search), assistant: Number(row.assistant) };
}

/** A policy published through plain SQL (as a bulk import writes), with a word no other document holds. */
async function publishPolicy(db: Db): Promise<number> {
  const row = await db.run(
    `INSERT INTO policies (title, doc_no, issuer, level, region_code, province_code, city_code, region_name, category, industries, validity,
       written_date, publish_date, effective_date, content, body, created_at)
     VALUES ('余杭区低空经济无人机企业扶持办法', '余经信发〔2026〕99号', '余杭区经济和信息化局', 'district', '330110', '330000', '330100', '余杭区', '资金扶持', '[]', 'valid',
       '2026-01-01', '2026-01-02', '2026-01-03', ?, '', '2026-01-02') RETURNING id`,
    JSON.stringify(['第一条　支持内容。对新取得无人机适航认证的企业，给予一次性奖励 88 万元。']),
  );
  return row.lastInsertRowid;
}

describe('the indexing backlog', () => {
  it('is left queued by start-up: the hosts serve and report it while every document waits', async () => {
    const seeded = await database();
    const backlog = await requeueEverything(seeded);
    expect(backlog.search).toBeGreaterThan(1_000);
    expect(backlog.assistant).toBeGreaterThan(500);
    // Start-up as main.ts runs it: opened, migrated and seeded, then the hosts.
    const db = await openSeededDatabase({ url: urlOf(seeded) }, () => TEST_START);
    const hosts = await createTestHosts({ db });
    try {
      expect(await queued(db)).toEqual(backlog);
      expect((await hosts.portal.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect((await hosts.portal.inject({ method: 'GET', url: '/api/notice/list?pageNum=1&pageSize=10' })).statusCode).toBe(200);
      const metrics = (await hosts.portal.inject({ method: 'GET', url: '/metrics' })).body;
      expect(metrics).toContain(`portal_index_backlog_items{queue="search"} ${backlog.search}`);
      expect(metrics).toContain(`portal_index_backlog_items{queue="assistant"} ${backlog.assistant}`);
    } finally {
      await hosts.close();
    }
  });

  it('lets the server process listen at once and index the backlog behind it', async () => {
    const db = await database();
    const backlog = await requeueEverything(db);
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: workspaceRoot,
      env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json', DATABASE_URL: urlOf(db), PORTAL_API_PORT: String(port), SSO_PORT: String(await freePort()), PROVIDER_HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_POOL_SIZE: '4', INDEX_BEFORE_LISTEN: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    try {
      const deadline = Date.now() + 60_000;
      while (!output.includes('Portal API')) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not listen:\n${output}`);
        await new Promise((done) => setTimeout(done, 100));
      }
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      const left = await queued(db);
      // Listening came first: most of the backlog is still there, and the background takes it from there.
      expect(left.assistant).toBeGreaterThan(backlog.assistant / 2);
      const until = Date.now() + 60_000;
      while ((await queued(db)).assistant >= left.assistant && Date.now() < until) await new Promise((done) => setTimeout(done, 200));
      expect((await queued(db)).assistant).toBeLessThan(left.assistant);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 120_000);

  it('finds a document published after a large backlog with the very next search and question, indexing only the newest few', async () => {
    const db = await database();
    const backlog = await requeueEverything(db);
    const policyId = await publishPolicy(db);

    const found = await globalSearch(db, { keyword: '低空经济无人机', pageNum: 1, pageSize: 10 });
    expect(found.groups.find((group) => group.area === 'policy')?.hits.map((hit) => hit.id)).toContain(String(policyId));
    expect((await queued(db)).search).toBe(backlog.search + 1 - SEARCH_DRAIN_LIMIT);
    // What it could not search yet, the answer says: the page must not present a partial answer as the whole.
    expect(found.pending).toBe(backlog.search + 1 - SEARCH_DRAIN_LIMIT);

    const answer = await composeAnswer(db, { question: '余杭无人机适航认证奖励多少', ledger: null, doc: null, now: TEST_START });
    expect(answer.text.split('\n')[0]).toContain('88 万元');
    expect(answer.citations[0]).toMatchObject({ title: '余杭区低空经济无人机企业扶持办法', clause: '第一条' });
    const left = (await queued(db)).assistant;
    expect(left).toBe(backlog.assistant + 1 - QUESTION_DRAIN_LIMIT);
    // What it could not search, the answer says.
    expect(answer.text).toContain(`另有 ${left} 篇政策文件正在建立索引`);
  });

  it('moves an item written again to the front of the queue', async () => {
    const db = await database();
    await requeueEverything(db);
    // A policy already waiting deep in the backlog is edited: the edit is the newest change.
    const oldest = (await db.get("SELECT source_id FROM search_index_queue WHERE area = 'policy' ORDER BY queued LIMIT 1")) as { source_id: number };
    await db.run("UPDATE policies SET title = '关于支持量子通信企业发展的若干措施' WHERE id = ?", oldest.source_id);
    const found = await globalSearch(db, { keyword: '量子通信', pageNum: 1, pageSize: 10 });
    expect(found.groups.find((group) => group.area === 'policy')?.hits.map((hit) => hit.id)).toEqual([String(oldest.source_id)]);
  });

  it('indexes at most the bounded number before a question or a search', async () => {
    const db = await database();
    const backlog = await requeueEverything(db, 120);
    expect(await indexNewestSearchItems(db)).toBe(SEARCH_DRAIN_LIMIT);
    expect(await indexNewestClauseDocs(db)).toBe(QUESTION_DRAIN_LIMIT);
    expect(await queued(db)).toEqual({ search: backlog.search - SEARCH_DRAIN_LIMIT, assistant: backlog.assistant - QUESTION_DRAIN_LIMIT });
    // With nothing waiting there is no note.
    const quiet = await (async () => {
      const runner = startIndexBacklog(db, { searchBatch: 1_000, clauseBatch: 200 });
      await runner.drained();
      await runner.stop();
      return await composeAnswer(db, { question: '研发费用加计扣除的申报条件是什么', ledger: null, doc: null, now: TEST_START });
    })();
    expect(await queued(db)).toEqual({ search: 0, assistant: 0 });
    expect(quiet.text).not.toContain('正在建立索引');
    expect(await globalSearch(db, { keyword: '研发费用', pageNum: 1, pageSize: 10 })).not.toHaveProperty('pending');
  }, 120_000);

  it('says nothing is pending when a search took every queued item, and counts a large backlog only up to its cap', async () => {
    const db = await database();
    await requeueEverything(db, SEARCH_DRAIN_LIMIT - 1);
    expect(await globalSearch(db, { keyword: '研发费用', pageNum: 1, pageSize: 10 })).not.toHaveProperty('pending');
    expect((await queued(db)).search).toBe(0);
    const backlog = await requeueEverything(db);
    expect(backlog.search).toBeGreaterThan(SEARCH_DRAIN_LIMIT + 3);
    const found = await globalSearch(db, { keyword: '研发费用', pageNum: 1, pageSize: 10 });
    expect(found.pending).toBe(backlog.search - SEARCH_DRAIN_LIMIT);
    expect(await searchBacklog(db, 3)).toBe(3);
  }, 120_000);

  it('is indexed before listening when it is demo-sized, and left to the background when larger or when told to', async () => {
    const db = await database();
    const backlog = await requeueEverything(db, 120);
    const size = backlog.search + backlog.assistant;
    // One item over the limit: nothing indexed, the background's job.
    expect(await indexSmallBacklog(db, size - 1)).toBeNull();
    expect(await queued(db)).toEqual(backlog);
    // INDEX_BEFORE_LISTEN=0: never before listening.
    expect(await indexSmallBacklog(db, 0)).toBeNull();
    expect(await queued(db)).toEqual(backlog);
    // Within the limit: all of it, before the hosts listen.
    expect(await indexSmallBacklog(db, size)).toEqual(backlog);
    expect(await queued(db)).toEqual({ search: 0, assistant: 0 });
    expect(await indexSmallBacklog(db, size)).toBeNull();
  }, 120_000);

  it('is split by two instances without indexing anything twice, and loses nothing to a batch that dies', async () => {
    const db = await database();
    const backlog = await requeueEverything(db, 300);
    // A batch whose transaction dies half-way (a kill, a lost connection) leaves its items queued.
    await expect(
      db.transaction(async () => {
        expect(await indexSearchBacklogBatch(db, 50)).toBe(50);
        throw new Error('killed mid-batch');
      }),
    ).rejects.toThrow('killed mid-batch');
    expect(await queued(db)).toEqual(backlog);

    // A second instance: a pool of its own on the same database.
    const pool = new pg.Pool({ connectionString: urlOf(db), max: 3 });
    // As the test databases' own pools: a connection the dropped database ends is no test failure.
    pool.on('error', () => undefined);
    const other = createDb(pool);
    try {
      const options = { searchBatch: 25, clauseBatch: 5, idleMs: 50 };
      const first = startIndexBacklog(db, options);
      const second = startIndexBacklog(other, options);
      await Promise.all([first.drained(), second.drained()]);
      await Promise.all([first.stop(), second.stop()]);
      expect(await queued(db)).toEqual({ search: 0, assistant: 0 });
      const [a, b] = [first.indexed(), second.indexed()];
      // Each item was indexed by one of them: the two counts add up to the backlog exactly.
      expect(a.search + b.search).toBe(backlog.search);
      expect(a.assistant + b.assistant).toBe(backlog.assistant);
      expect(Math.min(a.search, b.search)).toBeGreaterThan(0);
      expect(Math.min(a.assistant, b.assistant)).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  }, 240_000);
});
