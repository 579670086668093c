import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock';
import { body, createTestHosts } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

type Row = {
  id: number;
  projectName: string;
  deptName: string;
  level: string;
  status: string;
  supportAmount: number | null;
  createTime: string;
  endTime: string;
  viewCount: number;
  tags: string[];
};
type Page = { rows: Row[]; total: number; pageNum: number; pageSize: number };

let hosts: TestHosts;

beforeAll(async () => {
  hosts = await createTestHosts();
});

afterAll(async () => {
  await hosts.close();
});

async function list(query: string): Promise<Page> {
  const response = await hosts.portal.inject({ method: 'GET', url: `/api/gDeclaraManage/list?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<Page>>(response).data;
}

async function listError(query: string): Promise<{ status: number; msg: string }> {
  const response = await hosts.portal.inject({ method: 'GET', url: `/api/gDeclaraManage/list?${query}` });
  return { status: response.statusCode, msg: body(response).msg };
}

describe('paging', () => {
  it('defaults to page 1 of 10, newest first', async () => {
    const page = await list('');
    expect(page).toMatchObject({ pageNum: 1, pageSize: 10, total: 150 });
    expect(page.rows).toHaveLength(10);
    const times = page.rows.map((row) => row.createTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('walks the pages without overlap', async () => {
    const first = await list('pageNum=1&pageSize=7');
    const second = await list('pageNum=2&pageSize=7');
    expect(second.rows).toHaveLength(7);
    expect(first.rows.map((row) => row.id)).not.toContain(second.rows[0]?.id);
  });

  it('answers empty rows with the real total past the last page', async () => {
    const page = await list('pageNum=99&pageSize=10');
    expect(page.rows).toEqual([]);
    expect(page.total).toBe(150);
  });

  it('serves the last partial page', async () => {
    expect((await list('pageNum=2&pageSize=100')).rows).toHaveLength(50);
  });
});

describe('ordering', () => {
  const value = (row: Row, column: string): number | string =>
    ({ create_time: row.createTime, end_time: row.endTime, support_amount: row.supportAmount ?? -1, view_count: row.viewCount })[column] ?? '';

  for (const column of ['create_time', 'end_time', 'support_amount', 'view_count']) {
    for (const direction of ['asc', 'desc']) {
      it(`orders by ${column} ${direction}`, async () => {
        const { rows } = await list(`pageSize=100&orderByColumn=${column}&isAsc=${direction}`);
        const values = rows.map((row) => value(row, column));
        const sorted = [...values].sort((left, right) => (left < right ? -1 : left > right ? 1 : 0));
        expect(values).toEqual(direction === 'asc' ? sorted : sorted.reverse());
      });
    }
  }
});

describe('filters', () => {
  it('matches the keyword in the name, the department or the tags', async () => {
    const byName = await list(`keyword=${encodeURIComponent('专精特新')}&pageSize=100`);
    expect(byName.total).toBeGreaterThan(0);
    for (const row of byName.rows) {
      expect(`${row.projectName}${row.deptName}${row.tags.join()}`).toContain('专精特新');
    }
    const byDepartment = await list(`keyword=${encodeURIComponent('商务局')}&pageSize=100`);
    expect(byDepartment.total).toBeGreaterThan(0);
    expect(byDepartment.rows.every((row) => row.deptName.includes('商务局'))).toBe(true);
    const byTag = await list(`keyword=${encodeURIComponent('税收优惠')}&pageSize=100`);
    expect(byTag.total).toBeGreaterThan(0);
    expect(byTag.rows.every((row) => row.tags.includes('税收优惠'))).toBe(true);
  });

  it('treats LIKE wildcards in the keyword literally', async () => {
    expect((await list('keyword=%25')).total).toBe(0);
    expect((await list('keyword=_')).total).toBe(0);
  });

  it('filters by status and level, and the status buckets add up', async () => {
    let sum = 0;
    for (const status of ['open', 'not_started', 'closed']) {
      const page = await list(`status=${status}&pageSize=100`);
      expect(page.rows.every((row) => row.status === status)).toBe(true);
      sum += page.total;
    }
    expect(sum).toBe(150);
    const district = await list('level=district&pageSize=100');
    expect(district.total).toBeGreaterThan(0);
    expect(district.rows.every((row) => row.level === 'district')).toBe(true);
  });

  it('combines keyword, status and level', async () => {
    const page = await list(`keyword=${encodeURIComponent('认定')}&status=open&level=provincial&pageSize=100`);
    for (const row of page.rows) {
      expect(row).toMatchObject({ status: 'open', level: 'provincial' });
    }
  });

  it('computes the status at request time', async () => {
    const openBefore = (await list('status=open&pageSize=1')).total;
    hosts.clock.advance(400 * DAY_MS);
    try {
      expect((await list('status=open&pageSize=1')).total).toBe(0);
      expect((await list('status=closed&pageSize=1')).total).toBe(150);
    } finally {
      hosts.clock.advance(-400 * DAY_MS);
    }
    expect((await list('status=open&pageSize=1')).total).toBe(openBefore);
  });
});

describe('malformed parameters', () => {
  it.each([
    ['pageSize=0', '参数 pageSize 不合法：须为 1-100 的整数'],
    ['pageSize=101', '参数 pageSize 不合法：须为 1-100 的整数'],
    ['pageSize=abc', '参数 pageSize 不合法：须为 1-100 的整数'],
    ['pageSize=2.5', '参数 pageSize 不合法：须为 1-100 的整数'],
    ['pageNum=0', '参数 pageNum 不合法：须为 1-100000 的整数'],
    ['pageNum=-3', '参数 pageNum 不合法：须为 1-100000 的整数'],
    ['orderByColumn=name', '参数 orderByColumn 不合法：须为以下取值之一：create_time、end_time、support_amount、view_count'],
    ['isAsc=up', '参数 isAsc 不合法：须为以下取值之一：asc、desc'],
    ['status=pending', '参数 status 不合法：须为以下取值之一：not_started、open、closed'],
    ['level=city', '参数 level 不合法：须为以下取值之一：national、provincial、municipal、district'],
    [`keyword=${'a'.repeat(51)}`, '参数 keyword 不合法：长度不能超过 50 个字符'],
  ])('%s → 400 %s', async (query, message) => {
    expect(await listError(query)).toEqual({ status: 400, msg: message });
  });
});

describe('detail', () => {
  it('answers the full project with conditions, materials, batches and procedure', async () => {
    const response = await hosts.portal.inject({ method: 'GET', url: '/api/gDeclaraManage/3' });
    const project = body<Envelope<Record<string, unknown> & { conditions: { basis: string; kind: string }[] }>>(response).data;
    expect(project).toMatchObject({ id: 3 });
    expect(project.conditions.length).toBeGreaterThan(2);
    for (const condition of project.conditions) {
      expect(condition.basis).toMatch(/^《.+》第[一二三四五六七八九十]+条(（[一二三四五六七八九十]+）)?$/);
      expect(['hard', 'soft']).toContain(condition.kind);
    }
  });

  it('counts a view', async () => {
    const before = body<Envelope<{ viewCount: number }>>(await hosts.portal.inject({ method: 'GET', url: '/api/gDeclaraManage/4' })).data.viewCount;
    const after = body<Envelope<{ viewCount: number }>>(await hosts.portal.inject({ method: 'GET', url: '/api/gDeclaraManage/4' })).data.viewCount;
    expect(after).toBe(before + 1);
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const missing = await hosts.portal.inject({ method: 'GET', url: '/api/gDeclaraManage/151' });
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toEqual({ code: 404, msg: '申报项目不存在', data: null, statusCode: 404 });
    const malformed = await hosts.portal.inject({ method: 'GET', url: '/api/gDeclaraManage/abc' });
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed).msg).toBe('参数 id 不合法：须为正整数');
  });
});

describe('materials export', () => {
  it('answers a UTF-8 CSV with BOM and a Chinese file name in filename*', async () => {
    const detail = body<Envelope<{ projectName: string; materials: { name: string; required: boolean }[] }>>(
      await hosts.portal.inject({ method: 'GET', url: '/api/gDeclaraManage/5' }),
    ).data;
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/gDeclaraManage/5/materials/export' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['access-control-expose-headers']).toBe('Content-Disposition');

    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="declaration-5-materials\.csv"; filename\*=UTF-8''/);
    const encoded = disposition.split("filename*=UTF-8''")[1] ?? '';
    expect(encoded).toMatch(/^[A-Za-z0-9%._~!$&+^`|-]+$/);
    expect(decodeURIComponent(encoded)).toBe(`${detail.projectName}-申报材料清单.csv`);

    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('序号,材料名称,是否必需,说明');
    expect(lines).toHaveLength(detail.materials.length + 1);
    const first = detail.materials[0];
    expect(lines[1]).toMatch(new RegExp(`^1,${first?.name},${first?.required ? '是' : '否'},`));
  });

  it('answers 404 for an unknown project', async () => {
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/gDeclaraManage/999/materials/export' });
    expect(response.statusCode).toBe(404);
    expect(body(response).msg).toBe('申报项目不存在');
  });
});
