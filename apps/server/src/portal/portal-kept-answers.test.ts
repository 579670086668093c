import type { PortalSchemas } from '@smes/contract-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractValidator } from '../testing/contract-validator';
import { declarationStatus } from '../domain/declarations';
import { insertNews } from '../domain/news';
import { insertNotice, reviseNotice } from '../domain/notices';
import type { NewNotice } from '../domain/notices';
import { body, createTestHosts } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

let hosts: TestHosts;
const contract = createContractValidator('portal');

beforeAll(async () => {
  hosts = await createTestHosts();
});

afterAll(async () => {
  await hosts.close();
});

const searches: [operationId: string, url: string][] = [
  ['policyList', '/api/policy/list?pageNum=1&pageSize=10'],
  ['policyList', `/api/policy/list?${new URLSearchParams({ keyword: '高新技术企业', pageNum: '2', pageSize: '5', orderBy: 'relevance' })}`],
  ['globalSearch', `/api/search?${new URLSearchParams({ keyword: '高企' })}`],
  ['globalSearch', `/api/search?${new URLSearchParams({ keyword: '专精特新', area: 'policy', pageSize: '5' })}`],
  ['globalSearchSuggest', `/api/search/suggest?${new URLSearchParams({ keyword: '专精' })}`],
  ['noticeList', '/api/notice/list?pageNum=1&pageSize=10'],
  ['noticeList', '/api/notice/list?pageNum=1&pageSize=5&status=open&orderBy=end_time&isAsc=asc'],
  ['interpretationList', '/api/interpretation/list?pageNum=1&pageSize=10'],
  ['announcementList', '/api/announcement/list?pageNum=1&pageSize=10'],
  ['declarationProjectList', '/api/gDeclaraManage/list?pageNum=1&pageSize=10&orderByColumn=create_time&isAsc=desc'],
  ['homeLatest', '/api/home/latest'],
];

