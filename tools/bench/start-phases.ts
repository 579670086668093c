/**
 * Where a server's start goes before it listens (issue 32, ADR 113), in process, on the database DATABASE_URL names:
 * importing the server's modules, opening/migrating/seeding the database (openSeededDatabase), building both hosts,
 * warming the segmenter, listening. None of it reads the indexing queues any more.
 *
 *   DATABASE_URL=postgres://… npx tsx --tsconfig apps/server/tsconfig.json tools/bench/start-phases.ts
 */
const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the database');
const t0 = performance.now();
const lap = (() => {
  let last = t0;
  return (name: string) => {
    const now = performance.now();
    console.log(`${name.padEnd(34)} ${((now - last) / 1000).toFixed(2).padStart(6)} s   (${((now - t0) / 1000).toFixed(2)} s in all)`);
    last = now;
  };
})();
const { openSeededDatabase, createHosts, warmSegmenter } = await import('@smes/server/testing');
lap('import the server modules');
const db = await openSeededDatabase({ url }, () => new Date());
lap('open, migrate, seed (openSeededDatabase)');
const hosts = await createHosts({ db, appOrigins: ['http://127.0.0.1:4410'] });
lap('build both hosts');
warmSegmenter();
lap('warm the segmenter');
await hosts.portal.listen({ host: '127.0.0.1', port: Number(process.env['PORTAL_API_PORT'] ?? 3410) });
lap('listen');
const queued = (await db.get('SELECT (SELECT count(*) FROM search_index_queue) AS search, (SELECT count(*) FROM assistant_index_queue) AS assistant')) as Record<string, number>;
console.log(`queues left: search ${queued['search']}, assistant ${queued['assistant']}; load ${(await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
await hosts.close();

export {};
