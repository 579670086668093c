import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import type { CertificationApplication } from '@smes/api';
import { buildCertificationApplication, buildCertificationFile, buildUserInfo, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { consoleScreens, consoleUserArea } from '../../app/routes';

const server = setupServer();
let application: CertificationApplication;
let rejections: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  rejections = [];
  application = buildCertificationApplication({
    id: 71,
    status: 'pending',
    name: '杭州知行知识产权代理有限公司',
    serviceCategories: ['知识产权'],
    files: [buildCertificationFile({ id: 1, name: 'license.pdf' }), buildCertificationFile({ id: 2, slot: 'certificate', category: '知识产权', name: 'patent-agency.pdf' })],
    missing: [],
  });
  localStorage.setItem('token', 'admin-token');
  server.use(
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'admin' })) })),
    portalHandler('get', '/api/admin/certifications/{id}', () => ({ status: 200, body: okEnvelope(application) })),
    portalHandler('post', '/api/admin/certifications/{id}/reject', async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      rejections.push(body.get('reason'));
      application = { ...application, status: 'rejected', rejectReason: body.get('reason') };
      return { status: 200, body: okEnvelope(application) };
    }),
  );
});

function renderReview() {
  return renderScreens({ path: '/certificationReview/71', screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

describe('入驻审核详情', { timeout: 30_000 }, () => {
  it('shows the application with each upload to download', async () => {
    renderReview();
    const files = await screen.findByRole('region', { name: '上传材料' });
    expect(within(files).getByRole('button', { name: '下载营业执照：license.pdf' })).toBeInTheDocument();
    expect(within(files).getByRole('button', { name: '下载知识产权资质证书：patent-agency.pdf' })).toBeInTheDocument();
    // PDFs and pictures open in place; the operator's wording is its own, not the applicant's promise.
    expect(within(files).getByRole('button', { name: '预览营业执照：license.pdf' })).toBeInTheDocument();
    expect(screen.getByText(/待审核：请核对主体信息/)).toBeInTheDocument();
    expect(screen.queryByText(/平台将在 5 个工作日内完成审核/)).not.toBeInTheDocument();
    expect(screen.getByText('杭州知行知识产权代理有限公司')).toBeInTheDocument();
  });

  it('rejects only with a reason, which the application then shows', async () => {
    const user = userEvent.setup();
    renderReview();
    await user.click(await screen.findByRole('button', { name: '驳回' }));
    await user.click(await screen.findByRole('button', { name: '确认驳回' }));
    expect(await screen.findByText('请填写驳回原因（至少 2 个字）')).toBeInTheDocument();
    expect(rejections).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /驳回原因/ }), '营业执照照片不清晰，请重新上传');
    await user.click(screen.getByRole('button', { name: '确认驳回' }));
    expect(await screen.findByText('驳回原因：营业执照照片不清晰，请重新上传')).toBeInTheDocument();
    expect(rejections).toEqual(['营业执照照片不清晰，请重新上传']);
    expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
  });

  it('approves with the certificates the operator leaves checked for the public page, never the licence', async () => {
    const user = userEvent.setup();
    application = {
      ...application,
      serviceCategories: ['知识产权', '科技咨询'],
      files: [...application.files, buildCertificationFile({ id: 3, slot: 'certificate', category: '科技咨询', name: 'consulting.pdf' })],
    };
    const approvals: unknown[] = [];
    server.use(
      portalHandler('post', '/api/admin/certifications/{id}/approve', async ({ request }) => {
        approvals.push(await request.json());
        application = { ...application, status: 'approved' };
        return { status: 200, body: okEnvelope(application) };
      }),
    );
    renderReview();
    const choice = await screen.findByRole('group', { name: '在机构主页公开展示的资质证书' });
    expect(within(choice).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
    expect(within(choice).queryByRole('checkbox', { name: /营业执照/ })).toBeNull();
    await user.click(within(choice).getByRole('checkbox', { name: '科技咨询资质证书：consulting.pdf' }));
    await user.click(screen.getByRole('button', { name: '通过' }));
    const confirm = await screen.findByRole('dialog', { name: '确认通过？' });
    expect(confirm).toHaveTextContent('机构主页公开 1 份资质证书');
    await user.click(within(confirm).getByRole('button', { name: '确认通过' }));
    expect(await screen.findByText(/已通过认证/)).toBeInTheDocument();
    expect(approvals).toEqual([{ publicFileIds: [2] }]);
  });

  it('shows the fresh state when another operator decided first (409)', async () => {
    const user = userEvent.setup();
    server.use(
      portalHandler('post', '/api/admin/certifications/{id}/approve', () => {
        application = { ...application, status: 'approved' };
        return { status: 409, body: { ...errorEnvelope(409, '申请已审核，不能重复操作'), data: application } };
      }),
    );
    renderReview();
    await user.click(await screen.findByRole('button', { name: '通过' }));
    // Approval cannot be taken back: it is confirmed first.
    const confirm = await screen.findByRole('dialog', { name: '确认通过？' });
    expect(confirm).toHaveTextContent('「杭州知行知识产权代理有限公司」的入驻申请将审核通过');
    await user.click(within(confirm).getByRole('button', { name: '确认通过' }));
    expect(await screen.findByText(/已通过认证/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '驳回' })).not.toBeInTheDocument();
  });

  it('is closed to an institution account', async () => {
    server.use(portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'org' })) })));
    renderReview();
    expect(await screen.findByText('无权访问')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
  });
});
