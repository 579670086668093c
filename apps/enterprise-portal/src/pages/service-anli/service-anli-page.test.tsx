import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServiceCaseDetail, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  server.use(
    portalHandler('get', '/api/service/cases/{id}', ({ params }) =>
      Number(params.id) === 404 ? { status: 404, body: errorEnvelope(404, '案例不存在') } : { status: 200, body: okEnvelope(buildServiceCaseDetail()) },
    ),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('案例详情', { timeout: 60_000 }, () => {
  it('shows the client industry, the problem, what was done and the result, with links to the institution and product', async () => {
    renderScreens({ path: '/service/anli/51', screens: portalScreens });
    await screen.findByRole('heading', { level: 1, name: /汽车零部件企业/ }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('案例详情'));
    expect(screen.getByText('汽车零部件制造')).toBeInTheDocument();
    for (const section of ['客户面临的问题', '机构做了什么', '取得的结果']) expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    expect(screen.getByText(/企业当年通过高新技术企业认定/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '杭州知衡知识产权代理有限公司' })).toHaveAttribute('href', '/service/institutionDetail/7');
    expect(screen.getByRole('link', { name: '发明专利申请代理（含检索与撰写）' })).toHaveAttribute('href', '/service/detail/31');
  });

  it('says an unpublished or unknown case does not exist', async () => {
    renderScreens({ path: '/service/anli/404', screens: portalScreens });
    expect(await screen.findByText('案例不存在', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回成功案例' })).toHaveAttribute('href', '/service/productPage?tab=cases');
  });
});
