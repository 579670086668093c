import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { SLOW_REQUEST_MS, registerOperations } from '../portal/operations';
import { createBaseServer } from './base-server';

/** A host whose log lines are kept, with a quick route and one slower than the slow-request bound. */
async function loggedHost(requestLogging?: boolean) {
  const lines: { msg: string; level: number; ms?: number; operation?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
      done();
    },
  });
  const app = await createBaseServer({ logger: { level: 'info', stream }, requestLogging, appOrigins: [], errorBody: (status, msg) => ({ status, msg }) });
  // The portal's timer (no database is read by these routes).
  registerOperations(app, {} as Db);
  app.get('/quick', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('request logging (ADR 118)', () => {
  it('writes no line per request unless asked for, and the two lines when asked', async () => {
    const quiet = await loggedHost();
    expect((await quiet.app.inject({ method: 'GET', url: '/quick' })).statusCode).toBe(200);
    expect(quiet.lines.map((line) => line.msg)).toEqual([]);
    await quiet.app.close();

    const asked = await loggedHost(true);
    await asked.app.inject({ method: 'GET', url: '/quick' });
    // Its arrival, and its end (through inject Fastify calls it 'request errored': the fake socket closes oddly).
    expect(asked.lines.map((line) => line.msg)).toEqual(['incoming request', expect.stringMatching(/^request (completed|errored)$/)]);
    await asked.app.close();
  });

  it('logs a request slower than a second anyway, with its route and time', async () => {
    const { app, lines } = await loggedHost();
    expect((await app.inject({ method: 'GET', url: '/slow' })).statusCode).toBe(200);
    const slow = lines.filter((line) => line.msg === 'slow request');
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({ operation: '/slow', level: 40 });
    expect(slow[0]!.ms).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
    await app.close();
  });
});
