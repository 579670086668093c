import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import { buildAdminApplication, buildApplication, buildUserInfo, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import type { AdminApplication, ApplicationTransition } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { consoleScreens, consoleUserArea } from '../../app/routes';

const server = setupServer();
const posted: ApplicationTransition[] = [];
let current: AdminApplication;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function approved(): AdminApplication {
  return buildAdminApplication({ application: buildApplication({ id: 31, status: 'approved', timeline: [] }), actions: ['publicize'] });
}

beforeEach(() => {
  localStorage.clear();
  posted.length = 0;
  current = buildAdminApplication({ application: { ...buildAdminApplication().application, id: 31, projectName: '数字化改造补助' } });
  localStorage.setItem('token', 'admin-token');
  server.use(
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'admin', nickName: '平台运营' })) })),
    portalHandler('get', '/api/admin/applications/{id}', () => ({ status: 200, body: okEnvelope(current) })),
    portalHandler('post', '/api/admin/applications/{id}/transition', async ({ request }) => {
      const body = (await request.json()) as ApplicationTransition;
      posted.push(body);
      const status = body.action === 'decline' ? 'not_accepted' : body.action === 'publicize' ? 'publicizing' : 'accepted';
      current = { ...current, application: { ...current.application, status }, actions: [] };
      return { status: 200, body: okEnvelope(current) };
    }),
  );
});

function renderDetail() {
  return renderScreens({ path: '/applicationReview/31', screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

describe('申报受理详情', () => {
  it('shows the application, its enterprise and the actions its state allows, and the timeline', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: '数字化改造补助' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('申报受理详情'));
    expect(screen.getByText('当前状态：已提交')).toBeInTheDocument();
    expect(screen.getByText('13800138000')).toBeInTheDocument();
    expect(['受理', '不予受理', '退回补正'].map((name) => screen.getByRole('button', { name }))).toHaveLength(3);
    expect(within(screen.getByRole('list', { name: '办理记录' })).getAllByRole('listitem')[0]).toHaveTextContent('已提交 · 2025-03-12 10:00 · 申报企业');
  });

  it('lists every material with its file to open in place or download, and names the missing ones', async () => {
    const file = { name: 'audit-2025.pdf', size: 204_800, contentType: 'application/pdf' as const, uploadedAt: '2025-03-12T02:00:00.000Z' };
    const base = buildAdminApplication().application;
    current = buildAdminApplication({
      application: {
        ...base,
        id: 31,
        projectName: '数字化改造补助',
        materials: [
          { ...base.materials[0], materialId: 'm1', name: '营业执照副本', required: true, state: 'submitted', file: { ...file, name: 'license.png', contentType: 'image/png' } },
          { ...base.materials[1], materialId: 'm2', name: '上年度财务审计报告', required: true, state: 'submitted', file },
          { ...base.materials[2], materialId: 'm3', name: '知识产权证明材料', required: false, state: 'not_applicable', file: null },
        ] as AdminApplication['application']['materials'],
      },
    });
    renderDetail();
    const materials = await screen.findByRole('region', { name: '申报材料' });
    expect(within(materials).getByRole('button', { name: '预览营业执照副本：license.png' })).toBeInTheDocument();
    expect(within(materials).getByRole('button', { name: '下载上年度财务审计报告：audit-2025.pdf' })).toBeInTheDocument();
    expect(within(materials).getByText('未上传：知识产权证明材料（不适用）')).toBeInTheDocument();
    expect(screen.getByText('2 份文件（见下方，可逐份打开）')).toBeInTheDocument();
  });

  it('asks for a reason before 不予受理, then sends it with the status the operator saw', async () => {
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: '不予受理' }));
    const dialog = await screen.findByRole('dialog', { name: '确认不予受理？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认不予受理' }));
    expect(within(dialog).getByText('请填写原因（至少 2 个字）')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /原因/ }), '注册地不在支持范围');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认不予受理' }));
    expect(await screen.findByText('已不予受理，当前状态：不予受理。已通知申报企业。')).toBeInTheDocument();
    expect(posted).toEqual([{ action: 'decline', from: 'submitted', reason: '注册地不在支持范围' }]);
    expect(screen.getByText(/该申报已办结（不予受理）/)).toBeInTheDocument();
  });

  it('asks for the 公示 period and refuses one that ends before it starts', async () => {
    current = approved();
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: '公示' }));
    const dialog = await screen.findByRole('dialog', { name: '确认公示？' });
    const start = within(dialog).getByLabelText(/公示开始日期/);
    const end = within(dialog).getByLabelText(/公示截止日期/);
    await userEvent.clear(start);
    await userEvent.type(start, '2026-12-10');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-12-01');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认公示' }));
    expect(within(dialog).getByText('公示截止日期不能早于开始日期')).toBeInTheDocument();
    await userEvent.clear(end);
    await userEvent.type(end, '2026-12-16');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认公示' }));
    await waitFor(() => expect(posted).toEqual([{ action: 'publicize', from: 'approved', publicity: { start: '2026-12-10', end: '2026-12-16' } }]));
  });

  it('says when someone else moved it first (409), and shows the fresh state', async () => {
    server.use(
      portalHandler('post', '/api/admin/applications/{id}/transition', () => {
        current = { ...current, application: { ...current.application, status: 'accepted' }, actions: ['startReview'] };
        return { status: 409, body: { ...errorEnvelope(409, '该申报已被他人办理，当前状态为已受理，请刷新后再操作'), data: current } };
      }),
    );
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: '受理' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认受理' }));
    expect(await screen.findByText('办理未成功：该申报已被他人办理，当前状态为已受理，请刷新后再操作')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '开始审核' })).toBeInTheDocument();
    expect(screen.getByText('当前状态：已受理')).toBeInTheDocument();
  });

  it('says when the application does not exist', async () => {
    server.use(portalHandler('get', '/api/admin/applications/{id}', () => ({ status: 404, body: errorEnvelope(404, '申报不存在') })));
    renderDetail();
    expect(await screen.findByText('申报不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回申报受理' })).toHaveAttribute('href', '/applicationReview');
  });
});
