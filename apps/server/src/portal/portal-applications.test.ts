import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalSchemas } from '@smes/contract-types';
import { MATERIAL_FILE_MAX_BYTES } from '../domain/material-files';
import { SAMPLE_FILES, multipartFile } from '../testing/material-files';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

type ApplicationAnswer = PortalSchemas['Application'];

let hosts: TestHosts;
let yunqi: string;
let haishu: string;

beforeAll(async () => {
  hosts = await createTestHosts();
  yunqi = await login(hosts.portal, '13800138000');
  haishu = await login(hosts.portal, '13800138001');
});

afterAll(async () => {
  await hosts.close();
});

/** Open projects, newest first; each test takes its own so applications do not meet. */
async function openProjectIds(): Promise<number[]> {
  const at = hosts.clock.now().toISOString();
  return ((await hosts.db.all('SELECT id FROM declaration_projects WHERE start_time <= ? AND end_time >= ? ORDER BY id DESC LIMIT 10', at, at)) as { id: number }[]).map(
    (row) => row.id,
  );
}

async function openProjectId(index: number): Promise<number> {
  const id = (await openProjectIds())[index];
  if (id === undefined) throw new Error(`the seed needs ${index + 1} open projects`);
  return id;
}

async function create(token: string, projectId: number): Promise<ApplicationAnswer> {
  const response = await hosts.portal.inject({ method: 'POST', url: '/api/application', headers: bearer(token), payload: { projectId } });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<ApplicationAnswer>>(response).data;
}

const fileUrl = (application: ApplicationAnswer, materialId: string) => `/api/application/${application.id}/materials/${materialId}/file`;

async function upload(token: string, application: ApplicationAnswer, materialId: string, name: string, bytes: Buffer) {
  const { payload, headers } = await multipartFile(name, bytes);
  return hosts.portal.inject({ method: 'POST', url: fileUrl(application, materialId), headers: { ...bearer(token), ...headers }, payload });
}

const submit = (token: string, application: ApplicationAnswer) =>
  hosts.portal.inject({ method: 'POST', url: `/api/application/${application.id}/submit`, headers: bearer(token) });

const download = (token: string, application: ApplicationAnswer, materialId: string) =>
  hosts.portal.inject({ method: 'POST', url: `${fileUrl(application, materialId)}/download`, headers: bearer(token) });

function requiredOf(application: ApplicationAnswer) {
  const required = application.materials.filter((material) => material.required);
  if (required.length < 2) throw new Error('the project needs two required materials');
  return required;
}

describe('applications are saved, not opened', () => {
  it('creates nothing until the first save, then one draft per project and user', async () => {
    const projectId = await openProjectId(0);
    const mine = async (token: string) =>
      body<Envelope<{ rows: ApplicationAnswer[]; total: number }>>(
        await hosts.portal.inject({ method: 'GET', url: `/api/application/mine?projectId=${projectId}`, headers: bearer(token) }),
      ).data;
    expect((await mine(yunqi)).total).toBe(0);
    const first = await create(yunqi, projectId);
    expect(first).toMatchObject({ status: 'draft', progress: 0, submittedAt: null });
    expect(first.materials.every((material) => material.state === 'preparing' && material.file === null)).toBe(true);
    expect((await create(yunqi, projectId)).id).toBe(first.id);
    expect((await mine(yunqi)).rows.map((row) => row.id)).toEqual([first.id]);
    expect((await mine(haishu)).total).toBe(0);
  });
});

