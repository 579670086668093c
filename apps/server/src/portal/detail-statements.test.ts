import type { PortalSchemas } from '@smes/contract-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { listAttachments } from '../domain/attachments';
import { listMaterials } from '../domain/declarations';
import { RELATED_LIMIT } from '../domain/interpretations';
import { NEWS_RELATED_LIMIT } from '../domain/news';
import { recordedStatements } from '../testing/recorded-statements';
import { openTestDatabase } from '../testing/test-database';
import { bearer, body, createTestHosts, login, TEST_START } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

/**
 * A detail page reads all it shows in one statement: each statement is a round trip, and the pages ran up to six one
 * after another (the load bench's detail views were over their budget). The statements are the request's own
 * (`recordedStatements`): the view tally's writes and the push runner are not counted with it.
 */
let hosts: TestHosts;
let db: Db;
let during: ReturnType<typeof recordedStatements>['during'];

beforeAll(async () => {
  ({ db, during } = recordedStatements(await openTestDatabase(TEST_START)));
  hosts = await createTestHosts({ db });
});

afterAll(async () => {
  await hosts.close();
});

async function get<T>(url: string, token?: string): Promise<{ status: number; data: T; ran: string[] }> {
  const { value: response, ran } = await during(async () => await hosts.portal.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) }));
  return { status: response.statusCode, data: body<Envelope<T>>(response).data, ran };
}

/** The first id the query finds (the seed's items that show every part of their page). */
async function first(sql: string): Promise<number> {
  const row = await hosts.db.get<{ id: number }>(sql);
  if (!row) throw new Error(`the seed has no such item: ${sql}`);
  return row.id;
}

/** The links a page lists, as a statement of their own reads them. */
async function links(sql: string, ...params: number[]): Promise<PortalSchemas['LinkedItem'][]> {
  return await hosts.db.all<PortalSchemas['LinkedItem']>(sql, ...params);
}

/** An answer's fields (in the contract's order as serialized: compared as a set). */
const keys = (value: unknown) => Object.keys(value as object).sort();
const fields = (...names: string[]) => names.sort();
const SUMMARY_KEYS = ['id', 'title', 'docNo', 'issuer', 'level', 'regionCode', 'regionName', 'category', 'industries', 'validity', 'publishDate', 'viewCount', 'supportAmount', 'titleSegments', 'snippetSegments'];

/**
 * One statement for a found item, once its attachments are rendered: the first view of a pending PDF renders and
 * keeps it (a write of its own, once), so the page is read once before it is counted.
 */
async function detail<T>(url: string, token?: string): Promise<T> {
  expect((await get(url, token)).status, url).toBe(200);
  const answer = await get<T>(url, token);
  expect(answer.status, url).toBe(200);
  expect(answer.ran, url).toHaveLength(1);
  return answer.data;
}

