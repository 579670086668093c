import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildInstitutionCard, buildServiceCaseCard, buildServicePage, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  server.use(
    portalHandler('get', '/api/service/institutions', () => ({ status: 200, body: okEnvelope(buildServicePage([buildInstitutionCard()])) })),
    portalHandler('get', '/api/service/products', () => ({ status: 200, body: okEnvelope(buildServicePage([])) })),
    portalHandler('get', '/api/service/cases', () => ({ status: 200, body: okEnvelope(buildServicePage([buildServiceCaseCard()])) })),
    portalHandler('get', '/api/service/needs', () => ({ status: 200, body: okEnvelope([]) })),
    portalHandler('get', '/api/v1/region/tree', () => ({ status: 200, body: okEnvelope([]) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('找服务', { timeout: 60_000 }, () => {
  it('leads to institutions by category, shows each block or its empty state, and searches products', async () => {
    const { router } = renderScreens({ path: '/service', screens: portalScreens });
    await screen.findByRole('heading', { level: 1, name: '找服务' }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('找服务'));
    expect(within(screen.getByRole('region', { name: '服务类别' })).getByRole('link', { name: '财税服务' })).toHaveAttribute(
      'href',
      `/service/institutions?category=${encodeURIComponent('财税服务')}`,
    );
    expect(await screen.findByRole('link', { name: '杭州知衡知识产权代理有限公司' }, { timeout: 15_000 })).toHaveAttribute('href', '/service/institutionDetail/7');
    expect(within(screen.getByRole('region', { name: '热门服务产品' })).getByText('暂无上架的服务产品')).toBeInTheDocument();
    // An institution finds its way in from the hub.
    expect(within(screen.getByRole('region', { name: '服务机构入驻' })).getByRole('link', { name: '申请机构入驻认证' })).toHaveAttribute('href', '/service/authentication');

    await userEvent.type(screen.getByRole('textbox', { name: '关键词' }), '信用修复{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/service/productPage'), { timeout: 15_000 });
    expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('信用修复')}`);
  });
});
