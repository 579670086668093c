/**
 * The plans of the statements a search sends (issue 32): each statement of a policy search (or 全站搜索) of the words
 * given is run under `EXPLAIN (ANALYZE, BUFFERS)` first, its plan printed, then run as the search sends it.
 *
 *   DATABASE_URL=postgres://… npx tsx --tsconfig apps/server/tsconfig.json tools/bench/explain-search.ts [policy|global] word… [--page N]
 */
import type { Db } from '@smes/server/testing';
import { openPool, searchIndex, searchPolicies, warmSegmenter } from '@smes/server/testing';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the database');
const args = process.argv.slice(2);
const which = args[0] === 'global' ? 'global' : 'policy';
const pageAt = args.indexOf('--page');
const pageNum = pageAt >= 0 ? Number(args[pageAt + 1]) : 1;
const words = args.slice(1).filter((_word, index) => pageAt < 0 || (index + 1 !== pageAt && index + 1 !== pageAt + 1));
const db = await openPool(url, { poolSize: 2 });

function explained(inner: Db): Db {
  const wrap = <A extends unknown[], R>(call: (sql: string, ...args: A) => Promise<R>) =>
    async (sql: string, ...params: A): Promise<R> => {
      if (/^\s*(WITH|SELECT)/i.test(sql) && !/pg_stats|pg_class|table_changes|search_index_queue/.test(sql)) {
        const plan = (await inner.all(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, ...(params as unknown as never[]))) as { 'QUERY PLAN': string }[];
        console.log(`--- ${sql.replace(/\s+/g, ' ').slice(0, 160)}…`);
        console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
      }
      return await call(sql, ...params);
    };
  return { ...inner, all: wrap(inner.all.bind(inner)), get: wrap(inner.get.bind(inner)) } as Db;
}

try {
  warmSegmenter();
  const probe = explained(db);
  for (const word of words) {
    console.log(`=== ${which} ${word} page ${pageNum}`);
    if (which === 'policy') {
      const page = await searchPolicies(probe, { keyword: word, pageNum, pageSize: 10, orderBy: 'relevance', isAsc: 'desc' });
      console.log(`total ${page.total}${page.totalCapped ? '+' : ''}, ids ${page.rows.map((row) => row.id).join(' ')}`);
    } else {
      const result = await searchIndex(probe, word, { pageNum, pageSize: 10 });
      console.log(`total ${result.total}${result.totalCapped ? '+' : ''}`);
    }
  }
} finally {
  await db.close();
}
