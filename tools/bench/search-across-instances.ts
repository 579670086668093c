/**
 * How long a policy written by one server instance takes to be found by the search of another (issue 32: "a write
 * is searchable on another instance within 1 s"). Instance B is a child process serving HTTP on --port (default
 * 3490); this process is instance A, writing each policy as the server does (`insertPolicy`, one transaction), then
 * asking B's 全站搜索 (`/api/search`) and policy search (`/api/policy/list?keyword=`) side by side every 10 ms until
 * the policy is in the answer (after one search of each, B's cold start). The policies written are deleted at the end.
 *
 *   DATABASE_URL=postgres://… npx tsx --tsconfig apps/server/tsconfig.json tools/bench/search-across-instances.ts [--port 3490] [--rounds 10]
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createHosts, insertPolicy, syncClauseIndex } from '@smes/server/testing';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the database both instances share');
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const port = option('--port', 3490);
const rounds = option('--rounds', 10);
const TITLE = '跨实例检索测试量子芯片扶持办法';
const deadlineMs = 10_000;

if (args.includes('--serve')) {
  const hosts = await createHosts({ database: { url }, appOrigins: ['http://127.0.0.1:4200'] });
  await hosts.portal.listen({ host: '127.0.0.1', port });
  console.log('listening');
  const stop = () => void hosts.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1] ?? '', '--serve', '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => (chunk.toString().includes('listening') ? resolve() : undefined));
    child.on('exit', (code) => reject(new Error(`instance B exited with ${code}`)));
  });
  const hosts = await createHosts({ database: { url }, appOrigins: ['http://127.0.0.1:4200'] });
  const base = `http://127.0.0.1:${port}`;
  // The answer names the policy by its id (全站搜索's items and the policy list's rows alike).
  const found = async (path: string, id: number) => new RegExp(`"(id|sourceId)":"?${id}"?[,}]`).test(await (await fetch(`${base}${path}`)).text());
  const waitFor = async (path: string, id: number, written: number) => {
    while (performance.now() - written < deadlineMs) {
      if (await found(path, id)) return performance.now() - written;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return Number.POSITIVE_INFINITY;
  };
  const ids: number[] = [];
  const times = { global: [] as number[], policy: [] as number[] };
  try {
    // B's first answers pay for its cold start (connections, plans), not for the write: one search of each first.
    await found(`/api/search?keyword=${encodeURIComponent(TITLE)}&area=policy`, 0);
    await found(`/api/policy/list?keyword=${encodeURIComponent(TITLE)}`, 0);
    console.log(`load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
    for (let round = 0; round < rounds; round += 1) {
      const word = `量子芯片${round}号`;
      const written = performance.now();
      const id = await insertPolicy(hosts.db, {
        title: `${TITLE}（${word}）`, docNo: `杭经信发〔2026〕${900 + round}号`, issuer: '杭州市经济和信息化局', level: 'municipal', regionCode: '330100', provinceCode: '330000',
        cityCode: '330100', regionName: '杭州市', category: '资金扶持', industries: [], validity: 'valid', writtenDate: '2026-11-28', publishDate: '2026-11-28',
        effectiveDate: '2026-11-28', repealDate: null, content: ['第一条　对量子芯片企业给予奖励。'], viewCount: 0, supportAmount: null, patentSubsidies: null,
        ruleSet: null, createdAt: '2026-11-28T00:00:00.000Z', attachments: [],
      });
      ids.push(id);
      const afterWrite = performance.now();
      // Both searches asked side by side, each from the commit on.
      const [global, policy] = await Promise.all([
        waitFor(`/api/search?keyword=${encodeURIComponent(TITLE)}&area=policy`, id, afterWrite),
        waitFor(`/api/policy/list?keyword=${encodeURIComponent(TITLE)}`, id, afterWrite),
      ]);
      times.global.push(global);
      times.policy.push(policy);
      console.log(`round ${round}: write ${(afterWrite - written).toFixed(0)} ms; found by B's 全站搜索 ${times.global.at(-1)?.toFixed(0)} ms, policy search ${times.policy.at(-1)?.toFixed(0)} ms after the commit`);
    }
    const summary = (list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return `median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} · max ${sorted.at(-1)?.toFixed(0)} ms`;
    };
    console.log(`found on the other instance after the write's commit: 全站搜索 ${summary(times.global)}; policy search ${summary(times.policy)} (${rounds} writes)`);
    console.log(`load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
  } finally {
    for (const id of ids) {
      await hosts.db.run('DELETE FROM policy_desk WHERE policy_id = ?', id);
      await hosts.db.run('DELETE FROM policies WHERE id = ?', id);
    }
    await syncClauseIndex(hosts.db);
    await hosts.close();
    child.kill('SIGTERM');
  }
}
