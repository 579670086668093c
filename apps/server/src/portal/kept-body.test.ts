import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSerializerCompiler } from '../http/serializer-compiler';
import { registerKeptBodies, sendKept } from './kept-body';
import type { KeptAnswer } from './kept-body';

type Item = { n: number; name: string };

const itemSchema = {
  type: 'object',
  required: ['code', 'data'],
  properties: {
    code: { type: 'integer' },
    data: { type: 'object', required: ['n', 'name'], properties: { n: { type: 'integer' }, name: { type: 'string' } } },
  },
};
const response = { 200: { content: { 'application/json': { schema: itemSchema } } } };

let app: FastifyInstance;
let serialized = 0;
const kept: KeptAnswer<Item> = { value: { n: 1, name: '高新技术企业' } };
const alone: KeptAnswer<Item> = { value: { n: 5, name: '科技型中小企业' } };
// A value the schema refuses (no name): its sending fails.
const broken: KeptAnswer<Item> = { value: { n: 2 } as Item };
// An answer just computed again (after a write): every request that waited for it gets it at the same moment.
let raced: KeptAnswer<Item> = { value: { n: 3, name: '专精特新' } };
let racedBroken: KeptAnswer<Item> = { value: { n: 4 } as Item };
let computed: Promise<void> = Promise.resolve();

beforeAll(async () => {
  app = Fastify();
  const compile = createSerializerCompiler();
  // The hosts' serializer compiler, counting the answers it serializes.
  app.setSerializerCompiler((route) => {
    const serialize = compile(route);
    return (data: unknown) => {
      serialized += 1;
      return serialize(data);
    };
  });
  registerKeptBodies(app);
  // The envelope carries a field the schema does not name: the serializer leaves it out, and so must a kept body.
  app.get('/kept', { schema: { response } }, async (_request, reply) => sendKept(reply, kept, (value) => ({ code: 200, data: value, internal: 'not in the contract' }), true));
  // An answer computed for its request alone (a key's first asking, ADR 139): sent as any answer, nothing kept.
  app.get('/alone', { schema: { response } }, async (_request, reply) => sendKept(reply, alone, (value) => ({ code: 200, data: value }), false));
  app.get('/broken', { schema: { response } }, async (_request, reply) => sendKept(reply, broken, (value) => ({ code: 200, data: value }), true));
  app.get('/raced', { schema: { response } }, async (_request, reply) => {
    await computed;
    return sendKept(reply, raced, (value) => ({ code: 200, data: value }), true);
  });
  app.get('/raced-broken', { schema: { response } }, async (_request, reply) => {
    await computed;
    return sendKept(reply, racedBroken, (value) => ({ code: 200, data: value }), true);
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('a kept answer sent as the bytes its first sending wrote', () => {
  it('serializes the first sending through the route’s schema and sends the same bytes after, without serializing again', async () => {
    const first = await app.inject({ method: 'GET', url: '/kept' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('{"code":200,"data":{"n":1,"name":"高新技术企业"}}');
    expect(serialized).toBe(1);
    const again = await app.inject({ method: 'GET', url: '/kept' });
    const third = await app.inject({ method: 'GET', url: '/kept' });
    expect(serialized).toBe(1);
    for (const later of [again, third]) {
      expect(later.statusCode).toBe(200);
      expect(Buffer.compare(later.rawPayload, first.rawPayload)).toBe(0);
      expect(later.headers['content-type']).toBe(first.headers['content-type']);
      expect(later.headers['content-length']).toBe(first.headers['content-length']);
    }
  });

  it('keeps no body of an answer not held for other requests, and serializes it each time it is sent', async () => {
    const before = serialized;
    const replies = [await app.inject({ method: 'GET', url: '/alone' }), await app.inject({ method: 'GET', url: '/alone' })];
    expect(serialized - before).toBe(2);
    expect(alone.body).toBeUndefined();
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toBe('{"code":200,"data":{"n":5,"name":"科技型中小企业"}}');
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('keeps no body from a sending that failed', async () => {
    const failed = await app.inject({ method: 'GET', url: '/broken' });
    expect(failed.statusCode).toBe(500);
    expect(broken.body).toBeUndefined();
    const before = serialized;
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    expect(serialized).toBeGreaterThan(before);
  });
});

describe('an answer many requests waited for', () => {
  /** Ten requests held until the answer is ready, then let go together, as those that raced a write's recomputing. */
  const race = async (url: string) => {
    let ready!: () => void;
    computed = new Promise<void>((done) => {
      ready = done;
    });
    const sent = Array.from({ length: 10 }, () => app.inject({ method: 'GET', url }));
    // Every request has reached its handler before the answer is ready.
    await new Promise((done) => setTimeout(done, 50));
    ready();
    return await Promise.all(sent);
  };

  it('is serialized once, whatever the number of requests that got it at the same moment', async () => {
    raced = { value: { n: 3, name: '专精特新' } };
    const before = serialized;
    const replies = await race('/raced');
    expect(serialized - before).toBe(1);
    expect(raced.body?.toString()).toBe('{"code":200,"data":{"n":3,"name":"专精特新"}}');
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toBe('{"code":200,"data":{"n":3,"name":"专精特新"}}');
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('when the first sending fails, each request that waited for it sends its own (and fails as it did)', async () => {
    racedBroken = { value: { n: 4 } as Item };
    const before = serialized;
    const replies = await race('/raced-broken');
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array.from({ length: 10 }, () => 500));
    expect(serialized - before).toBe(10);
    expect(racedBroken.body).toBeUndefined();
  });
});
