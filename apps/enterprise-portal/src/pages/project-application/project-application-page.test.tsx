import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildApplication,
  buildApplicationMaterial,
  buildApplicationPage,
  buildDeclarationProjectDetail,
  buildMaterialFile,
  buildUserInfo,
  errorEnvelope,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import { applicationProgress, type Application } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const visits: string[] = [];
const createdFor: string[] = [];
const uploads: string[] = [];
const deletes: string[] = [];
const downloads: string[] = [];
let current: Application;
let mine: Application[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The 申报书 as the server prefills it from the ledger. */
const PREFILLED_FORM = {
  enterpriseName: '杭州云栖智造科技有限公司',
  creditCode: '91330110MA2H3K8X5F',
  registeredAddress: '浙江省杭州市余杭区',
  legalRepresentative: '',
  contactName: '',
  contactPhone: '13800138000',
  mainProducts: '工业视觉检测设备',
  employeesTotal: 210,
  revenueY1: 6800,
  rdExpenseY1: 436,
  netProfitY1: 615,
  projectTitle: '2026年杭州市专精特新中小企业奖励资金申报',
  projectSummary: '',
  expectedOutcome: '',
  requestedAmount: null,
};

const UPLOAD_TIME = '2026-03-11T02:00:00.000Z';

function withFile(application: Application, materialId: string, name: string | null): Application {
  const materials = application.materials.map((material) =>
    material.materialId === materialId
      ? { ...material, state: name ? ('ready' as const) : ('preparing' as const), file: name ? buildMaterialFile({ name, uploadedAt: UPLOAD_TIME }) : null }
      : material,
  );
  return { ...application, materials, progress: applicationProgress(materials) };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'portal-token');
  localStorage.setItem('userinfo', JSON.stringify(buildUserInfo()));
  for (const list of [visits, createdFor, uploads, deletes, downloads]) list.length = 0;
  current = buildApplication({ id: 42, projectId: 7, projectName: '2026年杭州市专精特新中小企业奖励资金申报' });
  mine = [];
  server.use(
    portalHandler('get', '/api/application/mine', ({ request }) => {
      expect(new URL(request.url).searchParams.get('projectId')).toBe('7');
      return { status: 200, body: okEnvelope(buildApplicationPage(mine)) };
    }),
    portalHandler('post', '/api/application', async ({ request }) => {
      createdFor.push(new URLSearchParams(await request.text()).get('projectId') ?? '');
      return { status: 200, body: okEnvelope(current) };
    }),
    portalHandler('get', '/api/application/{id}', () => ({ status: 200, body: okEnvelope(current) })),
    portalHandler('post', '/api/application/{id}/materials/{materialId}/file', ({ params }) => {
      const materialId = String(params.materialId);
      uploads.push(`${String(params.id)}/${materialId}`);
      current = withFile(current, materialId, `${materialId}.pdf`);
      return { status: 200, body: okEnvelope(current) };
    }),
    portalHandler('delete', '/api/application/{id}/materials/{materialId}/file', ({ params }) => {
      deletes.push(String(params.materialId));
      current = withFile(current, String(params.materialId), null);
      return { status: 200, body: okEnvelope(current) };
    }),
    portalHandler('post', '/api/application/{id}/materials/{materialId}/file/download', ({ params }) => {
      downloads.push(String(params.materialId));
      return { status: 404, body: errorEnvelope(404, '申报不存在') };
    }),
    portalHandler('post', '/api/application/{id}/submit', () => {
      current = {
        ...current,
        status: 'submitted',
        submittedAt: '2026-03-12T01:30:00.000Z',
        materials: current.materials.map((material) => (material.state === 'ready' ? { ...material, state: 'submitted' } : material)),
        timeline: [...current.timeline, { status: 'submitted', at: '2026-03-12T01:30:00.000Z', note: '已提交申报材料（2 份文件），等待主管部门受理' }],
      };
      return { status: 200, body: okEnvelope(current) };
    }),
    portalHandler('get', '/api/gDeclaraManage/{id}', () => ({
      status: 200,
      body: okEnvelope(
        buildDeclarationProjectDetail({
          id: 7,
          projectName: '2026年杭州市专精特新中小企业奖励资金申报',
          status: 'open',
          materials: [
            { id: 'm1', name: '营业执照复印件', required: true, description: '加盖公章的营业执照副本复印件' },
            { id: 'm2', name: '上年度财务审计报告', required: true, description: '会计师事务所出具' },
            { id: 'm3', name: '知识产权证明材料', required: false, description: '专利证书等' },
          ],
        }),
      ),
    })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: okEnvelope(null) };
    }),
  );
});

