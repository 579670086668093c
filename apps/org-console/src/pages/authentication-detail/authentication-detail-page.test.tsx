import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import type { CertificationApplication } from '@smes/api';
import { buildCertificationApplication, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { consoleScreens, consoleUserArea } from '../../app/routes';

const server = setupServer();
let mine: CertificationApplication | null = null;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  mine = null;
  localStorage.setItem('token', 'org-token');
  server.use(
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'org' })) })),
    portalHandler('get', '/api/org/certification', () => ({ status: 200, body: okEnvelope(mine) })),
  );
});

function renderDetail() {
  return renderScreens({ path: '/authentication/detail', screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

describe('认证详情', { timeout: 30_000 }, () => {
  it('shows an account that never applied the way to apply', async () => {
    renderDetail();
    expect(await screen.findByText('尚未申请入驻认证')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '申请入驻认证' })).toHaveAttribute('href', '/authentication');
  });

  it('shows 已驳回 with the reason and a way to fix and resubmit', async () => {
    mine = buildCertificationApplication({ status: 'rejected', name: '杭州知行知识产权代理有限公司', rejectReason: '营业执照照片不清晰，请重新上传' });
    renderDetail();
    expect(await screen.findByText('驳回原因：营业执照照片不清晰，请重新上传')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '修改并重新提交' })).toHaveAttribute('href', '/authentication');
  });

  it('shows 待审核 with nothing to change', async () => {
    mine = buildCertificationApplication({ status: 'pending', name: '杭州知行知识产权代理有限公司', submittedAt: '2026-11-21T02:00:00.000Z' });
    renderDetail();
    expect(await screen.findByText(/平台将在 5 个工作日内完成审核/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '修改并重新提交' })).not.toBeInTheDocument();
  });
});
