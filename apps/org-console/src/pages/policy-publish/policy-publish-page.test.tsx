import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import { buildContentPage, buildPolicyDeskSummary, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { consoleScreens, consoleUserArea } from '../../app/routes';
import { deskTestState, useDeskBackground } from '../../testing/policy-desk-handlers';
import type { DeskTestState } from '../../testing/policy-desk-handlers';

const server = setupServer();
let state: DeskTestState;
let searches: string[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
  state = deskTestState();
  searches = [];
  useDeskBackground(server, state);
  server.use(
    portalHandler('get', '/api/admin/policy-desk', ({ request }) => {
      const search = new URL(request.url).searchParams;
      searches.push(search.toString());
      const rows =
        search.get('status') === 'abandoned'
          ? []
          : [
              buildPolicyDeskSummary({ id: 601, status: 'pending', openRevision: { number: 1, status: 'pending', updatedBy: '平台运营（admin）' } }),
              buildPolicyDeskSummary({
                id: 602,
                policyId: 77,
                title: '浙江省专精特新中小企业认定管理办法',
                level: 'provincial',
                regionName: '浙江省',
                status: 'draft',
                validity: 'valid',
                openRevision: { number: 2, status: 'draft', updatedBy: '政策复核（admin2）' },
              }),
            ];
      return { status: 200, body: okEnvelope(buildContentPage(rows, { total: rows.length })) };
    }),
  );
});

function render(path = '/policyPublish') {
  return renderScreens({ path, screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

describe('政策发布', { timeout: 30_000 }, () => {
  it('lists each policy with its state, and a published one under revision says both', async () => {
    render();
    const list = await screen.findByRole('region', { name: '政策列表' });
    expect(within(list).getByRole('link', { name: '杭州市企业研发费用投入补助实施细则' })).toHaveAttribute('href', '/policyPublish/601');
    expect(within(list).getByText('待审核')).toBeInTheDocument();
    expect(within(list).getByText(/门户上现行有效，第 2 版修订草稿（政策复核（admin2））/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('政策发布'));
    expect(screen.getByRole('link', { name: '新建政策' })).toHaveAttribute('href', '/policyPublish/new');
  });

  it('filters by status, level, region and keyword through the address', async () => {
    render();
    await screen.findByRole('region', { name: '政策列表' });
    await userEvent.click(screen.getByRole('tab', { name: '待审核' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '发文层级' }), '省级');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '地区（省）' }), '浙江省');
    await userEvent.type(screen.getByRole('textbox', { name: '标题、文号或发文机构' }), '专精特新{Enter}');
    await waitFor(() => expect(searches.at(-1)).toBe('pageNum=1&pageSize=10&status=pending&keyword=%E4%B8%93%E7%B2%BE%E7%89%B9%E6%96%B0&level=provincial&regionCode=330000'));
  });

  it('says when nothing is there', async () => {
    render('/policyPublish?status=abandoned');
    expect(await screen.findByText('没有已放弃的政策')).toBeInTheDocument();
  });

  it('is for the operator only', async () => {
    state.userType = 'org';
    render();
    expect(await screen.findByText('当前账号不能起草、审核或发布政策。')).toBeInTheDocument();
    expect(searches).toEqual([]);
  });
});