describe('material files', () => {
  it('stores an upload as the material’s file, makes it 已就绪, and replaces it on a second upload', async () => {
    const application = await create(yunqi, await openProjectId(1));
    const [first] = requiredOf(application);
    if (!first) throw new Error('unreachable');
    const uploaded = await upload(yunqi, application, first.materialId, '营业执照.pdf', SAMPLE_FILES.pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const saved = body<Envelope<ApplicationAnswer>>(uploaded).data.materials.find((material) => material.materialId === first.materialId);
    expect(saved).toMatchObject({
      state: 'ready',
      file: { name: '营业执照.pdf', size: SAMPLE_FILES.pdf.length, contentType: 'application/pdf', uploadedAt: hosts.clock.now().toISOString() },
    });
    expect(body<Envelope<ApplicationAnswer>>(uploaded).data.progress).toBe(Math.floor(100 / requiredOf(application).length));

    const file = await download(yunqi, application, first.materialId);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('营业执照.pdf')}`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const replaced = body<Envelope<ApplicationAnswer>>(await upload(yunqi, application, first.materialId, '营业执照（新）.png', SAMPLE_FILES.png)).data;
    expect(replaced.materials.find((material) => material.materialId === first.materialId)?.file).toMatchObject({ name: '营业执照（新）.png', contentType: 'image/png' });
    expect((await download(yunqi, application, first.materialId)).rawPayload.equals(SAMPLE_FILES.png)).toBe(true);

    const deleted = await hosts.portal.inject({ method: 'DELETE', url: fileUrl(application, first.materialId), headers: bearer(yunqi) });
    expect(body<Envelope<ApplicationAnswer>>(deleted).data.materials.find((material) => material.materialId === first.materialId)).toMatchObject({ state: 'preparing', file: null });
    const gone = await download(yunqi, application, first.materialId);
    expect(gone.statusCode).toBe(404);
    expect(body(gone).msg).toBe('该材料尚未上传文件');
  });

  it('refuses a wrong type or disguised content with a Chinese message, and stores nothing', async () => {
    const application = await create(yunqi, await openProjectId(2));
    const [first] = requiredOf(application);
    if (!first) throw new Error('unreachable');
    const exe = await upload(yunqi, application, first.materialId, 'setup.exe', SAMPLE_FILES.exe);
    expect(exe.statusCode).toBe(400);
    expect(body(exe)).toMatchObject({ code: 400, msg: '仅支持上传 PDF、JPG/PNG 图片或 Word、Excel、PPT 文档', data: null, statusCode: 400 });
    const disguised = await upload(yunqi, application, first.materialId, '审计报告.pdf', SAMPLE_FILES.html);
    expect(disguised.statusCode).toBe(400);
    expect(body(disguised).msg).toMatch(/^文件内容不是PDF，与扩展名 \.pdf 不符/);
    const renamedZip = await upload(yunqi, application, first.materialId, '审计报告.docx', SAMPLE_FILES.zip);
    expect(renamedZip.statusCode).toBe(400);
    const { payload, headers } = await multipartFile('a.pdf', SAMPLE_FILES.pdf, 'attachment');
    const noFile = await hosts.portal.inject({ method: 'POST', url: fileUrl(application, first.materialId), headers: { ...bearer(yunqi), ...headers }, payload });
    expect(noFile.statusCode).toBe(400);
    expect(body(noFile).msg).toBe('请选择要上传的文件');
    const detail = body<Envelope<ApplicationAnswer>>(await hosts.portal.inject({ method: 'GET', url: `/api/application/${application.id}`, headers: bearer(yunqi) })).data;
    expect(detail.materials.every((material) => material.file === null)).toBe(true);
  });

  it('refuses a file over 10 MB with 413 and the limit in Chinese, both just over and far over the limit', async () => {
    const application = await create(yunqi, await openProjectId(2));
    const [first] = requiredOf(application);
    if (!first) throw new Error('unreachable');
    const justOver = await upload(yunqi, application, first.materialId, '扫描件.pdf', Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(MATERIAL_FILE_MAX_BYTES)]));
    expect(justOver.statusCode).toBe(413);
    expect(body(justOver)).toMatchObject({ code: 413, msg: expect.stringMatching(/^文件不能超过 10 MB/) as unknown, data: null });
    const farOver = await upload(yunqi, application, first.materialId, '扫描件.pdf', Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(MATERIAL_FILE_MAX_BYTES + 512 * 1024)]));
    expect(farOver.statusCode).toBe(413);
    expect(body(farOver).msg).toBe('文件不能超过 10 MB');
  });

  it('treats the file name as hostile: controls, bidi overrides and path characters are removed', async () => {
    const application = await create(yunqi, await openProjectId(3));
    const [first] = requiredOf(application);
    if (!first) throw new Error('unreachable');
    const response = await upload(yunqi, application, first.materialId, '../../报告\u202Efdp.exe\u0000.pdf', SAMPLE_FILES.pdf);
    expect(response.statusCode, response.body).toBe(200);
    const name = body<Envelope<ApplicationAnswer>>(response).data.materials.find((material) => material.materialId === first.materialId)?.file?.name;
    expect(name).toBe('....报告fdp.exe.pdf');
  });

  it('answers 404 for another user’s application, material or file, exactly as for a missing one', async () => {
    const application = await create(yunqi, await openProjectId(3));
    const [first] = requiredOf(application);
    if (!first) throw new Error('unreachable');
    await upload(yunqi, application, first.materialId, '营业执照.pdf', SAMPLE_FILES.pdf);
    const theirs = await download(haishu, application, first.materialId);
    expect(theirs.statusCode).toBe(404);
    expect(body(theirs)).toMatchObject({ code: 404, msg: '申报不存在', data: null });
    expect(theirs.rawPayload.includes(SAMPLE_FILES.pdf)).toBe(false);
    const missing = await download(haishu, { ...application, id: 999_999 }, first.materialId);
    expect(body(missing)).toEqual(body(theirs));
    for (const response of [
      await upload(haishu, application, first.materialId, 'x.pdf', SAMPLE_FILES.pdf),
      await hosts.portal.inject({ method: 'DELETE', url: fileUrl(application, first.materialId), headers: bearer(haishu) }),
      await hosts.portal.inject({ method: 'GET', url: `/api/application/${application.id}`, headers: bearer(haishu) }),
      await hosts.portal.inject({ method: 'PUT', url: `/api/application/${application.id}/materials/${first.materialId}`, headers: bearer(haishu), payload: { state: 'preparing' } }),
      await submit(haishu, application),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(body(response).msg).toBe('申报不存在');
    }
    expect((await download(yunqi, application, first.materialId)).rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
  });

  it('opens a submitted application’s files to the operator who decides on it, never a draft’s, never another enterprise', async () => {
    const operator = await login(hosts.portal, 'admin');
    const institution = await login(hosts.portal, '13900139000');
    const application = await create(yunqi, await openProjectId(7));
    const required = requiredOf(application);
    for (const material of required) await upload(yunqi, application, material.materialId, `${material.name}.png`, SAMPLE_FILES.png);
    const [first] = required;
    if (!first) throw new Error('unreachable');
    // A draft is still the applicant's own business.
    expect((await download(operator, application, first.materialId)).statusCode).toBe(404);
    expect((await submit(yunqi, application)).statusCode).toBe(200);
    const opened = await download(operator, application, first.materialId);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    // The type the bytes proved, for the operator's preview; never rendered as a page.
    expect(opened.headers['content-type']).toBe('image/png');
    expect(opened.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // Another enterprise is told the application does not exist; an institution may not download materials at all.
    expect((await download(haishu, application, first.materialId)).statusCode).toBe(404);
    expect((await download(institution, application, first.materialId)).statusCode).toBe(403);
    expect((await hosts.portal.inject({ method: 'POST', url: `${fileUrl(application, first.materialId)}/download` })).statusCode).toBe(401);
  });

  it('lets only optional materials without a file be marked 不适用, and never 已就绪 by hand', async () => {
    const application = await create(haishu, await openProjectId(4));
    const [first] = requiredOf(application);
    const optional = application.materials.find((material) => !material.required);
    if (!first || !optional) throw new Error('the project needs required and optional materials');
    const setState = (materialId: string, state: string) =>
      hosts.portal.inject({ method: 'PUT', url: `/api/application/${application.id}/materials/${materialId}`, headers: bearer(haishu), payload: { state } });
    expect((await setState(first.materialId, 'ready')).statusCode).toBe(400);
    expect(body(await setState(first.materialId, 'not_applicable')).msg).toBe('必需材料不能标记为不适用');
    expect(body<Envelope<ApplicationAnswer>>(await setState(optional.materialId, 'not_applicable')).data.materials.find((m) => m.materialId === optional.materialId)?.state).toBe('not_applicable');
    await upload(haishu, application, optional.materialId, '附件.docx', SAMPLE_FILES.docx);
    const refused = await setState(optional.materialId, 'not_applicable');
    expect(refused.statusCode).toBe(409);
    expect(body(refused).msg).toBe('该材料已上传文件，如不适用请先删除文件');
  });
});

describe('submission', () => {
  it('is refused with 400 naming every required material without a file, whatever its state', async () => {
    const application = await create(yunqi, await openProjectId(5));
    const required = requiredOf(application);
    const blocked = await submit(yunqi, application);
    expect(blocked.statusCode).toBe(400);
    expect(body(blocked)).toEqual({
      code: 400,
      msg: `以下必需材料尚未上传：${required.map((material) => material.name).join('、')}`,
      data: { missingMaterials: required.map(({ materialId, name }) => ({ materialId, name })) },
      statusCode: 400,
    });

    const [first, ...rest] = required;
    if (!first) throw new Error('unreachable');
    await upload(yunqi, application, first.materialId, '营业执照.pdf', SAMPLE_FILES.pdf);
    // A state written behind the API's back (as the old 已就绪 button did) does not stand in for a file.
    await hosts.db.run(`UPDATE application_materials SET state = 'ready' WHERE application_id = ?`, application.id);
    const stillBlocked = await submit(yunqi, application);
    expect(stillBlocked.statusCode).toBe(400);
    expect(body<Envelope<{ missingMaterials: { name: string }[] }>>(stillBlocked).data.missingMaterials.map((material) => material.name)).toEqual(
      rest.map((material) => material.name),
    );
    const status = (await hosts.db.get('SELECT status FROM applications WHERE id = ?', application.id)) as { status: string };
    expect(status.status).toBe('draft');
  });

  it('submits once every required material has a file, then freezes them and shows the timeline with the files', async () => {
    const application = await create(yunqi, await openProjectId(6));
    const required = requiredOf(application);
    for (const material of required) await upload(yunqi, application, material.materialId, `${material.name}.pdf`, SAMPLE_FILES.pdf);
    const unread = body<Envelope<{ count: number }>>(await hosts.portal.inject({ method: 'GET', url: '/api/message/unread-count', headers: bearer(yunqi) })).data.count;
    hosts.clock.advance(60_000);
    const response = await submit(yunqi, application);
    expect(response.statusCode, response.body).toBe(200);
    const submitted = body<Envelope<ApplicationAnswer>>(response).data;
    expect(submitted).toMatchObject({ status: 'submitted', progress: 100, submittedAt: hosts.clock.now().toISOString() });
    expect(submitted.timeline.map((event) => event.status)).toEqual(['draft', 'submitted']);
    expect(submitted.timeline[1]?.note).toBe(`已提交申报材料（${required.length} 份文件），等待主管部门受理`);
    for (const material of required) {
      expect(submitted.materials.find((item) => item.materialId === material.materialId)).toMatchObject({
        state: 'submitted',
        file: { name: `${material.name}.pdf`, contentType: 'application/pdf' },
      });
    }

    const [first] = required;
    if (!first) throw new Error('unreachable');
    const optional = application.materials.find((material) => !material.required);
    for (const frozen of [
      await upload(yunqi, application, first.materialId, '替换.pdf', SAMPLE_FILES.pdf),
      ...(optional ? [await upload(yunqi, application, optional.materialId, '补充.pdf', SAMPLE_FILES.pdf)] : []),
      await hosts.portal.inject({ method: 'DELETE', url: fileUrl(application, first.materialId), headers: bearer(yunqi) }),
      await hosts.portal.inject({ method: 'PUT', url: `/api/application/${application.id}/materials/${first.materialId}`, headers: bearer(yunqi), payload: { state: 'preparing' } }),
    ]) {
      expect(frozen.statusCode).toBe(409);
      expect(body(frozen).msg).toBe('申报已提交，不能修改材料');
    }
    expect(body(await submit(yunqi, application)).msg).toBe('申报已提交，请勿重复提交');
    // Still the owner's to download after submission, unchanged.
    expect((await download(yunqi, application, first.materialId)).rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);

    const messages = body<Envelope<{ rows: { title: string; link: unknown }[] }>>(
      await hosts.portal.inject({ method: 'GET', url: '/api/message/list?read=false', headers: bearer(yunqi) }),
    ).data.rows;
    expect(messages[0]).toMatchObject({ title: `申报已提交：${application.projectName}`, link: { kind: 'application', id: application.id } });
    expect(body<Envelope<{ count: number }>>(await hosts.portal.inject({ method: 'GET', url: '/api/message/unread-count', headers: bearer(yunqi) })).data.count).toBe(unread + 1);
    const mine = body<Envelope<{ rows: ApplicationAnswer[] }>>(await hosts.portal.inject({ method: 'GET', url: '/api/application/mine?status=submitted', headers: bearer(yunqi) })).data;
    expect(mine.rows.find((row) => row.id === application.id)?.materials.filter((material) => material.file !== null)).toHaveLength(required.length);
  });
});