describe('a detail page reads what it shows in one statement', () => {
  it('a policy, for an anonymous reader and a signed-in one, with whether that user favourited it', async () => {
    const id = await first(`SELECT p.id FROM policies p WHERE EXISTS (SELECT 1 FROM policy_attachments a WHERE a.policy_id = p.id)
      AND EXISTS (SELECT 1 FROM interpretations i WHERE i.policy_id = p.id) AND EXISTS (SELECT 1 FROM notices n WHERE n.policy_id = p.id)
      AND EXISTS (SELECT 1 FROM declaration_projects d WHERE d.policy_id = p.id) ORDER BY p.id LIMIT 1`);
    const url = `/api/policy/${id}`;
    const policy = await detail<PortalSchemas['PolicyDetail']>(url);
    expect(keys(policy)).toEqual(fields(...SUMMARY_KEYS, 'writtenDate', 'effectiveDate', 'repealDate', 'content', 'attachments', 'interpretations', 'notices', 'projects', 'favorite'));
    expect(policy.favorite).toBe(false);
    expect(policy.attachments).toEqual(await listAttachments(hosts.db, 'policy', id));
    expect(policy.attachments.map(keys)).toEqual(policy.attachments.map(() => fields('id', 'name', 'size', 'contentType')));
    expect(policy.interpretations).toEqual(await links('SELECT id, title FROM interpretations WHERE policy_id = ? ORDER BY publish_date DESC, id DESC', id));
    expect(policy.notices).toEqual(await links('SELECT id, title FROM notices WHERE policy_id = ? ORDER BY publish_date DESC, id DESC', id));
    expect(policy.projects).toEqual(await links('SELECT id, project_name AS title FROM declaration_projects WHERE policy_id = ? ORDER BY create_time DESC, id DESC', id));
    for (const list of [policy.interpretations, policy.notices, policy.projects]) expect(list.length).toBeGreaterThan(0);

    const token = await login(hosts.portal);
    const other = await login(hosts.portal, '13800138001');
    expect((await hosts.portal.inject({ method: 'POST', url: `${url}/favorite`, headers: bearer(token) })).statusCode).toBe(200);
    // A signed-in request reads its session first, the token with its user in one statement: the session's, not the page's.
    const session = (await get(`/api/policy/999999999`, token)).ran;
    expect((await get(`/api/policy/999999999`)).ran).toHaveLength(1);
    expect(session).toHaveLength(2);
    expect(session[0]).toMatch(/FROM portal_tokens t JOIN users u/);
    for (const [who, favorite] of [[token, true], [other, false]] as const) {
      const answer = await get<PortalSchemas['PolicyDetail']>(url, who);
      expect(answer.status).toBe(200);
      expect(answer.ran.slice(0, 1)).toEqual(session.slice(0, 1));
      expect(answer.ran.slice(1), 'the page’s own statements').toHaveLength(1);
      // The same page but for the favourite (and the views counted since).
      expect({ ...answer.data, viewCount: policy.viewCount }).toEqual({ ...policy, favorite });
    }
    expect((await get<PortalSchemas['PolicyDetail']>(url)).data.favorite).toBe(false);
  });

  it('news, with the related items', async () => {
    const id = await first('SELECT id FROM news ORDER BY id LIMIT 1');
    const news = await detail<PortalSchemas['NewsDetail']>(`/api/news/${id}`);
    expect(keys(news)).toEqual(fields('id', 'title', 'category', 'summary', 'source', 'regionName', 'publishDate', 'viewCount', 'featured', 'content', 'author', 'related'));
    const row = (await hosts.db.get<{ category: string; region_name: string }>('SELECT category, region_name FROM news WHERE id = ?', id))!;
    expect(news.related.length).toBeGreaterThan(0);
    expect(news.related).toEqual(
      await hosts.db.all(`SELECT id, title FROM news WHERE id <> @id AND category = @category ORDER BY region_name = @region DESC, publish_date DESC, id DESC LIMIT ${NEWS_RELATED_LIMIT}`, {
        id,
        category: row.category,
        region: row.region_name,
      }),
    );
  });

  it('a notice, with its policy and projects', async () => {
    const id = await first('SELECT n.id FROM notices n WHERE n.policy_id IS NOT NULL AND EXISTS (SELECT 1 FROM declaration_projects d WHERE d.notice_id = n.id) ORDER BY n.id LIMIT 1');
    const notice = await detail<PortalSchemas['NoticeDetail']>(`/api/notice/${id}`);
    expect(keys(notice)).toEqual(
      fields(
        ...['id', 'title', 'issuer', 'level', 'regionCode', 'regionName', 'supportAmount', 'supportText', 'keywords', 'startTime', 'endTime', 'status', 'publishDate', 'viewCount'],
        ...['policyText', 'support', 'conditions', 'procedure', 'materials', 'service', 'policy', 'projects'],
      ),
    );
    expect(notice.policy).toEqual(await hosts.db.get('SELECT p.id, p.title FROM policies p JOIN notices n ON n.policy_id = p.id WHERE n.id = ?', id));
    expect(notice.projects).toEqual(await links('SELECT id, project_name AS title FROM declaration_projects WHERE notice_id = ? ORDER BY id', id));
    expect(notice.projects.length).toBeGreaterThan(0);
  });

  it('an interpretation, a graphic one with its picture’s text, and its picture', async () => {
    const graphic = await first("SELECT id FROM interpretations WHERE type = 'graphic' ORDER BY id LIMIT 1");
    const text = await first("SELECT id FROM interpretations WHERE type = 'text' ORDER BY id LIMIT 1");
    const reading = await detail<PortalSchemas['InterpretationDetail']>(`/api/interpretation/${graphic}`);
    expect(keys(reading)).toEqual(fields('id', 'title', 'type', 'summary', 'policyId', 'policyTitle', 'publishDate', 'viewCount', 'issuer', 'keyPoints', 'content', 'policy', 'related', 'picture'));
    expect(reading.picture?.alt).toMatch(/^一图读懂/);
    expect(reading.related.length).toBeGreaterThan(0);
    // The same policy's other readings first, then the newest of the same category, as a statement of their own finds them.
    expect(reading.related).toEqual(
      await hosts.db.all(`SELECT r.id, r.title FROM interpretations r JOIN policies rp ON rp.id = r.policy_id
          JOIN interpretations i ON i.id = @id JOIN policies p ON p.id = i.policy_id
        WHERE r.id <> @id AND (r.policy_id = i.policy_id OR rp.category = p.category)
        ORDER BY r.policy_id = i.policy_id DESC, r.publish_date DESC, r.id DESC LIMIT ${RELATED_LIMIT}`, { id: graphic }),
    );
    expect((await detail<PortalSchemas['InterpretationDetail']>(`/api/interpretation/${text}`)).picture).toBeNull();
    const picture = await hosts.portal.inject({ method: 'GET', url: `/api/interpretation/${graphic}/picture` });
    expect(picture.statusCode).toBe(200);
    const { value: again, ran } = await during(async () => await hosts.portal.inject({ method: 'GET', url: `/api/interpretation/${graphic}/picture` }));
    expect(again.body).toContain(reading.picture?.alt.slice(0, 10));
    expect(ran).toHaveLength(1);
  });

  it('an announcement, with its notice and attachments', async () => {
    const id = await first(`SELECT an.id FROM announcements an WHERE an.related_notice_id IS NOT NULL
      AND EXISTS (SELECT 1 FROM announcement_attachments a WHERE a.announcement_id = an.id) ORDER BY an.id LIMIT 1`);
    const announcement = await detail<PortalSchemas['AnnouncementDetail']>(`/api/announcement/${id}`);
    expect(keys(announcement)).toEqual(fields('id', 'title', 'category', 'issuer', 'publishDate', 'viewCount', 'content', 'attachments', 'objectionDeadline', 'relatedNotice', 'entries'));
    expect(announcement.attachments).toEqual(await listAttachments(hosts.db, 'announcement', id));
    expect(announcement.attachments.length).toBeGreaterThan(0);
    expect(announcement.relatedNotice).toEqual(await hosts.db.get('SELECT n.id, n.title FROM notices n JOIN announcements an ON an.related_notice_id = n.id WHERE an.id = ?', id));
  });

  it('a declaration project, with its materials', async () => {
    const id = await first('SELECT d.id FROM declaration_projects d WHERE EXISTS (SELECT 1 FROM declaration_materials m WHERE m.project_id = d.id) ORDER BY d.id LIMIT 1');
    const project = await detail<PortalSchemas['DeclarationProjectDetail']>(`/api/gDeclaraManage/${id}`);
    expect(project.materials).toEqual(await listMaterials(hosts.db, id));
    expect(project.materials.map(keys)).toEqual(project.materials.map(() => fields('id', 'name', 'required', 'description', 'mode')));
    expect(keys(project)).toEqual(expect.arrayContaining(['summary', 'policyBasis', 'contact', 'conditions', 'materials', 'batches', 'procedure', 'policyId', 'noticeId', 'selfEvaluation']));
  });

  it('answers a missing item in one statement too', async () => {
    for (const path of ['policy', 'news', 'notice', 'interpretation', 'announcement', 'gDeclaraManage']) {
      const answer = await get(`/api/${path}/999999999`);
      expect(answer.status, path).toBe(404);
      expect(answer.ran, path).toHaveLength(1);
    }
  });
});
