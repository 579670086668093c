import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildContentPage, buildQualityEnterpriseDetail, buildQualityEnterpriseSummary, buildRegionTree, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';
import { layoutHandlers } from '../../testing/match-fixtures';

vi.setConfig({ testTimeout: 60_000 });

const server = setupServer();
const listQueries: URLSearchParams[] = [];
const visits: string[] = [];
let detailStatus = 200;
let detailOverrides: Parameters<typeof buildQualityEnterpriseDetail>[0] = {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  listQueries.length = 0;
  visits.length = 0;
  detailStatus = 200;
  detailOverrides = {};
  server.use(
    portalHandler('get', '/api/market/enterprise/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const giant = query.get('tier') === 'littleGiant';
      const rows = giant
        ? [buildQualityEnterpriseSummary({ id: 5, name: '宁波甬芯半导体有限公司', tiers: [{ tier: 'littleGiant', year: 2025 }] })]
        : [buildQualityEnterpriseSummary()];
      return { status: 200, body: okEnvelope(buildContentPage(rows, { total: giant ? 1 : 324 })) };
    }),
    portalHandler('get', '/api/market/enterprise/{id}', ({ params }) =>
      detailStatus === 404
        ? { status: 404, body: { code: 404, msg: '企业不存在或未公开', data: null, statusCode: 404 } }
        : { status: 200, body: okEnvelope(buildQualityEnterpriseDetail({ id: Number(params.id), ...detailOverrides })) },
    ),
    portalHandler('get', '/api/v1/region/tree', () => ({ status: 200, body: okEnvelope(buildRegionTree()) })),
    ...layoutHandlers(visits),
  );
});

describe('优质中小企业', () => {
  it('lists public enterprises with their tiers and years, and filters by tier and region through the URL', async () => {
    const { router } = renderScreens({ path: '/market/marketcustom', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '优质中小企业列表' }, { timeout: 15_000 });
    expect(within(list).getByRole('link', { name: '杭州恒越精密传动有限公司' })).toHaveAttribute('href', '/Enterprise/enterpriseDetail/17');
    expect(within(list).getByText('专精特新中小企业（2024年）')).toBeInTheDocument();
    expect(screen.getByText('共找到 324 家企业')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('优质中小企业'));
    await waitFor(() => expect(visits).toContain('优质中小企业'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '梯度资质' }), await screen.findByRole('option', { name: '专精特新“小巨人”' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tier=littleGiant'));
    expect(await screen.findByText('共找到 1 家企业')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '宁波甬芯半导体有限公司' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '省份' }), await screen.findByRole('option', { name: '浙江省' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tier=littleGiant&regionCode=330000'));
    await waitFor(() => expect(listQueries.at(-1)?.get('regionCode')).toBe('330000'));
    expect(listQueries.at(-1)?.get('tier')).toBe('littleGiant');
  });

  it('searches main products with the keyword', async () => {
    const { router } = renderScreens({ path: '/market/marketcustom', screens: portalScreens });
    await screen.findByRole('region', { name: '优质中小企业列表' }, { timeout: 15_000 });
    const search = screen.getByRole('search', { name: '搜索企业' });
    await userEvent.type(within(search).getByRole('textbox', { name: '关键词' }), '减速器');
    await userEvent.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('减速器')}`));
    await waitFor(() => expect(listQueries.at(-1)?.get('keyword')).toBe('减速器'));
  });
});

describe('企业主页', () => {
  it('shows the public profile with tiers and years, products and patents', async () => {
    renderScreens({ path: '/Enterprise/enterpriseDetail/17', screens: portalScreens });
    expect(await screen.findByRole('heading', { level: 1, name: '杭州恒越精密传动有限公司' }, { timeout: 15_000 })).toBeInTheDocument();
    const tiers = screen.getByRole('region', { name: '梯度资质' });
    expect(within(tiers).getByText('高新技术企业（2025年）')).toBeInTheDocument();
    expect(screen.getByText('46 件（其中发明专利 9 件）')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '主营产品' })).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(document.title).toBe('企业主页'));
  });

  it('gives a signed-in viewer the contact the enterprise published, with a number to call', async () => {
    renderScreens({ path: '/Enterprise/enterpriseDetail/17', screens: portalScreens });
    const contact = await screen.findByRole('region', { name: '联系方式' }, { timeout: 15_000 });
    expect(within(contact).getByText('王经理')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: '0571-88123456' })).toHaveAttribute('href', 'tel:057188123456');
  });

  it('asks a visitor to sign in to see a published contact, and comes back to this profile', async () => {
    detailOverrides = { contact: null, contactHidden: true };
    renderScreens({ path: '/Enterprise/enterpriseDetail/17', screens: portalScreens });
    const contact = await screen.findByRole('region', { name: '联系方式' }, { timeout: 15_000 });
    expect(within(contact).getByText('该企业公开了联系人和电话，登录后可见。')).toBeInTheDocument();
    const login = within(contact).getByRole('link', { name: '登录后查看联系方式' });
    expect(decodeURIComponent(login.getAttribute('href') ?? '')).toContain('/Enterprise/enterpriseDetail/17');
  });

  it('says when an enterprise published no contact and offers 发布需求 instead', async () => {
    detailOverrides = { contact: null, contactHidden: false };
    renderScreens({ path: '/Enterprise/enterpriseDetail/17', screens: portalScreens });
    const contact = await screen.findByRole('region', { name: '联系方式' }, { timeout: 15_000 });
    expect(within(contact).getByText(/该企业未公开联系方式/)).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: '发布需求' })).toHaveAttribute('href', '/market/requirements');
  });

  it('says an enterprise that is not public has no profile', async () => {
    detailStatus = 404;
    renderScreens({ path: '/Enterprise/enterpriseDetail/99', screens: portalScreens });
    expect(await screen.findByText('企业不存在或未公开', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回优质中小企业' })).toHaveAttribute('href', '/market/marketcustom');
  });
});
