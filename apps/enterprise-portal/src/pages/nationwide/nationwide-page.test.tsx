import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildProvinceOverview, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  server.use(
    portalHandler('get', '/api/policy/nationwide', () => ({
      status: 200,
      body: okEnvelope([
        buildProvinceOverview(),
        buildProvinceOverview({ code: '330000', name: '浙江省', policyCount: 28, openNoticeCount: 2, latestPolicy: null }),
        buildProvinceOverview({ code: '110000', name: '北京市', policyCount: 40, openNoticeCount: 6 }),
      ]),
    })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('全国政策概览', { timeout: 60_000 }, () => {
  it('shows every province and opens the search filtered to one', async () => {
    const { router } = renderScreens({ path: '/Nationwide', screens: portalScreens });
    const grid = await screen.findByRole('list', { name: '各省政策概览' }, { timeout: 15_000 });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(within(grid).getAllByRole('listitem')[1]).toHaveTextContent('暂无');
    await waitFor(() => expect(document.title).toBe('全国政策概览'));

    await userEvent.click(within(grid).getByRole('link', { name: '广东省：查看 36 条政策' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/findpolicy/policyNotice?regionCode=440000'), { timeout: 15_000 });
  });

  it('narrows the grid by province name and says when nothing is left', async () => {
    const { router } = renderScreens({ path: '/Nationwide', screens: portalScreens });
    await screen.findByRole('list', { name: '各省政策概览' }, { timeout: 15_000 });
    await userEvent.type(screen.getByRole('textbox', { name: '按省份筛选' }), '浙江');
    expect(within(screen.getByRole('list', { name: '各省政策概览' })).getAllByRole('listitem')).toHaveLength(1);
    expect(router.state.location.search).toBe(`?province=${encodeURIComponent('浙江')}`);

    await userEvent.clear(screen.getByRole('textbox', { name: '按省份筛选' }));
    await userEvent.type(screen.getByRole('textbox', { name: '按省份筛选' }), '火星');
    expect(screen.getByText('没有名称包含“火星”的省份')).toBeInTheDocument();
  });
});
