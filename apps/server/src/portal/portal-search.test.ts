import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_AREAS, SEARCH_SOURCES } from '../domain/global-search/search-sources';
import { completeDocument, deskOperators, publishThroughDesk, reviseThroughDesk } from '../testing/policy-desk-fixtures';
import { bearer, body, createTestHosts } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

type Segment = { text: string; hit: boolean };
type Hit = { area: string; id: string; title: Segment[]; snippet: Segment[]; date?: string };
type Result = {
  keyword: string;
  terms: string[];
  total: number;
  groups: { area: string; total: number; hits: Hit[] }[];
  page?: { rows: Hit[]; total: number; pageNum: number; pageSize: number };
};
type Suggestion = { text: string; segments: Segment[]; area?: string; id?: string };

let hosts: TestHosts;

beforeAll(async () => {
  hosts = await createTestHosts();
});

afterAll(async () => {
  await hosts.close();
});

async function search(query: Record<string, string>): Promise<Result> {
  const response = await hosts.portal.inject({ method: 'GET', url: `/api/search?${new URLSearchParams(query)}` });
  expect(response.statusCode).toBe(200);
  return body<Envelope<Result>>(response).data;
}

const hitText = (segments: Segment[]) => segments.filter((segment) => segment.hit).map((segment) => segment.text);

