import { describe, expect, it } from 'vitest';
import { createTestHosts } from '../testing/test-hosts';
import { createSerializerCompiler } from './serializer-compiler';

const route = { method: 'GET', url: '/x', httpStatus: '200' };
const envelope = () => ({
  type: 'object',
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: { type: 'array', items: { type: 'string' } } },
});

describe('createSerializerCompiler', () => {
  it('compiles a schema once per process, for every host and route that declares it', () => {
    const first = createSerializerCompiler()({ ...route, schema: envelope() });
    const again = createSerializerCompiler()({ ...route, url: '/y', schema: envelope() });
    expect(again).toBe(first);
  });

  it('keeps schemas that differ apart, and serializes by the schema as Fastify would', () => {
    const compile = createSerializerCompiler();
    const list = compile({ ...route, schema: envelope() });
    const count = compile({ ...route, schema: { type: 'object', properties: { code: { type: 'integer' }, data: { type: 'integer' } } } });
    expect(count).not.toBe(list);
    expect(JSON.parse(list({ code: 200, msg: '操作成功', data: ['a'], token: 'secret' }))).toEqual({ code: 200, msg: '操作成功', data: ['a'] });
    expect(JSON.parse(count({ code: 200, data: 3, msg: 'dropped' }))).toEqual({ code: 200, data: 3 });
  });

  // Seeds two databases: seconds on a busy CI machine, which is not what this test is about.
  it('leaves two hosts in one process answering from their own databases', async () => {
    const first = await createTestHosts();
    const second = await createTestHosts();
    type Page = { data: { rows: { id: number; title: string }[] } };
    const firstRow = async (hosts: typeof first) =>
      ((await hosts.portal.inject({ method: 'GET', url: '/api/policy/list?pageNum=1&pageSize=1' })).json() as Page).data.rows[0];
    try {
      const row = await firstRow(first);
      expect(row).toBeDefined();
      await first.db.run('UPDATE policies SET title = ? WHERE id = ?', '只在第一个库里改过的标题', row?.id);
      expect(await firstRow(first)).toMatchObject({ id: row?.id, title: '只在第一个库里改过的标题' });
      expect(await firstRow(second)).toMatchObject({ id: row?.id, title: row?.title });
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 60_000);
});
