import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerCompleteness } from '@smes/eligibility';
import type { EnterpriseLedger } from '@smes/eligibility';
import { buildLedgerRecord, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const slow = { timeout: 15_000 };
const visits: string[] = [];

/** Everything but 数字化水平: five components scored (15 + 20 + 11 + 10 + 15 = 71 of 90), one missing. */
const ledger: EnterpriseLedger = {
  enterpriseName: '杭州云栖智造科技有限公司',
  trademarks: 4,
  inventionPatents: 5,
  qualHighTech: '2025-05-10',
  qualSpecialized: null,
  qualLittleGiant: null,
  qualInnovativeSme: '2025-11-04',
  qualTechSme: '2026-09-25',
  qualityManagement: 'system',
  revenueY1: 6800,
  revenueY3: 4100,
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'portal-token');
  localStorage.setItem('userinfo', JSON.stringify(buildUserInfo()));
  visits.length = 0;
  server.use(
    portalHandler('get', '/api/enterprise/ledger', () => ({ status: 200, body: okEnvelope(buildLedgerRecord({ ledger, completeness: ledgerCompleteness(ledger) })) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: okEnvelope(null) };
    }),
  );
});

describe('品牌评分', () => {
  it('shows the score, how it is computed, and each component with its value, weight and advice; missing data is not scored', async () => {
    renderScreens({ path: '/Enterprise/brandSeamDetail', screens: portalScreens });
    expect(await screen.findByRole('heading', { level: 1, name: '品牌评分' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(visits).toContain('品牌评分'));
    expect(await screen.findByText('71 分', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/已按 90 分权重的数据计分，另有 10 分权重的数据缺失，未计入（不按 0 分计）/)).toBeInTheDocument();
    expect(screen.getByText(/满分 100 分：商标保护 20 分、核心技术 20 分/)).toBeInTheDocument();

    const items = within(screen.getByRole('list', { name: '品牌评分各项' })).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    const trademark = screen.getByRole('listitem', { name: '商标保护' });
    expect(within(trademark).getByText('15 / 20 分')).toBeInTheDocument();
    expect(within(trademark).getByText('4 件')).toBeInTheDocument();
    expect(within(trademark).getByText(/已注册商标件数：5 件及以上 20 分/)).toBeInTheDocument();
    expect(within(trademark).getByText(/马德里国际注册/)).toBeInTheDocument();

    const digital = screen.getByRole('listitem', { name: '数字化水平' });
    expect(within(digital).getByText('数据缺失，未计分（权重 10 分）')).toBeInTheDocument();
    expect(within(digital).getByRole('link', { name: '数字化水平等级' })).toHaveAttribute('href', '/PersonalCenter/enterpriseInformation#field-digitalLevel');
    expect(within(digital).queryByText(/0 \/ 10 分/)).not.toBeInTheDocument();
  });

  it('asks an anonymous visitor to log in', async () => {
    localStorage.clear();
    renderScreens({ path: '/Enterprise/brandSeamDetail', screens: portalScreens });
    expect(await screen.findByText('品牌评分按您的企业档案计算，请先登录企业账号。', {}, slow)).toBeInTheDocument();
  });
});