describe('全站搜索', () => {
  it('cuts snippets from words a reader reads, never a condition’s id or kind (…hard《…》第十二条 c5…)', async () => {
    const result = await search({ keyword: '高新技术企业优先', area: 'project', pageSize: '50' });
    const rows = result.page?.rows ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const snippet = row.snippet.map((segment) => segment.text).join('');
      expect(snippet, row.id).not.toMatch(/\b(hard|soft)\b|\bc\d+\b/);
    }
    // The words themselves are still found.
    expect(rows.every((row) => hitText(row.snippet).includes('高新技术企业优先'))).toBe(true);
  });

  it('indexes every area of the contract, each seeded area with documents', async () => {
    expect(SEARCH_AREAS).toEqual(['policy', 'notice', 'project', 'interpretation', 'announcement', 'institution', 'product', 'fund', 'course', 'activity', 'talent', 'govService', 'news']);
    const indexed = await hosts.db.all<{ area: string; total: number }>('SELECT area, COUNT(*) AS total FROM search_documents GROUP BY area');
    for (const source of SEARCH_SOURCES) {
      const documents = await source.documents(hosts.db);
      expect(documents.length, source.area).toBeGreaterThan(0);
      expect(indexed.find((row) => row.area === source.area)?.total, source.area).toBe(documents.length);
      for (const document of documents) {
        expect(document.title, `${source.area} ${document.id}`).not.toBe('');
        expect(document.date === '' || /^\d{4}-\d{2}-\d{2}$/.test(document.date), `${source.area} ${document.id} ${document.date}`).toBe(true);
      }
    }
  });

  it('answers 高企 from several areas with counts that add up, the synonym’s hits marked', async () => {
    const result = await search({ keyword: '高企' });
    expect(result.terms).toEqual(['高企', '高新技术企业']);
    const found = result.groups.filter((group) => group.total > 0);
    expect(found.length).toBeGreaterThanOrEqual(5);
    expect(result.total).toBe(result.groups.reduce((sum, group) => sum + group.total, 0));
    for (const group of found) {
      expect(group.hits.length).toBe(Math.min(3, group.total));
      for (const hit of group.hits) {
        const marked = [...hitText(hit.title), ...hitText(hit.snippet)];
        expect(marked.length, `${group.area} ${hit.id}`).toBeGreaterThan(0);
        for (const text of marked) expect(['高企', '高新技术企业']).toContain(text);
      }
    }
  });

  it('finds courses and talent, and a talent hit never carries the person’s private contact', async () => {
    const courses = await search({ keyword: '研发费用加计扣除', area: 'course' });
    expect(courses.groups.find((group) => group.area === 'course')?.total).toBeGreaterThan(0);
    const talent = await search({ keyword: '注册会计师', area: 'talent', pageSize: '50' });
    expect(talent.groups.find((group) => group.area === 'talent')?.total).toBeGreaterThan(0);
    const privateValues = (await hosts.db.all('SELECT full_name, phone, email, id_number FROM talents')) as Record<string, string>[];
    const answer = JSON.stringify(talent);
    for (const row of privateValues) for (const value of Object.values(row)) expect(answer).not.toContain(value);
  });

  it('pages one area and agrees with its group count', async () => {
    const first = await search({ keyword: '研发', area: 'policy', pageSize: '5' });
    const group = first.groups.find((item) => item.area === 'policy');
    expect(first.page).toMatchObject({ total: group?.total, pageNum: 1, pageSize: 5 });
    expect(first.page?.rows.every((row) => row.area === 'policy')).toBe(true);
    expect(first.page?.rows).toHaveLength(5);
    expect(first.page?.rows.slice(0, 3)).toEqual(group?.hits);
    const second = await search({ keyword: '研发', area: 'policy', pageSize: '5', pageNum: '2' });
    const ids = new Set([...(first.page?.rows ?? []), ...(second.page?.rows ?? [])].map((row) => row.id));
    expect(ids.size).toBe(10);
  });

  it('answers a keyword nothing holds with every group empty', async () => {
    const result = await search({ keyword: '量子纠缠火星基地' });
    expect(result.total).toBe(0);
    expect(result.groups.every((group) => group.total === 0 && group.hits.length === 0)).toBe(true);
  });

  it('finds a policy the operator publishes with the next search, never its draft, and its revision at once', async () => {
    const title = '关于支持量子通信企业发展的若干措施';
    expect((await search({ keyword: '量子通信' })).total).toBe(0);
    const operators = await deskOperators(hosts.portal);
    const document = completeDocument({ title, docNo: '杭经信企业〔2026〕99号', issuer: '杭州市经济和信息化局', industries: ['I'], declaration: null });
    const draft = await hosts.portal.inject({ method: 'POST', url: '/api/admin/policy-desk', headers: bearer(operators.author), payload: { document: { ...document, docNo: '杭经信企业〔2026〕98号' } } });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await search({ keyword: '量子通信' })).total).toBe(0);

    const approval = await publishThroughDesk(hosts.portal, operators, document);
    const result = await search({ keyword: '量子通信' });
    const policy = result.groups.find((group) => group.area === 'policy');
    expect(policy?.total).toBe(1);
    expect(policy?.hits[0]?.title.map((segment) => segment.text).join('')).toBe(title);

    await reviseThroughDesk(hosts.portal, operators, approval.desk.id, (current) => ({ ...current, title: '关于支持量子通信和量子计算企业发展的若干措施' }), '增加量子计算');
    const revised = (await search({ keyword: '量子计算' })).groups.find((group) => group.area === 'policy');
    expect(revised?.hits.map((hit) => hit.id)).toEqual([String(approval.desk.policyId)]);
    const byPolicySearch = body<Envelope<{ rows: { id: number }[] }>>(await hosts.portal.inject({ method: 'GET', url: `/api/policy/list?keyword=${encodeURIComponent('量子计算')}` })).data.rows;
    expect(byPolicySearch.map((row) => row.id)).toEqual([approval.desk.policyId]);
  });

  it('indexes nothing when only a view count moves, and a changed title at once, whoever wrote it', async () => {
    const queued = async () => (await hosts.db.all('SELECT area, source_id FROM search_index_queue')).length;
    const response = await hosts.portal.inject({ method: 'GET', url: '/api/news/1' });
    expect(response.statusCode).toBe(200);
    expect(await queued()).toBe(0);
    // A write from outside the domain modules (a console, a script): the trigger queues it in that write's transaction.
    await hosts.db.run("UPDATE news SET title = title || '（量子更新）' WHERE id = 1");
    expect(await queued()).toBe(1);
    const news = (await search({ keyword: '量子更新' })).groups.find((group) => group.area === 'news');
    expect(news?.hits.map((hit) => hit.id)).toEqual(['1']);
    expect(await queued()).toBe(0);
  });

  it('suggests synonyms and titles as the user types, at most eight', async () => {
    const response = await hosts.portal.inject({ method: 'GET', url: `/api/search/suggest?keyword=${encodeURIComponent('高企')}` });
    const suggestions = body<Envelope<Suggestion[]>>(response).data;
    expect(suggestions[0]?.text).toBe('高新技术企业');
    expect(suggestions.length).toBeGreaterThan(1);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    for (const suggestion of suggestions.slice(1)) {
      expect(suggestion.area).toBeDefined();
      expect(hitText(suggestion.segments).length).toBeGreaterThan(0);
    }
  });

  it('refuses bad input with the envelope: no keyword, over 50 characters, an unknown area, control characters', async () => {
    for (const url of [
      '/api/search',
      `/api/search?keyword=${'研'.repeat(51)}`,
      '/api/search?keyword=abc&area=sports',
      '/api/search?keyword=abc&pageSize=51',
      '/api/search?keyword=%E9%AB%98%00%E4%BC%81',
      '/api/search/suggest?keyword=%07',
    ]) {
      const response = await hosts.portal.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(body(response)).toMatchObject({ code: 400, statusCode: 400 });
    }
    const control = await hosts.portal.inject({ method: 'GET', url: '/api/search?keyword=%E9%AB%98%00%E4%BC%81' });
    expect(body(control).msg).toBe('参数 keyword 含有不允许的控制字符或无效字符');
  });
});
