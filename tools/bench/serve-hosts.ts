/**
 * The stand-in hosts on ephemeral loopback ports with a fresh in-memory database, in a process of their
 * own so a load generator does not share their event loop (tools/bench/load.ts). Prints one JSON line
 * with both addresses, then serves until it is terminated. On SIGUSR2 it prints one more JSON line: how long
 * its event loop was held up since the last one (p50, p99, max in ms) and how much of the time it was busy (%),
 * for a bench to tell the host's own delay from the machine's.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createHosts } from '@smes/server/testing';

const hosts = await createHosts({ appOrigins: ['http://127.0.0.1:4200'], logger: false });
const portal = await hosts.portal.listen({ host: '127.0.0.1', port: 0 });
const sso = await hosts.sso.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ portal, sso }));
const stop = () => void hosts.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let utilisation = performance.eventLoopUtilization();
process.on('SIGUSR2', () => {
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const busy = performance.eventLoopUtilization(utilisation).utilization;
  utilisation = performance.eventLoopUtilization();
  console.log(JSON.stringify({ loopDelay: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max), busy: Math.round(busy * 1000) / 10 } }));
  loop.reset();
});
process.on('SIGINT', stop);
