import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../testing/pdf-text';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';
import type { PortalSchemas } from '@smes/contract-types';

let hosts: TestHosts;

beforeAll(async () => {
  hosts = await createTestHosts();
});

afterAll(async () => {
  await hosts.close();
});

async function search(query: string, status = 200): Promise<Envelope<PortalSchemas['PolicyPage']>> {
  const response = await hosts.portal.inject({ method: 'GET', url: `/api/policy/list?${query}` });
  expect(response.statusCode, response.body).toBe(status);
  return body<Envelope<PortalSchemas['PolicyPage']>>(response);
}

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

const text = (segments: { text: string }[]) => segments.map((segment) => segment.text).join('');
const hits = (segments: { text: string; hit: boolean }[]) => segments.filter((segment) => segment.hit).map((segment) => segment.text);

describe('policy search', () => {
  it('finds Chinese substrings of three or more characters through the trigram index', async () => {
    const { data } = await search(q({ keyword: '高新技术企业', pageSize: 50 }));
    expect(data.total).toBeGreaterThan(5);
    for (const row of data.rows) {
      const all = `${row.title}${row.docNo}${row.issuer}${text(row.snippetSegments)}`;
      expect(all.includes('高新技术企业') || hits(row.titleSegments).length > 0).toBe(true);
    }
    expect(data.rows.every((row) => hits(row.titleSegments).concat(hits(row.snippetSegments)).every((hit) => hit === '高新技术企业'))).toBe(true);
  });

  it('gives a keyword search the same total on every page, past the last one too', async () => {
    const first = (await search(q({ keyword: '研发', pageSize: 5 }))).data;
    expect(first.total).toBeGreaterThan(10);
    const all = (await search(q({ keyword: '研发', pageSize: 50 }))).data;
    const ids = new Set<number>();
    for (let pageNum = 1; pageNum <= Math.ceil(first.total / 5); pageNum += 1) {
      const page = (await search(q({ keyword: '研发', pageSize: 5, pageNum }))).data;
      expect(page.total).toBe(first.total);
      page.rows.forEach((row) => ids.add(row.id));
    }
    expect(ids.size).toBe(first.total);
    expect(all.total).toBe(first.total);
    const past = (await search(q({ keyword: '研发', pageSize: 5, pageNum: Math.ceil(first.total / 5) + 1 }))).data;
    expect(past).toMatchObject({ rows: [], total: first.total });
  });

  it('finds two-character keywords inside words, which trigrams cannot', async () => {
    const { data } = await search(q({ keyword: '研发', pageSize: 100 }));
    const likeCount = (await hosts.db.get(`SELECT COUNT(*) AS total FROM policies WHERE title ILIKE '%研发%' OR doc_no ILIKE '%研发%' OR issuer ILIKE '%研发%' OR body ILIKE '%研发%'`)) as { total: number };
    expect(data.total).toBe(likeCount.total);
    expect(data.total).toBeGreaterThan(20);
    expect(data.rows[0] && hits(data.rows[0].titleSegments)).toContain('研发');
  });

  it('ranks title hits before body-only hits', async () => {
    const { data } = await search(q({ keyword: '知识产权', pageSize: 100 }));
    const titleHit = data.rows.map((row) => row.title.includes('知识产权'));
    const firstMiss = titleHit.indexOf(false);
    expect(firstMiss).toBeGreaterThan(0);
    expect(titleHit.slice(firstMiss).every((hit) => !hit)).toBe(true);
  });

  it('splits the title and a ~100-character excerpt into hit and non-hit segments, case-insensitively', async () => {
    const { data } = await search(q({ keyword: 'pct', pageSize: 5 }));
    expect(data.total).toBeGreaterThan(0);
    const [row] = data.rows;
    expect(hits(row?.snippetSegments ?? [])).toContain('PCT');
    const excerpt = text(row?.snippetSegments ?? []);
    expect(excerpt.replace(/…/g, '').length).toBeLessThanOrEqual(100);
    expect(JSON.stringify(row)).not.toMatch(/<em>|<mark>|<b>/);
  });

  it('treats LIKE wildcards in a keyword as text', async () => {
    expect((await search(q({ keyword: '研' }))).data.total).toBeGreaterThan(0);
    expect((await search(q({ keyword: '研%' }))).data.total).toBe(0);
    expect((await search(q({ keyword: '研_' }))).data.total).toBe(0);
  });

  it('filters by level, region with its divisions, category, industry, validity and publish dates', async () => {
    const hangzhou = await search(q({ regionCode: '330100', pageSize: 100 }));
    expect(hangzhou.data.total).toBeGreaterThan(20);
    expect(hangzhou.data.rows.some((row) => row.level === 'district')).toBe(true);
    const cityOnly = await search(q({ regionCode: '330100', level: 'municipal', pageSize: 100 }));
    expect(cityOnly.data.rows.every((row) => row.regionCode === '330100' && row.level === 'municipal')).toBe(true);
    const ip = await search(q({ category: '知识产权', validity: 'repealed', pageSize: 100 }));
    expect(ip.data.rows.every((row) => row.category === '知识产权' && row.validity === 'repealed')).toBe(true);
    const information = await search(q({ industry: 'I', pageSize: 100 }));
    expect(information.data.rows.every((row) => row.industries.length === 0 || row.industries.includes('I'))).toBe(true);
    const window = await search(q({ publishFrom: '2025-01-01', publishTo: '2025-06-30', pageSize: 100 }));
    expect(window.data.total).toBeGreaterThan(0);
    expect(window.data.rows.every((row) => row.publishDate >= '2025-01-01' && row.publishDate <= '2025-06-30')).toBe(true);
    const dept = await search(q({ dept: '科学技术局', pageSize: 100 }));
    expect(dept.data.rows.every((row) => row.issuer.includes('科学技术局'))).toBe(true);
  });

  it('sorts by publish date or views in either direction and pages through the same order', async () => {
    const byDate = await search(q({ orderBy: 'publish_date', isAsc: 'asc', pageSize: 100 }));
    const dates = byDate.data.rows.map((row) => row.publishDate);
    expect(dates).toEqual([...dates].sort());
    const byViews = await search(q({ orderBy: 'views', pageSize: 20 }));
    const views = byViews.data.rows.map((row) => row.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const first = await search(q({ orderBy: 'views', pageSize: 10, pageNum: 1 }));
    const second = await search(q({ orderBy: 'views', pageSize: 10, pageNum: 2 }));
    expect([...first.data.rows, ...second.data.rows].map((row) => row.id)).toEqual(byViews.data.rows.map((row) => row.id));
    const beyond = await search(q({ pageNum: 999 }));
    expect(beyond.data).toMatchObject({ rows: [], pageNum: 999 });
  });

  it.each([
    ['publishFrom=2026-02-30', '参数 publishFrom 不合法：须为 YYYY-MM-DD 格式的有效日期'],
    ['publishFrom=2026-05-01&publishTo=2026-04-01', '参数 publishFrom 不合法：开始日期不能晚于结束日期 publishTo'],
    ['level=county', '参数 level 不合法：须为以下取值之一：national、provincial、municipal、district'],
    ['regionCode=3301', '参数 regionCode 不合法：须为 6 位行政区划代码'],
    ['regionCode=990000', '参数 regionCode 不合法：未知的行政区划代码 990000'],
    ['category=旅游', '参数 category 不合法：须为以下取值之一：资金扶持、税收优惠、人才支持、融资服务、创新支持、知识产权、市场开拓、资质认定、减负降本'],
    ['industry=Z', '参数 industry 不合法：须为国民经济行业门类代码（A-T）'],
    ['pageSize=101', '参数 pageSize 不合法：须为 1-100 的整数'],
  ])('refuses %s with a message naming the parameter', async (query, message) => {
    expect((await search(query, 400)).msg).toBe(message);
  });
});

describe('policy detail and favorites', () => {
  it('counts a view per visit and lists attachments, interpretations, notices and projects', async () => {
    const { id } = (await hosts.db.get('SELECT p.id FROM policies p WHERE EXISTS (SELECT 1 FROM interpretations i WHERE i.policy_id = p.id) AND EXISTS (SELECT 1 FROM declaration_projects d WHERE d.policy_id = p.id) LIMIT 1')) as { id: number };
    const before = ((await hosts.db.get('SELECT view_count FROM policies WHERE id = ?', id)) as { view_count: number }).view_count;
    const response = await hosts.portal.inject({ method: 'GET', url: `/api/policy/${id}` });
    const detail = body<Envelope<Record<string, unknown> & { viewCount: number; interpretations: unknown[]; projects: unknown[]; content: string[] }>>(response).data;
    expect(detail.viewCount).toBe(before + 1);
    expect(detail.interpretations.length).toBeGreaterThan(0);
    expect(detail.projects.length).toBeGreaterThan(0);
    expect(detail.content.some((paragraph) => paragraph.startsWith('第一条'))).toBe(true);
    expect(detail['favorite']).toBe(false);
  });

  it('saves a favorite for the caller only, and lists it', async () => {
    const token = await login(hosts.portal);
    const other = await login(hosts.portal, '13800138001');
    const add = await hosts.portal.inject({ method: 'POST', url: '/api/policy/7/favorite', headers: bearer(token) });
    expect(body(add).data).toEqual({ policyId: 7, favorite: true });
    const again = await hosts.portal.inject({ method: 'POST', url: '/api/policy/7/favorite', headers: bearer(token) });
    expect(again.statusCode).toBe(200);
    const mine = await hosts.portal.inject({ method: 'GET', url: '/api/policy/7', headers: bearer(token) });
    expect(body<Envelope<{ favorite: boolean }>>(mine).data.favorite).toBe(true);
    const theirs = await hosts.portal.inject({ method: 'GET', url: '/api/policy/7', headers: bearer(other) });
    expect(body<Envelope<{ favorite: boolean }>>(theirs).data.favorite).toBe(false);
    const list = await hosts.portal.inject({ method: 'GET', url: '/api/policy/favorites', headers: bearer(token) });
    expect(body<Envelope<PortalSchemas['PolicyPage']>>(list).data.rows.map((row) => row.id)).toContain(7);
    await hosts.portal.inject({ method: 'DELETE', url: '/api/policy/7/favorite', headers: bearer(token) });
    const after = await hosts.portal.inject({ method: 'GET', url: '/api/policy/favorites', headers: bearer(token) });
    expect(body<Envelope<PortalSchemas['PolicyPage']>>(after).data.rows.map((row) => row.id)).not.toContain(7);
  });

  it('asks an anonymous visitor to log in before saving', async () => {
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/policy/7/favorite' });
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({ code: 401, msg: '请先登录', data: null, statusCode: 401 });
  });

  it('downloads an attachment with an ASCII fallback and a UTF-8 Chinese filename*', async () => {
    const attachment = (await hosts.db.get(`SELECT id, policy_id, name, size FROM policy_attachments WHERE content_type = 'text/csv' ORDER BY id LIMIT 1`)) as {
      id: number;
      policy_id: number;
      name: string;
      size: number;
    };
    const response = await hosts.portal.inject({ method: 'POST', url: `/api/policy/${attachment.policy_id}/attachments/${attachment.id}/download` });
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="policy-\d+-attachment-\d+\.csv"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(attachment.name);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['access-control-expose-headers']).toBe('Content-Disposition');
    expect(response.rawPayload.length).toBe(attachment.size);
  });

  it('lists each attachment with its type and size, and downloads a PDF of the policy’s own text of exactly that size', async () => {
    const { policy_id: policyId } = (await hosts.db.get(`SELECT policy_id FROM policy_attachments WHERE name ILIKE '%政策原文.pdf' ORDER BY id LIMIT 1`)) as { policy_id: number };
    const detail = body<Envelope<PortalSchemas['PolicyDetail']>>(await hosts.portal.inject({ method: 'GET', url: `/api/policy/${policyId}` })).data;
    const listed = detail.attachments.find((item) => item.name.endsWith('政策原文.pdf'));
    expect(listed).toMatchObject({ contentType: 'application/pdf' });
    expect(listed?.size).toBeGreaterThan(1000);
    for (const item of detail.attachments) expect(item.name).not.toMatch(/\.txt$/);

    const response = await hosts.portal.inject({ method: 'POST', url: `/api/policy/${policyId}/attachments/${listed?.id}/download` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.length).toBe(listed?.size);
    const text = (await pdfPageTexts(response.rawPayload)).join('').replace(/\s+/g, '');
    expect(text).toContain(detail.title.replace(/\s+/g, ''));
    expect(text).toContain((detail.content[0] ?? '').replace(/\s+/g, '').slice(0, 20));
    expect(decodeURIComponent(String(response.headers['content-disposition']).split("UTF-8''")[1] ?? '')).toBe(listed?.name);

    // The second time the same bytes come back, and the listing still declares their size.
    const again = await hosts.portal.inject({ method: 'POST', url: `/api/policy/${policyId}/attachments/${listed?.id}/download` });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    const relisted = body<Envelope<PortalSchemas['PolicyDetail']>>(await hosts.portal.inject({ method: 'GET', url: `/api/policy/${policyId}` })).data;
    expect(relisted.attachments.find((item) => item.id === listed?.id)?.size).toBe(response.rawPayload.length);
  });

  it('treats a stored file name as hostile: no header injection, the name only in the encoded filename*', async () => {
    const row = (await hosts.db.get(`SELECT id, policy_id FROM policy_attachments WHERE content_type = 'application/pdf' ORDER BY id LIMIT 1`)) as { id: number; policy_id: number };
    await hosts.db.run('UPDATE policy_attachments SET name = ? WHERE id = ?', '通知"; filename="evil.exe\r\nX-Evil: 1;附件 (终稿)\'.pdf', row.id);
    const response = await hosts.portal.inject({ method: 'POST', url: `/api/policy/${row.policy_id}/attachments/${row.id}/download` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-evil']).toBeUndefined();
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(new RegExp(`^attachment; filename="policy-${row.policy_id}-attachment-${row.id}\\.pdf"; filename\\*=UTF-8''[A-Za-z0-9%._~-]+$`));
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('通知; filename=evil.exeX-Evil 1;附件 (终稿)\'.pdf');
  });
});

describe('library overviews', () => {
  it('covers all 31 provincial-level divisions with counts and their newest policy', async () => {
    const response = await hosts.portal.inject({ method: 'GET', url: '/api/policy/nationwide' });
    const provinces = body<Envelope<{ code: string; policyCount: number; latestPolicy: { id: number } | null }[]>>(response).data;
    expect(provinces).toHaveLength(31);
    expect(new Set(provinces.map((province) => province.code)).size).toBe(31);
    expect(provinces.every((province) => province.policyCount > 0 && province.latestPolicy !== null)).toBe(true);
    const zhejiang = provinces.find((province) => province.code === '330000');
    expect(zhejiang?.policyCount).toBeGreaterThan(150);
  });

  it('lists districts of Hangzhou with their real codes', async () => {
    const response = await hosts.portal.inject({ method: 'GET', url: '/api/v1/region/tree' });
    type Node = { code: string; name: string; children: Node[] };
    const tree = body<Envelope<Node[]>>(response).data;
    const hangzhou = tree.find((node) => node.code === '330000')?.children.find((node) => node.code === '330100');
    expect(hangzhou?.children.map((node) => `${node.code} ${node.name}`)).toEqual(
      expect.arrayContaining(['330106 西湖区', '330110 余杭区', '330108 滨江区']),
    );
    expect(tree.find((node) => node.code === '330000')?.children).toHaveLength(11);
  });

  it('lists departments, the busiest first', async () => {
    const response = await hosts.portal.inject({ method: 'GET', url: '/api/policy/departments' });
    const departments = body<Envelope<string[]>>(response).data;
    expect(new Set(departments).size).toBe(departments.length);
    expect(departments).toEqual(expect.arrayContaining(['工业和信息化部', '浙江省经济和信息化厅', '杭州市科学技术局']));
  });
});
