import type { PortalSchemas } from '@smes/contract-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractValidator } from '../testing/contract-validator';
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
