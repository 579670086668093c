import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalSchemas } from '@smes/contract-types';
import { composeContent, parseContent } from '@smes/policy-desk';
import { SAMPLE_FILES, multipartFile } from '../testing/material-files';
import { completeDocument, deskOperators, publishThroughDesk, rdSubsidyRules, reviseThroughDesk } from '../testing/policy-desk-fixtures';
import type { DeskOperators } from '../testing/policy-desk-fixtures';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

type Detail = PortalSchemas['PolicyDeskDetail'];
type FieldErrors = { fieldErrors: Record<string, string> };

let hosts: TestHosts;
let operators: DeskOperators;
let yunqi: string;

beforeAll(async () => {
  hosts = await createTestHosts();
  operators = await deskOperators(hosts.portal);
  yunqi = await login(hosts.portal, '13800138000');
});

afterAll(async () => {
  await hosts.close();
});

const desk = (path = '') => `/api/admin/policy-desk${path}`;

async function send<T = Detail>(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<{ status: number; envelope: Envelope<T> }> {
  const response = await hosts.portal.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, envelope: body<Envelope<T>>(response) };
}

async function ok<T = Detail>(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const { status, envelope } = await send<T>(token, method, url, payload);
  expect(status, envelope.msg).toBe(200);
  return envelope.data;
}

let docNumber = 200;
function freshDocNo(): string {
  docNumber += 1;
  return `杭科〔2026〕${docNumber}号`;
}

async function messages(token: string): Promise<PortalSchemas['Message'][]> {
  return (await ok<PortalSchemas['MessagePage']>(token, 'GET', '/api/message/list?pageSize=50')).rows;
}

describe('政策发布: who may do what', () => {
  it('is for operator accounts only: enterprises and institutions get 403, visitors 401', async () => {
    const institution = await login(hosts.portal, '13900139000');
    for (const token of [yunqi, institution]) {
      expect((await send(token, 'GET', desk())).status).toBe(403);
      expect((await send(token, 'POST', desk(), { document: completeDocument({ docNo: freshDocNo() }) })).status).toBe(403);
    }
    expect((await hosts.portal.inject({ method: 'GET', url: desk() })).statusCode).toBe(401);
  });

  it('lets nobody who edited a version approve it: with both operators as editors, neither can', async () => {
    const created = await ok(operators.author, 'POST', desk(), { document: completeDocument({ docNo: freshDocNo() }) });
    const open = created.open;
    if (!open) throw new Error('a new draft is open');
    const edited = await ok(operators.reviewer, 'PUT', desk(`/${created.id}/draft`), { edits: open.edits, document: { ...open.document, supportAmount: 40 } });
    const submitted = await ok(operators.author, 'POST', desk(`/${created.id}/submit`), { edits: edited.open?.edits });
    expect(submitted.open?.editors).toEqual(['平台运营（admin）', '政策复核（admin2）']);
    for (const token of [operators.author, operators.reviewer]) {
      const seen = await ok(token, 'GET', desk(`/${created.id}`));
      expect(seen.actions).not.toContain('approve');
      expect(seen.reviewBlocked).toBe('您编辑过这一版本，须由另一位运营人员审核');
      const refused = await send(token, 'POST', desk(`/${created.id}/approve`), { edits: submitted.open?.edits });
      expect(refused.status).toBe(403);
    }
    expect((await ok(operators.author, 'GET', desk(`/${created.id}`))).status).toBe('pending');
  });
});

