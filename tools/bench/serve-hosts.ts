/**
 * The stand-in hosts on ephemeral loopback ports with a fresh in-memory database, in a process of their
 * own so a load generator does not share their event loop (tools/bench/load.ts). Prints one JSON line
 * with both addresses, then serves until it is terminated.
 */
import { createHosts } from '../provider-hosts/src/create-hosts';

const hosts = await createHosts({ dbFile: ':memory:', appOrigins: ['http://127.0.0.1:4200'], logger: false });
const portal = await hosts.portal.listen({ host: '127.0.0.1', port: 0 });
const sso = await hosts.sso.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ portal, sso }));
const stop = () => void hosts.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
