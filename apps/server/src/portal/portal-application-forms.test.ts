import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalSchemas } from '@smes/contract-types';
import { SAMPLE_FILES, multipartFile } from '../testing/material-files';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

type ApplicationAnswer = PortalSchemas['Application'];
type Form = PortalSchemas['ApplicationForm'];

let hosts: TestHosts;
let yunqi: string;
let haishu: string;
let admin: string;

beforeAll(async () => {
  hosts = await createTestHosts();
  yunqi = await login(hosts.portal, '13800138000');
  haishu = await login(hosts.portal, '13800138001');
  admin = await login(hosts.portal, 'admin');
});

afterAll(async () => {
  await hosts.close();
});

/** Open projects that have a 项目申报书 and a 信用承诺书 (every seeded project's common materials). */
async function openProjectId(index: number): Promise<number> {
  const at = hosts.clock.now().toISOString();
  const rows = (await hosts.db.all(`SELECT p.id FROM declaration_projects p WHERE p.start_time <= ? AND p.end_time >= ?
       AND EXISTS (SELECT 1 FROM declaration_materials m WHERE m.project_id = p.id AND m.mode = 'onlineForm')
       AND EXISTS (SELECT 1 FROM declaration_materials m WHERE m.project_id = p.id AND m.mode = 'commitment') ORDER BY p.id DESC LIMIT 10`, at, at)) as { id: number }[];
  const id = rows[index]?.id;
  if (id === undefined) throw new Error(`the seed needs ${index + 1} open projects with online materials`);
  return id;
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  hosts.portal.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function create(token: string, projectId: number): Promise<ApplicationAnswer> {
  const response = await call('POST', '/api/application', token, { projectId });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<ApplicationAnswer>>(response).data;
}

const byMode = (application: ApplicationAnswer, mode: PortalSchemas['MaterialMode']) => {
  const material = application.materials.find((item) => item.mode === mode);
  if (!material) throw new Error(`no ${mode} material`);
  return material;
};

describe('项目申报书 filled online', () => {
  it('opens prefilled from the ledger, saves a draft, and generates the 申报书 PDF as the material’s file', async () => {
    const application = await create(yunqi, await openProjectId(0));
    const form = byMode(application, 'onlineForm');
    const formUrl = `/api/application/${application.id}/materials/${form.materialId}/form`;

    const first = body<Envelope<Form>>(await call('GET', formUrl, yunqi)).data;
    expect(first.prefilledFromLedger).toBe(true);
    expect(first.savedAt).toBeNull();
    expect(first.fields).toMatchObject({
      enterpriseName: '杭州云栖智造科技有限公司',
      creditCode: '91330110MA2H3K8X5F',
      registeredAddress: '浙江省杭州市余杭区',
      employeesTotal: 210,
      revenueY1: 6800,
      contactPhone: '13800138000',
      projectTitle: application.projectName,
    });

    // Generating before anything is saved asks for the draft first.
    expect(body(await call('POST', `${formUrl}/pdf`, yunqi))).toMatchObject({ code: 400, msg: '请先保存申报书草稿，再生成申报书' });
    const missing = { ...first.fields, legalRepresentative: '', projectSummary: '' };
    expect((await call('PUT', formUrl, yunqi, missing)).statusCode).toBe(200);
    expect(body(await call('POST', `${formUrl}/pdf`, yunqi))).toMatchObject({ code: 400, msg: '请先填写：法定代表人、联系人、项目简介' });

    const filled = { ...first.fields, legalRepresentative: '陈立群', contactName: '周敏', projectSummary: '建设工业视觉检测产线，年检测能力 1200 万件。', requestedAmount: 50 };
    const saved = body<Envelope<Form>>(await call('PUT', formUrl, yunqi, filled)).data;
    expect(saved).toMatchObject({ prefilledFromLedger: false, fields: { legalRepresentative: '陈立群' } });
    expect(body<Envelope<Form>>(await call('GET', formUrl, yunqi)).data.fields.projectSummary).toBe(filled.projectSummary);

    const generated = body<Envelope<ApplicationAnswer>>(await call('POST', `${formUrl}/pdf`, yunqi)).data;
    const material = generated.materials.find((item) => item.materialId === form.materialId);
    expect(material).toMatchObject({ state: 'ready', file: { name: '项目申报书.pdf', contentType: 'application/pdf' } });
    const file = await call('POST', `/api/application/${application.id}/materials/${form.materialId}/file/download`, yunqi);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The CJK font travels in the file: a subset of Noto Sans CJK is embedded.
    expect(file.rawPayload.toString('latin1')).toMatch(/FontFile2|NotoSansCJK/);
  });

  it('refuses a malformed field (a phone with letters) with 400, and anyone else’s form as missing', async () => {
    const application = await create(yunqi, await openProjectId(1));
    const form = byMode(application, 'onlineForm');
    const formUrl = `/api/application/${application.id}/materials/${form.materialId}/form`;
    const fields = body<Envelope<Form>>(await call('GET', formUrl, yunqi)).data.fields;
    expect((await call('PUT', formUrl, yunqi, { ...fields, contactPhone: '138abc' })).statusCode).toBe(400);
    expect((await call('PUT', formUrl, yunqi, { ...fields, projectSummary: '字'.repeat(2001) })).statusCode).toBe(400);
    expect((await call('GET', formUrl, haishu)).statusCode).toBe(404);
    expect((await call('PUT', formUrl, haishu, fields)).statusCode).toBe(404);
    // A material that is uploaded, not filled online, has no form.
    const upload = application.materials.find((item) => item.mode === 'upload');
    expect(body(await call('GET', `/api/application/${application.id}/materials/${upload?.materialId}/form`, yunqi)).msg).toBe('该材料不是在线填报的材料');
  });
});

describe('信用承诺 by ticking', () => {
  it('reads the text, ticks it into the commitment PDF with the enterprise’s name, and unticks it away', async () => {
    const projectId = await openProjectId(2);
    const text = body<Envelope<PortalSchemas['CommitmentText']>>(await hosts.portal.inject({ method: 'GET', url: `/api/gDeclaraManage/${projectId}/commitment` })).data;
    expect(text.paragraphs[0]).toMatch(/^本单位自愿申报《.+》所列支持事项，现郑重承诺：$/);
    const template = await hosts.portal.inject({ method: 'POST', url: `/api/gDeclaraManage/${projectId}/commitment/template` });
    expect(template.statusCode).toBe(200);
    expect(String(template.headers['content-disposition'])).toContain(encodeURIComponent('信用承诺书模板.pdf'));

    const application = await create(yunqi, projectId);
    const commitment = byMode(application, 'commitment');
    const url = `/api/application/${application.id}/materials/${commitment.materialId}/commitment`;
    const signed = body<Envelope<ApplicationAnswer>>(await call('POST', url, yunqi, { agree: 'yes' })).data;
    expect(signed.materials.find((item) => item.materialId === commitment.materialId)).toMatchObject({ state: 'ready', file: { name: '信用承诺书.pdf' } });
    const unsigned = body<Envelope<ApplicationAnswer>>(await call('POST', url, yunqi, { agree: 'no' })).data;
    expect(unsigned.materials.find((item) => item.materialId === commitment.materialId)).toMatchObject({ state: 'preparing', file: null });
    expect((await call('POST', url, haishu, { agree: 'yes' })).statusCode).toBe(404);
    expect((await call('POST', url, yunqi, { agree: 'maybe' })).statusCode).toBe(400);
  });
});

describe('撤回 before 受理', () => {
  it('takes a submitted application back to 待提交 with its files, once; not after the department acted', async () => {
    const application = await create(yunqi, await openProjectId(3));
    for (const material of application.materials.filter((item) => item.required)) {
      if (material.mode === 'commitment') {
        await call('POST', `/api/application/${application.id}/materials/${material.materialId}/commitment`, yunqi, { agree: 'yes' });
        continue;
      }
      const { payload, headers } = await multipartFile(`${material.name}.pdf`, SAMPLE_FILES.pdf);
      await hosts.portal.inject({ method: 'POST', url: `/api/application/${application.id}/materials/${material.materialId}/file`, headers: { ...bearer(yunqi), ...headers }, payload });
    }
    expect((await call('POST', `/api/application/${application.id}/submit`, yunqi)).statusCode).toBe(200);
    expect((await call('POST', `/api/application/${application.id}/withdraw`, haishu)).statusCode).toBe(404);

    const withdrawn = body<Envelope<ApplicationAnswer>>(await call('POST', `/api/application/${application.id}/withdraw`, yunqi)).data;
    expect(withdrawn.status).toBe('draft');
    expect(withdrawn.submittedAt).toBeNull();
    expect(withdrawn.materials.filter((item) => item.required).every((item) => item.state === 'ready' && item.file !== null)).toBe(true);
    expect(withdrawn.timeline.at(-1)).toMatchObject({ status: 'draft', note: '企业撤回申报，可修改材料后重新提交' });
    expect(body(await call('POST', `/api/application/${application.id}/withdraw`, yunqi))).toMatchObject({ code: 409, msg: '只有已提交、尚未受理的申报可以撤回' });

    // Submitted again and accepted: the department has acted, it stays.
    expect((await call('POST', `/api/application/${application.id}/submit`, yunqi)).statusCode).toBe(200);
    const accepted = await hosts.portal.inject({
      method: 'POST',
      url: `/api/admin/applications/${application.id}/transition`,
      headers: bearer(admin),
      payload: { action: 'accept', from: 'submitted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await call('POST', `/api/application/${application.id}/withdraw`, yunqi)).statusCode).toBe(409);
  });
});