describe('政策发布: bad input is refused with a message per field, and nothing is lost', () => {
  it('refuses a 文号 another policy holds, however its brackets are typed', async () => {
    const seeded = (await hosts.db.get('SELECT doc_no, title FROM policies ORDER BY id LIMIT 1')) as { doc_no: string; title: string };
    const variant = seeded.doc_no.replace('〔', '[').replace('〕', ']');
    const refused = await send<FieldErrors>(operators.author, 'POST', desk(), { document: completeDocument({ docNo: variant }) });
    expect(refused.status).toBe(400);
    expect(refused.envelope.data.fieldErrors).toEqual({ docNo: `文号已被已发布的《${seeded.title}》使用` });
  });

  it('refuses dates out of order, an unknown region for its level and a category outside the dictionary', async () => {
    const refused = await send<FieldErrors>(operators.author, 'POST', desk(), {
      document: completeDocument({ docNo: freshDocNo(), writtenDate: '2026-06-10', publishDate: '2026-06-01', level: 'provincial', regionCode: '330100', category: '随便写的类别' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.envelope.data.fieldErrors).toEqual({
      publishDate: '发布日期不能早于成文日期',
      regionCode: '杭州市不是省级行政区划，请重新选择发文地区或发文层级',
      category: '请从列表中选择政策类别',
    });
  });

  it('answers a request the contract refuses with the field path, in the same envelope', async () => {
    const refused = await send<FieldErrors>(operators.author, 'POST', desk(), { document: { ...completeDocument(), level: 'planet' } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.envelope.data.fieldErrors)).toEqual(['level']);
  });

  it('keeps a draft as it was when a save is refused, and refuses a save over someone else’s', async () => {
    const created = await ok(operators.author, 'POST', desk(), { document: completeDocument({ docNo: freshDocNo() }) });
    const edits = created.open?.edits ?? -1;
    const first = await ok(operators.reviewer, 'PUT', desk(`/${created.id}/draft`), { edits, document: { ...created.open?.document, title: '由复核人员改过的标题' } });
    const stale = await send(operators.author, 'PUT', desk(`/${created.id}/draft`), { edits, document: { ...created.open?.document, title: '作者的旧底稿' } });
    expect(stale.status).toBe(409);
    expect(stale.envelope.msg).toBe('这一版本已被政策复核（admin2）修改过，已刷新为最新内容；您的操作未执行');
    expect(stale.envelope.data.open?.document.title).toBe('由复核人员改过的标题');
    const reversed = await send<FieldErrors>(operators.author, 'PUT', desk(`/${created.id}/draft`), {
      edits: first.open?.edits,
      document: { ...first.open?.document, publishDate: '2026-05-01' },
    });
    expect(reversed.envelope.data.fieldErrors).toEqual({ publishDate: '发布日期不能早于成文日期' });
    expect((await ok(operators.author, 'GET', desk(`/${created.id}`))).open?.document).toEqual(first.open?.document);
  });

  it('saves a half-written draft and says on submit what it still lacks', async () => {
    const created = await ok(operators.author, 'POST', desk(), {
      document: { ...completeDocument({ docNo: '' }), issuer: '', declaration: null, articles: [{ id: 'x', kind: 'article', text: '' }] },
    });
    const refused = await send<FieldErrors>(operators.author, 'POST', desk(`/${created.id}/submit`), { edits: created.open?.edits });
    expect(refused.status).toBe(400);
    expect(refused.envelope.data.fieldErrors).toEqual({ docNo: '请填写文号', issuer: '请填写发文机构', 'articles.x': '第一条内容为空，请填写或删除' });
    expect((await ok(operators.author, 'GET', desk(`/${created.id}`))).status).toBe('draft');
  });
});

describe('政策发布: from a draft to the portal', () => {
  it('publishes the policy, its notice and its project as seeded ones are shown, with the uploaded attachment', async () => {
    const { payload, headers } = await multipartFile('实施细则.pdf', SAMPLE_FILES.pdf);
    const upload = await hosts.portal.inject({ method: 'POST', url: desk('/files'), headers: { ...bearer(operators.author), ...headers }, payload });
    const file = body<Envelope<PortalSchemas['PolicyDeskFile']>>(upload).data;
    const document = completeDocument({ docNo: freshDocNo(), title: '杭州市数字贸易企业培育补助办法', attachments: [file] });
    const approval = await publishThroughDesk(hosts.portal, operators, document);
    const { policyId, noticeId, projectId } = approval.desk;
    expect(approval.desk).toMatchObject({ status: 'published', validity: 'valid', open: null, revisions: [{ number: 1, status: 'published', reviewerName: '政策复核（admin2）' }] });

    const policy = await ok<PortalSchemas['PolicyDetail']>(yunqi, 'GET', `/api/policy/${policyId}`);
    expect(policy).toMatchObject({ title: document.title, docNo: document.docNo, issuer: '杭州市科学技术局', level: 'municipal', regionName: '杭州市', validity: 'valid', writtenDate: '2026-06-01', publishDate: '2026-06-15', effectiveDate: '2026-06-15' });
    expect(policy.content).toEqual(['为鼓励企业加大研发投入，制定本细则。', '第一条\u3000适用范围。在本市注册、建立研发费用辅助账的企业。', '第二条\u3000补助标准。按上年度研发费用的 10% 给予补助，最高 50 万元。']);
    expect(policy.notices).toEqual([{ id: noticeId, title: document.declaration?.title }]);
    expect(policy.projects).toEqual([{ id: projectId, title: document.declaration?.projectName }]);
    const [attachment] = policy.attachments;
    expect(attachment).toMatchObject({ name: '实施细则.pdf', contentType: 'application/pdf' });
    const downloaded = await hosts.portal.inject({ method: 'POST', url: `/api/policy/${policyId}/attachments/${attachment?.id}/download` });
    expect(downloaded.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);

    const project = await ok<PortalSchemas['DeclarationProjectDetail']>(yunqi, 'GET', `/api/gDeclaraManage/${projectId}`);
    // Its conditions are text until a rule set evaluates them: no 自评 is offered for it.
    expect(project).toMatchObject({ policyId, noticeId, status: 'open', supportAmount: 50, selfEvaluation: false, policyBasis: { title: document.title, docNo: document.docNo } });
    expect(project.conditions.map((condition) => condition.basis)).toEqual([`《${document.title}》第一条`, `《${document.title}》第一条`]);
    expect(project.materials.map((material) => material.name)).toEqual(['申报书', '上年度研发费用专项审计报告']);
    const notice = await ok<PortalSchemas['NoticeDetail']>(yunqi, 'GET', `/api/notice/${noticeId}`);
    expect(notice).toMatchObject({ policy: { id: policyId }, service: { phone: '0571-87654321' }, materials: ['申报书：在线填报后导出盖章', '上年度研发费用专项审计报告：会计师事务所出具'] });
    const listed = await ok<PortalSchemas['DeclarationProjectPage']>(yunqi, 'GET', `/api/gDeclaraManage/list?keyword=${encodeURIComponent('数字贸易')}`);
    expect(listed.rows).toEqual([]);
    const byName = await ok<PortalSchemas['DeclarationProjectPage']>(yunqi, 'GET', `/api/gDeclaraManage/list?keyword=${encodeURIComponent(document.declaration?.projectName ?? '')}`);
    expect(byName.rows.map((row) => row.id)).toContain(projectId);
  });

  it('revises in place: same ids, history kept, and everyone who saved, followed, applied or subscribed is told', async () => {
    const document = completeDocument({ docNo: freshDocNo(), title: '杭州市专利导航服务补助办法' });
    const { desk: published } = await publishThroughDesk(hosts.portal, operators, document);
    const { policyId, noticeId, projectId } = published;
    const follower = await login(hosts.portal, '13800138002');
    const applicant = await login(hosts.portal, '13800138001');
    const bystander = await login(hosts.portal, '13800138003');
    await ok(yunqi, 'POST', `/api/policy/${policyId}/favorite`);
    await ok(follower, 'POST', `/api/calendar/follows/${noticeId}`);
    await ok(applicant, 'POST', '/api/application', { projectId });

    const approval = await reviseThroughDesk(
      hosts.portal,
      operators,
      published.id,
      (current) => ({ ...current, supportAmount: 80, articles: current.articles.map((block) => (block.id === 'a2' ? { ...block, text: '补助标准。按上年度研发费用的 15% 给予补助，最高 80 万元。' } : block)) }),
      '补助比例提高到 15%，上限提高到 80 万元',
    );
    expect(approval.desk).toMatchObject({ policyId, noticeId, projectId, revisions: [{ number: 2, status: 'published' }, { number: 1, status: 'superseded' }] });
    expect(approval.notified).toBeGreaterThanOrEqual(3);
    const policy = await ok<PortalSchemas['PolicyDetail']>(yunqi, 'GET', `/api/policy/${policyId}`);
    expect(policy.content[2]).toBe('第二条\u3000补助标准。按上年度研发费用的 15% 给予补助，最高 80 万元。');
    expect(policy.supportAmount).toBe(80);
    for (const token of [yunqi, follower, applicant]) {
      const [latest] = (await messages(token)).filter((message) => message.link?.kind === 'policy' && message.link.id === policyId);
      expect(latest).toMatchObject({ type: 'policy', title: `政策已修订：${document.title}` });
      expect(latest?.content).toContain('修订说明：补助比例提高到 15%，上限提高到 80 万元');
    }
    expect((await messages(bystander)).some((message) => message.link?.id === policyId)).toBe(false);

    const history = await ok<PortalSchemas['PolicyDeskHistory']>(operators.reviewer, 'GET', desk(`/${published.id}/history`));
    const save = history.events.find((event) => event.action === 'save');
    expect(save).toMatchObject({ actorName: '平台运营（admin）', revision: 2 });
    expect(save?.changes).toEqual([
      { field: 'supportAmount', label: '最高扶持金额（万元）', before: '50', after: '80' },
      { field: 'articles.a2', label: '第二条', before: '补助标准。按上年度研发费用的 10% 给予补助，最高 50 万元。', after: '补助标准。按上年度研发费用的 15% 给予补助，最高 80 万元。' },
      { field: 'note', label: '修订说明', before: null, after: '补助比例提高到 15%，上限提高到 80 万元' },
    ]);
    expect(history.events.find((event) => event.action === 'approve' && event.revision === 2)).toMatchObject({ actorName: '政策复核（admin2）', note: expect.stringMatching(/^修订已发布；已通知 \d+ 位用户$/) });
  });

  it('never loses the published text when a revision is abandoned', async () => {
    const document = completeDocument({ docNo: freshDocNo(), title: '杭州市首台套装备保险补偿办法', declaration: null });
    const { desk: published } = await publishThroughDesk(hosts.portal, operators, document);
    const before = await ok<PortalSchemas['PolicyDetail']>(yunqi, 'GET', `/api/policy/${published.policyId}`);
    const started = await ok(operators.author, 'POST', desk(`/${published.id}/revise`));
    const edited = await ok(operators.author, 'PUT', desk(`/${published.id}/draft`), { edits: started.open?.edits, document: { ...started.open?.document, title: '改到一半的标题', articles: [] } });
    const abandoned = await ok(operators.author, 'POST', desk(`/${published.id}/abandon`), { edits: edited.open?.edits });
    expect(abandoned).toMatchObject({ status: 'published', open: null, actions: ['revise', 'repeal'], revisions: [{ number: 2, status: 'abandoned' }, { number: 1, status: 'published' }] });
    expect(abandoned.published?.document.title).toBe(document.title);
    const after = await ok<PortalSchemas['PolicyDetail']>(yunqi, 'GET', `/api/policy/${published.policyId}`);
    expect({ ...after, viewCount: 0 }).toEqual({ ...before, viewCount: 0 });
  });

  it('repeals with a date and reason: the portal shows 已废止, matching stops offering it, followers are told, nothing more can be revised', async () => {
    const document = completeDocument({ docNo: freshDocNo(), title: '杭州市研发费用补助试行办法', rules: rdSubsidyRules('a1', 'a2'), declaration: null });
    const { desk: published } = await publishThroughDesk(hosts.portal, operators, document);
    await ok(yunqi, 'POST', `/api/policy/${published.policyId}/favorite`);
    const matchable = async () => (await ok<PortalSchemas['MatchablePolicy'][]>(yunqi, 'GET', '/api/policy-match/policies')).some((item) => item.policyId === published.policyId);
    expect(await matchable()).toBe(true);

    const early = await send<FieldErrors>(operators.author, 'POST', desk(`/${published.id}/repeal`), { repealDate: '2026-06-14', reason: '被新办法替代' });
    expect(early.envelope.data.fieldErrors).toEqual({ repealDate: '废止日期不能早于发布日期（2026-06-15）' });
    const repealed = await ok(operators.author, 'POST', desk(`/${published.id}/repeal`), { repealDate: '2026-06-15', reason: '被《杭州市研发费用补助办法》替代' });
    expect(repealed).toMatchObject({ status: 'repealed', validity: 'repealed', repealDate: '2026-06-15', repealReason: '被《杭州市研发费用补助办法》替代', actions: [] });

    const policy = await ok<PortalSchemas['PolicyDetail']>(yunqi, 'GET', `/api/policy/${published.policyId}`);
    expect(policy).toMatchObject({ validity: 'repealed', repealDate: '2026-06-15' });
    expect(await matchable()).toBe(false);
    const [message] = (await messages(yunqi)).filter((item) => item.title === `政策已废止：${document.title}`);
    expect(message?.content).toContain('自 2026-06-15 起废止。原因：被《杭州市研发费用补助办法》替代');
    expect((await send(operators.author, 'POST', desk(`/${published.id}/revise`))).status).toBe(409);
  });
});

describe('政策发布: policies the desk did not write', () => {
  it('reads every seeded text back into blocks that compose to the very same paragraphs', async () => {
    const rows = (await hosts.db.all('SELECT id, content FROM policies')) as { id: number; content: string }[];
    expect(rows.length).toBeGreaterThan(500);
    for (const row of rows) {
      const content = JSON.parse(row.content) as string[];
      expect(composeContent(parseContent(content)), `policy ${row.id}`).toEqual(content);
    }
  });

  it('lists a seeded policy, revises it without a change to its text or attachments, and keeps its id', async () => {
    const seeded = (await hosts.db.get(`SELECT id, title, content FROM policies WHERE doc_no = '国科发火〔2016〕32号'`)) as { id: number; title: string; content: string };
    const { id: deskId } = (await hosts.db.get('SELECT id FROM policy_desk WHERE policy_id = ?', seeded.id)) as { id: number };
    const listed = await ok<PortalSchemas['PolicyDeskPage']>(operators.author, 'GET', desk(`?status=published&keyword=${encodeURIComponent('高新技术企业认定管理办法')}`));
    expect(listed.rows.map((row) => row.id)).toContain(deskId);
    const before = await ok<PortalSchemas['PolicyDetail']>(yunqi, 'GET', `/api/policy/${seeded.id}`);
    const detail = await ok(operators.author, 'GET', desk(`/${deskId}`));
    expect(detail.published?.revision).toBeNull();
    expect(detail.published?.document.articles.filter((block) => block.kind === 'chapter').map((block) => block.text)).toEqual(['总则', '组织与实施', '认定条件与程序', '监督管理', '附则']);

    await reviseThroughDesk(hosts.portal, operators, deskId, (current) => ({ ...current, industries: [...current.industries] }), '核对原文，无改动');
    const after = await ok<PortalSchemas['PolicyDetail']>(yunqi, 'GET', `/api/policy/${seeded.id}`);
    expect(after.content).toEqual(JSON.parse(seeded.content));
    expect(after.attachments).toEqual(before.attachments);
    expect(after.id).toBe(seeded.id);
  });

  it('filters the list by status, level, region and keyword, and pages it', async () => {
    const pending = await ok(operators.author, 'POST', desk(), { document: completeDocument({ docNo: freshDocNo(), title: '宁波市海洋经济专项资金管理办法', issuer: '宁波市发展和改革委员会', regionCode: '330200' }) });
    await ok(operators.author, 'POST', desk(`/${pending.id}/submit`), { edits: pending.open?.edits });
    const query = async (search: string) => (await ok<PortalSchemas['PolicyDeskPage']>(operators.reviewer, 'GET', desk(`?${search}`))).rows.map((row) => row.id);
    expect(await query('status=pending&regionCode=330200')).toEqual([pending.id]);
    expect(await query('status=pending&regionCode=330100')).not.toContain(pending.id);
    expect(await query(`keyword=${encodeURIComponent('海洋经济')}&level=municipal`)).toEqual([pending.id]);
    expect(await query(`keyword=${encodeURIComponent('海洋经济')}&level=provincial`)).toEqual([]);
    expect(await query('status=draft')).not.toContain(pending.id);
    const page = await ok<PortalSchemas['PolicyDeskPage']>(operators.reviewer, 'GET', desk('?status=published&pageSize=5&pageNum=2'));
    expect(page).toMatchObject({ pageNum: 2, pageSize: 5 });
    expect(page.rows).toHaveLength(5);
    expect(page.total).toBeGreaterThan(500);
  });
});
