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
// A value the schema refuses (no name): its sending fails.
const broken: KeptAnswer<Item> = { value: { n: 2 } as Item };

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
  app.get('/kept', { schema: { response } }, async (_request, reply) => sendKept(reply, kept, (value) => ({ code: 200, data: value, internal: 'not in the contract' })));
  app.get('/broken', { schema: { response } }, async (_request, reply) => sendKept(reply, broken, (value) => ({ code: 200, data: value })));
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

  it('keeps no body from a sending that failed', async () => {
    const failed = await app.inject({ method: 'GET', url: '/broken' });
    expect(failed.statusCode).toBe(500);
    expect(broken.body).toBeUndefined();
    const before = serialized;
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    expect(serialized).toBeGreaterThan(before);
  });
});
