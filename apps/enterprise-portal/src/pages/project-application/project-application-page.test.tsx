import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildApplication,
  buildApplicationMaterial,
  buildDeclarationProjectDetail,
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
const materialPuts: string[] = [];
let current: Application;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function withState(application: Application, materialId: string, state: Application['materials'][number]['state']): Application {
  const materials = application.materials.map((material) => (material.materialId === materialId ? { ...material, state } : material));
  return { ...application, materials, progress: applicationProgress(materials) };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'portal-token');
  localStorage.setItem('userinfo', JSON.stringify(buildUserInfo()));
  visits.length = 0;
  createdFor.length = 0;
  materialPuts.length = 0;
  current = buildApplication({ id: 42, projectId: 7, projectName: '2026年杭州市专精特新中小企业奖励资金申报' });
  server.use(
    portalHandler('post', '/api/application', async ({ request }) => {
      createdFor.push(new URLSearchParams(await request.text()).get('projectId') ?? '');
      return { status: 200, body: okEnvelope(current) };
    }),
    portalHandler('get', '/api/application/{id}', () => ({ status: 200, body: okEnvelope(current) })),
    portalHandler('put', '/api/application/{id}/materials/{materialId}', async ({ request, params }) => {
      const state = new URLSearchParams(await request.text()).get('state') as 'ready';
      materialPuts.push(`${String(params.materialId)}=${state}`);
      current = withState(current, String(params.materialId), state);
      return { status: 200, body: okEnvelope(current) };
    }),
    portalHandler('post', '/api/application/{id}/submit', () => {
      current = {
        ...current,
        status: 'submitted',
        submittedAt: '2026-03-12T01:30:00.000Z',
        materials: current.materials.map((material) => (material.state === 'ready' ? { ...material, state: 'submitted' } : material)),
        timeline: [...current.timeline, { status: 'submitted', at: '2026-03-12T01:30:00.000Z', note: '企业提交申报' }],
      };
      return { status: 200, body: okEnvelope(current) };
    }),
    portalHandler('get', '/api/gDeclaraManage/{id}', () => ({
      status: 200,
      body: okEnvelope(
        buildDeclarationProjectDetail({
          id: 7,
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

function materialGroup(name: string) {
  return screen.getByRole('group', { name: `${name}的准备状态` });
}

describe('我要申报', () => {
  it('opens the project’s application, puts its id in the address, and shows status and checklist', async () => {
    const { router } = renderScreens({ path: '/findpolicy/ProjectApplication/7', screens: portalScreens });

    expect(await screen.findByRole('heading', { level: 1, name: '我要申报' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?applicationId=42'));
    expect(createdFor).toEqual(['7']);
    await waitFor(() => expect(document.title).toBe('我要申报'));
    await waitFor(() => expect(visits).toContain('我要申报'));

    expect(await screen.findByText('2026年杭州市专精特新中小企业奖励资金申报')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '办理记录' })).getByText('创建申报')).toBeInTheDocument();
    expect(screen.getByText('材料进度')).toHaveTextContent('0%');
    expect(await screen.findByText('加盖公章的营业执照副本复印件')).toBeInTheDocument();
    expect(within(materialGroup('营业执照复印件')).getByRole('button', { name: '不适用' })).toBeDisabled();
    expect(within(materialGroup('知识产权证明材料')).getByRole('button', { name: '不适用' })).toBeEnabled();

    expect(screen.getByRole('button', { name: '提交申报' })).toBeDisabled();
    expect(screen.getByText('还有 2 项必需材料未就绪：营业执照复印件、上年度财务审计报告')).toBeInTheDocument();
  });

  it('marks materials ready at once, then submits after confirmation and turns read-only', async () => {
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=42', screens: portalScreens });
    await screen.findByText('上年度财务审计报告');

    await userEvent.click(within(materialGroup('营业执照复印件')).getByRole('button', { name: '已就绪' }));
    expect(within(materialGroup('营业执照复印件')).getByRole('button', { name: '已就绪' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByText('材料进度')).toHaveTextContent('50%'));
    expect(screen.getByText('还有 1 项必需材料未就绪：上年度财务审计报告')).toBeInTheDocument();

    await userEvent.click(within(materialGroup('上年度财务审计报告')).getByRole('button', { name: '已就绪' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '提交申报' })).toBeEnabled());
    expect(materialPuts).toEqual(['m1=ready', 'm2=ready']);
    expect(createdFor).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '提交申报' }));
    const dialog = await screen.findByRole('dialog', { name: '确认提交申报？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));

    expect(await screen.findByText(/申报已于 2026-03-12 09:30 提交/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /的准备状态$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交申报' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '材料清单' })).getAllByText('已提交')).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: '办理记录' })).getByText('企业提交申报')).toBeInTheDocument();
  });

  it('puts a refused change back and says why', async () => {
    server.use(
      portalHandler('put', '/api/application/{id}/materials/{materialId}', async () => {
        await delay(100);
        return { status: 409, body: errorEnvelope(409, '申报已提交，材料状态不能再修改') };
      }),
    );
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=42', screens: portalScreens });
    await screen.findByText('上年度财务审计报告');
    const ready = () => within(materialGroup('营业执照复印件')).getByRole('button', { name: '已就绪' });

    await userEvent.click(ready());
    expect(ready()).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('材料状态未保存：申报已提交，材料状态不能再修改')).toBeInTheDocument();
    expect(ready()).toHaveAttribute('aria-pressed', 'false');
    expect(within(materialGroup('营业执照复印件')).getByRole('button', { name: '准备中' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the server’s refusal to submit', async () => {
    current = {
      ...current,
      materials: current.materials.map((material) => ({ ...material, state: 'ready' as const })),
      progress: 100,
    };
    server.use(
      portalHandler('post', '/api/application/{id}/submit', () => ({
        status: 400,
        body: errorEnvelope(400, '以下必需材料尚未就绪：上年度财务审计报告'),
      })),
    );
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=42', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '提交申报' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('提交未成功：以下必需材料尚未就绪：上年度财务审计报告')).toBeInTheDocument();
  });

  it('shows a submitted application read-only with its stepper', async () => {
    current = buildApplication({
      id: 42,
      projectId: 7,
      status: 'reviewing',
      submittedAt: '2026-03-12T01:30:00.000Z',
      materials: [buildApplicationMaterial({ state: 'submitted' })],
    });
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=42', screens: portalScreens });
    expect(await screen.findByText(/申报已于 2026-03-12 09:30 提交/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /的准备状态$/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('评审中').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '我的申报' })).toHaveAttribute('href', '/PersonalCenter/myApplication');
  });

  it('lets a returned application be revised and submitted again', async () => {
    current = buildApplication({
      id: 42,
      projectId: 7,
      status: 'returned',
      submittedAt: '2026-03-12T01:30:00.000Z',
      materials: [buildApplicationMaterial({ state: 'submitted' }), buildApplicationMaterial({ materialId: 'm2', name: '上年度财务审计报告' })],
      timeline: [
        { status: 'submitted', at: '2026-03-12T01:30:00.000Z', note: '企业提交申报' },
        { status: 'returned', at: '2026-03-15T01:30:00.000Z', note: '审计报告缺少签章' },
      ],
    });
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=42', screens: portalScreens });
    expect(await screen.findByText('申报已退回，退回意见：审计报告缺少签章。请按意见调整材料后重新提交。')).toBeInTheDocument();
    expect(screen.getByText('上次已提交')).toBeInTheDocument();
    await userEvent.click(within(materialGroup('上年度财务审计报告')).getByRole('button', { name: '已就绪' }));
    await userEvent.click(await screen.findByRole('button', { name: '提交申报' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText(/申报已于 .* 提交/)).toBeInTheDocument();
    expect(materialPuts).toEqual(['m2=ready']);
  });

  it('says when the application does not exist', async () => {
    server.use(portalHandler('get', '/api/application/{id}', () => ({ status: 404, body: errorEnvelope(404, '申报不存在') })));
    renderScreens({ path: '/findpolicy/ProjectApplication/7?applicationId=999', screens: portalScreens });
    expect(await screen.findByText('申报不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看我的申报' })).toBeInTheDocument();
  });

  it('says when the project does not exist, and shows other refusals', async () => {
    server.use(portalHandler('post', '/api/application', () => ({ status: 404, body: errorEnvelope(404, '申报项目不存在') })));
    const first = renderScreens({ path: '/findpolicy/ProjectApplication/999', screens: portalScreens });
    expect(await screen.findByText('申报项目不存在')).toBeInTheDocument();
    first.unmount();

    server.use(portalHandler('post', '/api/application', () => ({ status: 409, body: errorEnvelope(409, '该项目申报已截止') })));
    renderScreens({ path: '/findpolicy/ProjectApplication/7', screens: portalScreens });
    expect(await screen.findByText('该项目申报已截止')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回项目详情' })).toHaveAttribute('href', '/findpolicy/DeclarationProjectDetail/7');
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
