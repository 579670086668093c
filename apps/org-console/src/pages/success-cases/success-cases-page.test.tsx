import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import { buildMyInstitution, buildOrgCase, buildOrgCasePage, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { consoleScreens, consoleUserArea } from '../../app/routes';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'org-token');
  server.use(
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: { code: 200, msg: '操作成功', data: null, statusCode: 200 } })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'org' })) })),
    portalHandler('get', '/api/org/institution/mine', () => ({ status: 200, body: okEnvelope(buildMyInstitution({ status: 'approved' })) })),
  );
});

function renderAt(path: string) {
  return renderScreens({ path, screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

describe('成功案例', () => {
  it('lists the cases with how each stands in the portal and links to detail and edit', async () => {
    server.use(
      portalHandler('get', '/api/org/cases', () => ({
        status: 200,
        body: okEnvelope(
          buildOrgCasePage([
            buildOrgCase(),
            buildOrgCase({ public: false, published: false, consent: { consented: false, consentBy: null, consentOn: null, recordedAt: null } }, { id: 502, title: '跨境电商企业商标海外布局' }),
          ]),
        ),
      })),
    );
    renderAt('/successCases');
    expect(await screen.findByRole('link', { name: '视觉检测企业三个月完成 5 件发明专利布局' })).toHaveAttribute('href', '/successCases/detail/501');
    expect(screen.getByText('门户可见')).toBeInTheDocument();
    expect(screen.getByText('待客户同意')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '编辑“跨境电商企业商标海外布局”' })).toHaveAttribute('href', '/successCases/editCases/502');
  });

  it('shows the way to add the first case when there is none', async () => {
    server.use(portalHandler('get', '/api/org/cases', () => ({ status: 200, body: okEnvelope(buildOrgCasePage([])) })));
    renderAt('/successCases');
    expect(await screen.findByText('还没有成功案例')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '新增案例' }).at(-1)).toHaveAttribute('href', '/successCases/editCases');
  });
});