function pdf(name: string, size = 2048): File {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

function row(name: string) {
  return screen.getByRole('listitem', { name });
}

describe('我要申报', () => {
  it('creates nothing on opening: the unsaved checklist, and the first upload saves the draft', async () => {
    const { router } = renderScreens({ path: '/findpolicy/ProjectApplication/7', screens: portalScreens });

    expect(await screen.findByText('尚未保存申报。上传第一份材料时自动保存为草稿，之后可随时回来继续。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '我要申报' })).toBeInTheDocument();
    await waitFor(() => expect(visits).toContain('我要申报'));
    expect(createdFor).toEqual([]);
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('加盖公章的营业执照副本复印件')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交申报' })).not.toBeInTheDocument();
    expect(screen.getByText('上传全部 2 项必需材料后即可提交申报。')).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('选择「营业执照复印件」的文件'), pdf('营业执照.pdf'));
    await waitFor(() => expect(router.state.location.search).toBe('?applicationId=42'));
    expect(createdFor).toEqual(['7']);
    expect(uploads).toEqual(['42/m1']);
    // The saved draft replaces the unsaved list, so each look finds the rows anew.
    await waitFor(() => expect(within(row('营业执照复印件')).getByRole('button', { name: '下载 m1.pdf' })).toBeInTheDocument());
    expect(screen.getByText('材料进度')).toHaveTextContent('50%');
    expect(screen.getByText('还有 1 项必需材料未上传：上年度财务审计报告')).toBeInTheDocument();
  });

  it('opens the project’s open application instead of creating one', async () => {
    // 已拨付 is finished (审核通过 no longer is: 公示 and 拨付 follow), so the draft is the open one.
    mine = [buildApplication({ id: 42, projectId: 7, status: 'disbursed' }), buildApplication({ id: 43, projectId: 7, status: 'draft' })];
    current = { ...current, id: 43 };
    const { router } = renderScreens({ path: '/findpolicy/ProjectApplication/7', screens: portalScreens });
    await waitFor(() => expect(router.state.location.search).toBe('?applicationId=43'));
    expect(await screen.findByRole('list', { name: '办理记录' })).toBeInTheDocument();
    expect(createdFor).toEqual([]);
  });

  it('uploads, replaces and deletes files until every required one is there', async () => {
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=42', screens: portalScreens });
    await screen.findByText('上年度财务审计报告');
    expect(screen.getByRole('button', { name: '提交申报' })).toBeDisabled();
    expect(screen.getByText('还有 2 项必需材料未上传：营业执照复印件、上年度财务审计报告')).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('选择「营业执照复印件」的文件'), pdf('营业执照.pdf'));
    expect(await within(row('营业执照复印件')).findByRole('button', { name: '下载 m1.pdf' })).toBeInTheDocument();
    expect(within(row('营业执照复印件')).getByText('已就绪')).toBeInTheDocument();
    expect(within(row('营业执照复印件')).getByRole('button', { name: '替换文件（营业执照复印件）' })).toBeInTheDocument();

    await userEvent.click(within(row('营业执照复印件')).getByRole('button', { name: '删除文件（营业执照复印件）' }));
    await waitFor(() => expect(within(row('营业执照复印件')).queryByRole('button', { name: '下载 m1.pdf' })).not.toBeInTheDocument());
    expect(deletes).toEqual(['m1']);

    await userEvent.upload(screen.getByLabelText('选择「营业执照复印件」的文件'), pdf('营业执照.pdf'));
    await userEvent.upload(screen.getByLabelText('选择「上年度财务审计报告」的文件'), pdf('审计报告.pdf'));
    await waitFor(() => expect(screen.getByRole('button', { name: '提交申报' })).toBeEnabled());
    expect(screen.getByText('必需材料已全部上传，提交后材料将不能再替换或删除。')).toBeInTheDocument();
    expect(uploads).toEqual(['42/m1', '42/m1', '42/m2']);
    expect(createdFor).toEqual([]);
  });

  it('submits after confirmation and lists the files read-only, each downloadable', async () => {
    current = withFile(withFile(current, 'm1', 'm1.pdf'), 'm2', 'm2.pdf');
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=42', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '提交申报' }));
    const dialog = await screen.findByRole('dialog', { name: '确认提交申报？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));

    expect(await screen.findByText(/申报已于 2026-03-12 09:30 提交/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(上传文件|替换文件|删除文件)/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交申报' })).not.toBeInTheDocument();
    expect(within(row('营业执照复印件')).getByRole('button', { name: '下载 m1.pdf' })).toBeInTheDocument();
    expect(within(row('上年度财务审计报告')).getByRole('button', { name: '下载 m2.pdf' })).toBeInTheDocument();
    expect(within(row('知识产权证明材料')).getByText('未上传文件')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '办理记录' })).getByText('已提交申报材料（2 份文件），等待主管部门受理')).toBeInTheDocument();

    // Someone else's (or a vanished) file is a 404: the page says so and saves nothing.
    await userEvent.click(within(row('营业执照复印件')).getByRole('button', { name: '下载 m1.pdf' }));
    expect(await screen.findByText('下载失败：申报不存在')).toBeInTheDocument();
    expect(downloads).toEqual(['m1']);
  });

  it('refuses a wrong type or an oversized file before sending it, and shows the server’s refusal otherwise', async () => {
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=42', screens: portalScreens });
    await screen.findByText('上年度财务审计报告');
    const input = screen.getByLabelText('选择「营业执照复印件」的文件');

    await userEvent.upload(input, new File(['MZ'], 'setup.exe'), { applyAccept: false });
    expect(await within(row('营业执照复印件')).findByRole('alert')).toHaveTextContent('「setup.exe」未上传：仅支持上传 PDF、JPG/PNG 图片或 Word、Excel、PPT 文档');
    await userEvent.upload(input, pdf('扫描件.pdf', 11 * 1024 * 1024));
    expect(within(row('营业执照复印件')).getByRole('alert')).toHaveTextContent('「扫描件.pdf」未上传：文件不能超过 10 MB（所选文件 11 MB）');
    expect(uploads).toEqual([]);

    server.use(
      portalHandler('post', '/api/application/{id}/materials/{materialId}/file', () => ({
        status: 400,
        body: errorEnvelope(400, '文件内容不是PDF，与扩展名 .pdf 不符。仅支持上传 PDF、JPG/PNG 图片或 Word、Excel、PPT 文档'),
      })),
    );
    await userEvent.upload(input, pdf('伪装.pdf'));
    expect(await within(row('营业执照复印件')).findByText(/「伪装\.pdf」上传失败：文件内容不是PDF，与扩展名 \.pdf 不符/)).toBeInTheDocument();
    expect(within(row('营业执照复印件')).getByText('准备中')).toBeInTheDocument();
  });

  it('lets an optional material without a file be marked 不适用', async () => {
    const puts: string[] = [];
    server.use(
      portalHandler('put', '/api/application/{id}/materials/{materialId}', async ({ request, params }) => {
        const state = new URLSearchParams(await request.text()).get('state') as 'not_applicable';
        puts.push(`${String(params.materialId)}=${state}`);
        current = { ...current, materials: current.materials.map((material) => (material.materialId === params.materialId ? { ...material, state } : material)) };
        return { status: 200, body: okEnvelope(current) };
      }),
    );
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=42', screens: portalScreens });
    await screen.findByText('上年度财务审计报告');
    expect(within(row('营业执照复印件')).queryByRole('button', { name: /不适用/ })).not.toBeInTheDocument();
    await userEvent.click(within(row('知识产权证明材料')).getByRole('button', { name: '标记不适用（知识产权证明材料）' }));
    expect(await within(row('知识产权证明材料')).findByRole('button', { name: '取消不适用（知识产权证明材料）' })).toBeInTheDocument();
    expect(within(row('知识产权证明材料')).queryByRole('button', { name: /上传文件/ })).not.toBeInTheDocument();
    expect(puts).toEqual(['m3=not_applicable']);
  });

  it('shows the server’s refusal to submit', async () => {
    current = withFile(withFile(current, 'm1', '营业执照.pdf'), 'm2', '审计报告.pdf');
    server.use(
      portalHandler('post', '/api/application/{id}/submit', () => ({
        status: 400,
        body: { ...errorEnvelope(400, '以下必需材料尚未上传：上年度财务审计报告'), data: { missingMaterials: [{ materialId: 'm2', name: '上年度财务审计报告' }] } },
      })),
    );
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=42', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '提交申报' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('提交未成功：以下必需材料尚未上传：上年度财务审计报告')).toBeInTheDocument();
  });

  it('shows a submitted application read-only with its stepper', async () => {
    current = buildApplication({
      id: 42,
      projectId: 7,
      status: 'reviewing',
      submittedAt: '2026-03-12T01:30:00.000Z',
      materials: [buildApplicationMaterial({ state: 'submitted', file: buildMaterialFile({ name: '营业执照.pdf' }) })],
    });
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=42', screens: portalScreens });
    expect(await screen.findByText(/申报已于 2026-03-12 09:30 提交/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载 营业执照.pdf' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^选择「/)).not.toBeInTheDocument();
    expect(screen.getAllByText('审核中').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '我的申报' })).toHaveAttribute('href', '/PersonalCenter/myApplication');
  });

  it('lets a returned application be revised and submitted again', async () => {
    current = buildApplication({
      id: 42,
      projectId: 7,
      status: 'returned',
      submittedAt: '2026-03-12T01:30:00.000Z',
      materials: [
        buildApplicationMaterial({ state: 'submitted', file: buildMaterialFile({ name: '营业执照.pdf' }) }),
        buildApplicationMaterial({ materialId: 'm2', name: '上年度财务审计报告' }),
      ],
      timeline: [
        { status: 'submitted', at: '2026-03-12T01:30:00.000Z', note: '企业提交申报' },
        { status: 'returned', at: '2026-03-15T01:30:00.000Z', note: '审计报告缺少签章' },
      ],
    });
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=42', screens: portalScreens });
    expect(await screen.findByText('申报已退回，退回意见：审计报告缺少签章。请按意见调整材料后重新提交。')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('选择「上年度财务审计报告」的文件'), pdf('审计报告（签章）.pdf'));
    await userEvent.click(await screen.findByRole('button', { name: '提交申报' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText(/申报已于 .* 提交/)).toBeInTheDocument();
    expect(uploads).toEqual(['42/m2']);
  });

  it('fills the 项目申报书 online: prefilled from the ledger, saved as a draft, generated as the material’s PDF', async () => {
    current = buildApplication({
      id: 42,
      projectId: 7,
      materials: [buildApplicationMaterial({ materialId: 'm1', name: '项目申报书', mode: 'onlineForm' }), buildApplicationMaterial({ materialId: 'm2', name: '营业执照复印件' })],
    });
    const saved: unknown[] = [];
    let generated = 0;
    const prefilled = PREFILLED_FORM;
    server.use(
      portalHandler('get', '/api/application/{id}/materials/{materialId}/form', () => ({
        status: 200,
        body: okEnvelope({ fields: prefilled, savedAt: null, prefilledFromLedger: true }),
      })),
      portalHandler('put', '/api/application/{id}/materials/{materialId}/form', async ({ request }) => {
        const fields = (await request.json()) as typeof prefilled;
        saved.push(fields);
        return { status: 200, body: okEnvelope({ fields, savedAt: '2026-03-11T02:00:00.000Z', prefilledFromLedger: false }) };
      }),
      portalHandler('post', '/api/application/{id}/materials/{materialId}/form/pdf', () => {
        generated += 1;
        current = withFile(current, 'm1', '项目申报书.pdf');
        return { status: 200, body: okEnvelope(current) };
      }),
    );
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=42', screens: portalScreens });
    await userEvent.click(await within(await screen.findByRole('listitem', { name: '项目申报书' })).findByRole('button', { name: '在线填写（项目申报书）' }));
    const dialog = await screen.findByRole('dialog', { name: '在线填写：项目申报书' });
    expect(await within(dialog).findByText('已按企业档案预填单位信息和经济指标，请核对并补充其余内容。')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^单位名称/)).toHaveValue('杭州云栖智造科技有限公司');
    expect(within(dialog).getByLabelText(/^营业收入（万元）/)).toHaveValue('6800');

    // Words come in whole, as an input method hands them over; keystrokes one by one only cost the test time.
    for (const [label, text] of [
      [/^法定代表人/, '陈立群'],
      [/^联系人/, '周敏'],
      [/^项目简介/, '建设工业视觉检测产线'],
    ] as const) {
      await userEvent.click(within(dialog).getByLabelText(label));
      await userEvent.paste(text);
    }
    // A figure typed with a Chinese input method is read as a number.
    await userEvent.type(within(dialog).getByLabelText(/^申请支持金额（万元）/), '５０');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    expect(await within(dialog).findByText('草稿保存于 2026-03-11 10:00')).toBeInTheDocument();
    expect(saved.at(-1)).toMatchObject({ legalRepresentative: '陈立群', contactName: '周敏', requestedAmount: 50, revenueY1: 6800 });

    await userEvent.click(within(dialog).getByRole('button', { name: '生成申报书（PDF）' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '在线填写：项目申报书' })).not.toBeInTheDocument());
    expect(generated).toBe(1);
    expect(await within(row('项目申报书')).findByRole('button', { name: '下载 项目申报书.pdf' })).toBeInTheDocument();
  });

  it('a first 在线填写 saves the draft and opens the form on it', async () => {
    current = buildApplication({
      id: 42,
      projectId: 7,
      materials: [buildApplicationMaterial({ materialId: 'm1', name: '项目申报书', mode: 'onlineForm' })],
    });
    server.use(
      portalHandler('get', '/api/gDeclaraManage/{id}', () => ({
        status: 200,
        body: okEnvelope(buildDeclarationProjectDetail({ id: 7, status: 'open', materials: [{ id: 'm1', name: '项目申报书', required: true, description: '', mode: 'onlineForm' }] })),
      })),
      // The new draft is the project's open application from now on, as the server answers.
      portalHandler('get', '/api/application/mine', () => ({ status: 200, body: okEnvelope(buildApplicationPage(createdFor.length > 0 ? [current] : [])) })),
      portalHandler('get', '/api/application/{id}/materials/{materialId}/form', () => ({
        status: 200,
        body: okEnvelope({ fields: PREFILLED_FORM, savedAt: null, prefilledFromLedger: true }),
      })),
    );
    const { router } = renderScreens({ path: '/findpolicy/ProjectApplication/7', screens: portalScreens });
    await userEvent.click(await within(await screen.findByRole('listitem', { name: '项目申报书' })).findByRole('button', { name: '在线填写（项目申报书）' }));
    expect(await screen.findByRole('dialog', { name: '在线填写：项目申报书' })).toBeInTheDocument();
    expect(createdFor).toEqual(['7']);
    expect(new URLSearchParams(router.state.location.search).get('applicationId')).toBe('42');
  });

  it('makes the 信用承诺 by ticking it under its whole text, and offers the template', async () => {
    current = buildApplication({
      id: 42,
      projectId: 7,
      materials: [buildApplicationMaterial({ materialId: 'm4', name: '信用承诺书', mode: 'commitment' })],
    });
    const choices: string[] = [];
    server.use(
      portalHandler('get', '/api/gDeclaraManage/{id}/commitment', () => ({
        status: 200,
        body: okEnvelope({ title: '2026年杭州市专精特新中小企业奖励资金申报信用承诺书', paragraphs: ['本单位自愿申报《杭州市专精特新企业奖励办法》所列支持事项，现郑重承诺：', '一、所提交的申报材料真实、准确、完整。'] }),
      })),
      portalHandler('post', '/api/application/{id}/materials/{materialId}/commitment', async ({ request }) => {
        const agree = (await request.text()).includes('yes') ? 'yes' : 'no';
        choices.push(agree);
        current = withFile(current, 'm4', agree === 'yes' ? '信用承诺书.pdf' : null);
        return { status: 200, body: okEnvelope(current) };
      }),
    );
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=42', screens: portalScreens });
    const commitment = await screen.findByRole('listitem', { name: '信用承诺书' });
    expect(await within(commitment).findByText('一、所提交的申报材料真实、准确、完整。')).toBeInTheDocument();
    expect(within(commitment).getByRole('button', { name: '下载承诺书模板' })).toBeInTheDocument();
    const box = within(commitment).getByRole('checkbox', { name: '本单位已阅读并作出以上承诺' });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(within(commitment).getByRole('button', { name: '下载 信用承诺书.pdf' })).toBeInTheDocument();
    await userEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(choices).toEqual(['yes', 'no']);
  });

  it('asks before the same file goes to a second material', async () => {
    current = withFile(current, 'm1', '营业执照.pdf');
    current = { ...current, materials: current.materials.map((material) => (material.materialId === 'm1' && material.file ? { ...material, file: { ...material.file, size: 2048 } } : material)) };
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=42', screens: portalScreens });
    await screen.findByText('上年度财务审计报告');
    await userEvent.upload(screen.getByLabelText('选择「上年度财务审计报告」的文件'), pdf('营业执照.pdf'));
    const dialog = await screen.findByRole('dialog', { name: '同一文件用于多项材料？' });
    expect(dialog).toHaveTextContent('「营业执照.pdf」已作为「营业执照复印件」的文件上传');
    expect(uploads).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '重新选择' }));
    expect(uploads).toEqual([]);
    await userEvent.upload(screen.getByLabelText('选择「上年度财务审计报告」的文件'), pdf('营业执照.pdf'));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '同一文件用于多项材料？' })).getByRole('button', { name: '仍用此文件' }));
    await waitFor(() => expect(uploads).toEqual(['42/m2']));
    // A different file goes straight up.
    await userEvent.upload(screen.getByLabelText('选择「知识产权证明材料」的文件'), pdf('专利证书.pdf'));
    await waitFor(() => expect(uploads).toEqual(['42/m2', '42/m3']));
  });

  it('withdraws a submitted application not yet 受理, after confirmation', async () => {
    current = buildApplication({
      id: 42,
      projectId: 7,
      status: 'submitted',
      submittedAt: '2026-03-12T01:30:00.000Z',
      materials: [buildApplicationMaterial({ state: 'submitted', file: buildMaterialFile({ name: '营业执照.pdf' }) })],
    });
    let withdrawn = 0;
    server.use(
      portalHandler('post', '/api/application/{id}/withdraw', () => {
        withdrawn += 1;
        current = { ...current, status: 'draft', submittedAt: null, materials: current.materials.map((material) => ({ ...material, state: 'ready' as const })) };
        return { status: 200, body: okEnvelope(current) };
      }),
    );
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=42', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '撤回申报' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '撤回申报？' })).getByRole('button', { name: '确认撤回' }));
    expect(await screen.findByRole('button', { name: '提交申报' })).toBeInTheDocument();
    expect(withdrawn).toBe(1);
    expect(screen.getByLabelText('选择「营业执照复印件」的文件')).toBeInTheDocument();
  });

  it('offers no 撤回 once the department has acted', async () => {
    current = buildApplication({ id: 42, projectId: 7, status: 'accepted', submittedAt: '2026-03-12T01:30:00.000Z' });
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=42', screens: portalScreens });
    expect(await screen.findByText(/申报已于 2026-03-12 09:30 提交/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤回申报' })).not.toBeInTheDocument();
  });

  it('says when the application does not exist', async () => {
    server.use(portalHandler('get', '/api/application/{id}', () => ({ status: 404, body: errorEnvelope(404, '申报不存在') })));
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=999', screens: portalScreens });
    expect(await screen.findByText('申报不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看我的申报' })).toBeInTheDocument();
  });

  it('says when the project does not exist, and when it is closed', async () => {
    server.use(portalHandler('get', '/api/gDeclaraManage/{id}', () => ({ status: 404, body: errorEnvelope(404, '申报项目不存在') })));
    const first = renderScreens({ path: '/findpolicy/ProjectApplication/7', screens: portalScreens });
    expect(await screen.findByText('申报项目不存在')).toBeInTheDocument();
    first.unmount();

    server.use(
      portalHandler('get', '/api/gDeclaraManage/{id}', () => ({
        status: 200,
        body: okEnvelope(buildDeclarationProjectDetail({ id: 7, status: 'closed', materials: [{ id: 'm1', name: '营业执照复印件', required: true, description: '' }] })),
      })),
    );
    renderScreens({ path: '/findpolicy/ProjectApplication/7', screens: portalScreens });
    expect(await screen.findByText(/该项目申报已截止，不能再新建申报。/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^选择「/)).not.toBeInTheDocument();
    expect(createdFor).toEqual([]);
  });

  it('asks a visitor to log in and comes back here', async () => {
    localStorage.clear();
    renderScreens({ path: '/findpolicy/ProjectApplication/7', screens: portalScreens });
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Ffindpolicy%2FProjectApplication%2F7',
    );
    expect(createdFor).toEqual([]);
  });

  it('treats a malformed project id as unknown', async () => {
    renderScreens({ path: '/findpolicy/ProjectApplication/abc', screens: portalScreens });
    expect(await screen.findByText('申报项目不存在')).toBeInTheDocument();
    expect(createdFor).toEqual([]);
  });
});
