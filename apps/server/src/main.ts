import { systemClock } from './clock';
import { describeDatabase, readHostsConfig } from './config';
import { createHosts } from './create-hosts';
import { warmSegmenter } from './shared/chinese/segmenter';
import { startIndexBacklog } from './index-backlog';
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
  });

  // The segmenter's dictionaries load before the first question, not during it. What waits to be indexed (after a
  // bulk import or a migration, tens of thousands of documents) is indexed in the background once the hosts listen
  // (ADR 113): an instance that refused traffic until then was down for half an hour.
  warmSegmenter();
  let backlog: IndexBacklogRunner | undefined;
  const reminders = await startReminderSchedule(hosts.db, systemClock, (error) => hosts.portal.log.error({ err: error }, 'reminder sweep failed'));

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
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
        '',
      ].join('\n'),
    );
    backlog = startIndexBacklog(hosts.db, {
      log: (message, fields) => hosts.portal.log.info(fields, message),
      onError: (error) => hosts.portal.log.error({ err: error }, 'index backlog batch failed'),
    });
  } catch (error) {
    await hosts.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
