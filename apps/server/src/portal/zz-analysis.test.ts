import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { ledgerForEvaluation } from '../domain/ip-records';
import { buildMatchReport } from '../domain/matching';
import { createTestHosts, login } from '../testing/test-hosts';

it('dumps', async () => {
  const hosts = await createTestHosts();
  await login(hosts.portal, '13800138000');
  const userId = ((await hosts.db.get("SELECT id FROM users WHERE phone = '13800138000'")) as { id: number }).id;
  const at = hosts.clock.now();
  const report = await buildMatchReport(hosts.db, await ledgerForEvaluation(hosts.db, userId, at), '企业', at);
  writeFileSync('/tmp/s19texts/report.json', JSON.stringify(report));
  await hosts.close();
});
