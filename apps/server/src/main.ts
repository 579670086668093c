import { getHeapStatistics } from 'node:v8';
import { systemClock } from './clock';
import { describeDatabase, readHostsConfig } from './config';
import { createHosts } from './create-hosts';
import { warmRuleSets } from './domain/rule-set-warm-up';
import { warmSegmenter } from './shared/chinese/segmenter';
import { indexSmallBacklog, startIndexBacklog } from './index-backlog';
import type { IndexBacklogRunner } from './index-backlog';
import { startReminderSchedule } from './reminder-schedule';

async function main(): Promise<void> {
  const config = readHostsConfig();
  const hosts = await createHosts({
    database: config.database,
    appOrigins: config.appOrigins,
    portalOrigin: config.portalOrigin,
    testHooks: config.testHooks,
    demoAccounts: config.demoAccounts,
    trustProxy: config.trustProxy,
    logger: { level: process.env['LOG_LEVEL'] ?? 'info' },
    requestLogging: config.requestLogging,
    answerMaxAgeMs: config.answerMaxAgeMs,
  });

  // The segmenter's dictionaries load before the first question, not during it. What waits to be indexed (after a
  // bulk import or a migration, tens of thousands of documents) is indexed in the background once the hosts listen
  // (ADR 113): an instance that refused traffic until then was down for half an hour.
  warmSegmenter();
  // A demo-sized backlog (a freshly seeded database) is indexed before listening, so its first search is whole.
  const indexedFirst = await indexSmallBacklog(hosts.db, config.indexBeforeListen);
  if (indexedFirst) hosts.portal.log.info(indexedFirst, 'index backlog indexed before listening');
  let backlog: IndexBacklogRunner | undefined;
  const reminders = await startReminderSchedule(hosts.db, systemClock, (error) => hosts.portal.log.error({ err: error }, 'reminder sweep failed'));

  let stopping = false;
  const warming = new AbortController();
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    warming.abort();
    hosts.portal.log.info(`${signal} received, closing the provider hosts`);
    reminders.stop();
    (backlog?.stop() ?? Promise.resolve()).then(() => hosts.close()).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  try {
    const [portalUrl, ssoUrl] = await Promise.all([
      hosts.portal.listen({ host: config.host, port: config.portalPort }),
      hosts.sso.listen({ host: config.host, port: config.ssoPort }),
    ]);
    console.log(
      [
        '',
        '  中小企业服务门户 · provider stand-in hosts',
        `  Portal API      ${portalUrl}`,
        `  SSO and notes   ${ssoUrl}    (login page: ${ssoUrl}/login?backUrl=${encodeURIComponent(`${config.portalOrigin}/`)})`,
        `  Database        ${describeDatabase(config.database)}`,
        `  App origins     ${config.appOrigins.join(', ')}`,
        // The cap tools/scripts/server-process.mjs gives node (SERVER_HEAP_MB), or V8's own when started otherwise.
        `  Heap limit      ${Math.round(getHeapStatistics().heap_size_limit / 1024 / 1024)} MB`,
        '',
      ].join('\n'),
    );
    backlog = startIndexBacklog(hosts.db, {
      log: (message, fields) => hosts.portal.log.info(fields, message),
      onError: (error) => hosts.portal.log.error({ err: error }, 'index backlog batch failed'),
    });
    warmRuleSetsAfterListening(hosts, warming.signal);
  } catch (error) {
    await hosts.close();
    throw error;
  }
}

/**
 * Parses the matchable rule sets into the cache in the background once the hosts listen (ADR 114): an instance's
 * first match then reads none of their text. It never delays listening; requests run between its slices.
 */
function warmRuleSetsAfterListening(hosts: Awaited<ReturnType<typeof createHosts>>, signal: AbortSignal): void {
  warmRuleSets(hosts.db, { signal }).then(
    (warm) => hosts.portal.log.info(warm, 'parsed rule sets warmed'),
    (error: unknown) => hosts.portal.log.warn({ err: error }, 'warming the parsed rule sets failed: matches read them as they come'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