describe('searches answered from memory send the bytes a fresh answer sends (ADR 118)', () => {
  it.each(searches)('%s %s: fresh, kept and fresh again after a write are the same bytes, as the contract says', async (operationId, url) => {
    // The first asking is computed for itself alone; the second is computed and kept, the third given from memory (ADR 139).
    const fresh = await hosts.portal.inject({ method: 'GET', url });
    const keptFirst = await hosts.portal.inject({ method: 'GET', url });
    const kept = await hosts.portal.inject({ method: 'GET', url });
    // Writes to the tables these answers read that change no answer (a title queues its item for 全站搜索 too): the
    // next request computes and serializes its answer again (ADR 126).
    await hosts.db.run('UPDATE policies SET title = title WHERE id = (SELECT MIN(id) FROM policies)');
    await hosts.db.run('UPDATE notices SET title = title WHERE id = (SELECT MIN(id) FROM notices)');
    // And a statement on each table the lists of ADR 140 read, which writes no row but moves its counter.
    for (const [table, column] of [['interpretations', 'title'], ['announcements', 'title'], ['declaration_projects', 'project_name'], ['news', 'title']]) {
      await hosts.db.run(`UPDATE ${table} SET ${column} = ${column} WHERE false`);
    }
    const freshAgain = await hosts.portal.inject({ method: 'GET', url });
    for (const response of [fresh, keptFirst, kept, freshAgain]) {
      expect(response.statusCode).toBe(200);
      contract.check(operationId, response);
    }
    expect(JSON.stringify((JSON.parse(fresh.body) as { data: unknown }).data).length).toBeGreaterThan(50);
    expect(Buffer.compare(keptFirst.rawPayload, fresh.rawPayload)).toBe(0);
    expect(Buffer.compare(kept.rawPayload, fresh.rawPayload)).toBe(0);
    expect(Buffer.compare(freshAgain.rawPayload, kept.rawPayload)).toBe(0);
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(kept.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(kept.headers['content-length']).toBe(fresh.headers['content-length']);
  });
});


describe('the notice list answered from memory (ADR 118)', () => {
  const list = async (query: string) => {
    const response = await hosts.portal.inject({ method: 'GET', url: `/api/notice/list?pageSize=100&${query}` });
    expect(response.statusCode).toBe(200);
    return body<Envelope<PortalSchemas['NoticePage']>>(response).data;
  };

  it('shows a notice written through the desk’s writers in the very next list', async () => {
    const before = await list('orderBy=publish_date');
    const notice: NewNotice = {
      policyId: null,
      title: '关于开展2026年度量子精密测量专项申报的通知',
      issuer: '浙江省科学技术厅',
      level: 'provincial',
      regionCode: '330000',
      provinceCode: '330000',
      cityCode: null,
      regionName: '浙江省',
      category: '资金扶持',
      industries: [],
      supportAmount: 500_000,
      supportText: '最高 50 万元',
      keywords: ['量子精密测量'],
      startTime: hosts.clock.now().toISOString(),
      endTime: new Date(hosts.clock.now().getTime() + 30 * 86_400_000).toISOString(),
      publishDate: hosts.clock.now().toISOString().slice(0, 10),
      viewCount: 0,
      policyText: [],
      support: [],
      conditions: [],
      procedure: [],
      materials: [],
      service: { department: '', contact: '', phone: '', address: '', hours: '' },
    };
    const id = await insertNotice(hosts.db, notice);
    const added = await list('orderBy=publish_date');
    expect(added.total).toBe(before.total + 1);
    expect(added.rows.find((row) => row.id === id)?.title).toBe(notice.title);
    // Revised: a new end date only (the search index's columns are written too, as the desk writes them).
    const { publishDate: _first, viewCount: _views, ...revision } = notice;
    const endTime = new Date(hosts.clock.now().getTime() + 60 * 86_400_000).toISOString();
    await reviseNotice(hosts.db, id, { ...revision, endTime });
    expect((await list('orderBy=publish_date')).rows.find((row) => row.id === id)?.endTime).toBe(endTime);
    await hosts.db.run('DELETE FROM notices WHERE id = ?', id);
    expect((await list('orderBy=publish_date')).total).toBe(before.total);
  });

  it('tells a notice’s status as of each request: past its end it is closed at once, and open again before it', async () => {
    const open = (await list('status=open&orderBy=end_time&isAsc=asc')).rows[0];
    expect(open?.status).toBe('open');
    const all = await list('orderBy=end_time&isAsc=asc');
    const openTotal = (await list('status=open')).total;
    const wait = new Date(open!.endTime).getTime() + 1 - hosts.clock.now().getTime();
    hosts.clock.advance(wait);
    try {
      // Well within a second of the kept answers: nothing was written, the time alone changed what they say.
      expect((await list('orderBy=end_time&isAsc=asc')).rows.find((row) => row.id === open!.id)?.status).toBe('closed');
      expect((await list('status=open')).total).toBeLessThan(openTotal);
    } finally {
      hosts.clock.advance(-wait);
    }
    expect((await list('orderBy=end_time&isAsc=asc')).rows).toEqual(all.rows);
    expect((await list('status=open')).total).toBe(openTotal);
  });
});

describe('the lists kept since ADR 140 tell what the time makes true, and show a write at once', () => {
  const get = async <T>(url: string): Promise<T> => {
    const response = await hosts.portal.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return body<Envelope<T>>(response).data;
  };
  const projects = async (query: string) => await get<PortalSchemas['DeclarationProjectPage']>(`/api/gDeclaraManage/list?pageSize=100&orderByColumn=create_time&isAsc=desc&${query}`);
  const latest = async () => await get<PortalSchemas['HomeLatestGroup'][]>('/api/home/latest?size=6');
  const area = (groups: PortalSchemas['HomeLatestGroup'][], name: PortalSchemas['HomeLatestArea']) => groups.find((group) => group.area === name)!.items;

  it('申报项目: past a project’s end it is closed in the very next list, and open again before it', async () => {
    // Every project, in two pages of a hundred.
    const every = async () => {
      const [first, second] = [await projects('pageNum=1'), await projects('pageNum=2')];
      expect(first.total).toBeLessThanOrEqual(200);
      return [...first.rows, ...second.rows];
    };
    const all = await every();
    const open = all.filter((row) => row.status === 'open').sort((a, b) => (a.endTime < b.endTime ? -1 : 1))[0];
    expect(open).toBeDefined();
    const openTotal = (await projects('status=open')).total;
    // Asked twice: kept (ADR 139).
    await every();
    await projects('status=open');
    const wait = new Date(open!.endTime).getTime() + 1 - hosts.clock.now().getTime();
    hosts.clock.advance(wait);
    try {
      const now = hosts.clock.now();
      const after = await every();
      expect(after.find((row) => row.id === open!.id)?.status).toBe('closed');
      // Every project as of the new time, none as the kept list said.
      expect(after.map((row) => row.status)).toEqual(all.map((row) => declarationStatus(row.startTime, row.endTime, now)));
      expect((await projects('status=open')).total).toBeLessThan(openTotal);
    } finally {
      hosts.clock.advance(-wait);
    }
    expect(await every()).toEqual(all);
    expect((await projects('status=open')).total).toBe(openTotal);
  });

  it('首页 活动: an activity leaves the area the moment its registration closes, and is back before it', async () => {
    const before = await latest();
    await latest();
    const shown = area(before, 'activity').map((item) => item.id);
    expect(shown.length).toBeGreaterThan(1);
    // The activity of the area whose registration closes first.
    const { id: closing, deadline: soonest } = (await hosts.db.get<{ id: number; deadline: string }>(
      `SELECT id, registration_deadline AS deadline FROM activities WHERE id IN (${shown.map(Number).join(', ')}) ORDER BY registration_deadline, id LIMIT 1`,
    ))!;
    const wait = new Date(soonest).getTime() - hosts.clock.now().getTime();
    hosts.clock.advance(wait);
    try {
      const after = area(await latest(), 'activity');
      expect(after.map((item) => item.id)).not.toContain(closing);
    } finally {
      hosts.clock.advance(-wait);
    }
    expect(await latest()).toEqual(before);
  });

  it('首页 资讯: a news item written through its writer is first in the very next answer, and gone once deleted', async () => {
    const before = await latest();
    await latest();
    const id = await insertNews(hosts.db, {
      title: '省经信厅发布中小企业数字化转型新一批试点名单',
      category: 'dynamic',
      summary: '试点名单',
      content: ['正文'],
      source: '浙江省经济和信息化厅',
      author: '编辑部',
      regionName: '浙江省',
      publishDate: '2099-01-01',
      viewCount: 0,
      featured: false,
    });
    try {
      expect(area(await latest(), 'news')[0]).toMatchObject({ id, title: '省经信厅发布中小企业数字化转型新一批试点名单' });
    } finally {
      await hosts.db.run('DELETE FROM news WHERE id = ?', id);
    }
    expect(await latest()).toEqual(before);
  });

  it('政策解读 and 公示公告: a title written in plain SQL is in the very next list', async () => {
    const interpretations = async () => await get<PortalSchemas['InterpretationPage']>('/api/interpretation/list?pageNum=1&pageSize=10');
    const announcements = async () => await get<PortalSchemas['AnnouncementPage']>('/api/announcement/list?pageNum=1&pageSize=10');
    for (const [table, list] of [['interpretations', interpretations], ['announcements', announcements]] as const) {
      const first = (await list()).rows[0]!;
      await list();
      await hosts.db.run(`UPDATE ${table} SET title = ? WHERE id = ?`, `${first.title}（更新）`, first.id);
      try {
        expect((await list()).rows[0]?.title, table).toBe(`${first.title}（更新）`);
      } finally {
        await hosts.db.run(`UPDATE ${table} SET title = ? WHERE id = ?`, first.title, first.id);
      }
      expect((await list()).rows[0]?.title, table).toBe(first.title);
    }
  });
});
