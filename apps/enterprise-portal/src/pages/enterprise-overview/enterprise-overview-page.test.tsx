import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerCompleteness } from '@smes/eligibility';
import type { EnterpriseLedger } from '@smes/eligibility';
import {
  buildIpLedgerCounts,
  buildIpRecord,
  buildIpRecordList,
  buildLedgerRecord,
  buildReportPage,
  buildReportSummary,
  buildUserInfo,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import type { IpRecordList } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const slow = { timeout: 15_000 };
const visits: string[] = [];
let ipList: IpRecordList;

/** 基本信息 complete but 主营产品; 人员 with R&D staff missing; 知识产权 from a 台账; qualifications: one held, one not, the rest unanswered. */
const ledger: EnterpriseLedger = {
  enterpriseName: '杭州云栖智造科技有限公司',
  registeredAt: '2019-04-16',
  employeesTotal: 210,
  inventionPatents: 6,
  ipClass1: 6,
  qualHighTech: '2025-05-10',
  qualSpecialized: null,
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'portal-token');
  localStorage.setItem('userinfo', JSON.stringify(buildUserInfo()));
  visits.length = 0;
  ipList = buildIpRecordList([buildIpRecord(), buildIpRecord({ id: 302, status: 'pending', grantedAt: null, name: '一种视觉检测设备的远程运维方法' })], buildIpLedgerCounts({ inventionPatents: 6, ipClass1: 6 }));
  server.use(
    portalHandler('get', '/api/enterprise/ledger', () => ({ status: 200, body: okEnvelope(buildLedgerRecord({ ledger, completeness: ledgerCompleteness(ledger) })) })),
    portalHandler('get', '/api/enterprise/ip-records', () => ({ status: 200, body: okEnvelope(ipList) })),
    portalHandler('get', '/api/enterprise/reports', () => ({
      status: 200,
      body: okEnvelope(buildReportPage([buildReportSummary({ id: 88, type: 'high_tech', title: '高新技术企业评测报告', headline: '匹配度 100%，创新能力评价 86 分' })])),
    })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: okEnvelope(null) };
    }),
  );
});

describe('企业档案一览', () => {
  it('shows each section’s completeness with links to what it lacks, the IP summary, qualifications and latest reports', async () => {
    renderScreens({ path: '/Enterprise/enterpriseDetail', screens: portalScreens });
    expect(await screen.findByRole('heading', { level: 1, name: '企业档案一览' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(visits).toContain('企业档案一览'));
    expect(await screen.findByRole('heading', { name: '杭州云栖智造科技有限公司' }, slow)).toBeInTheDocument();

    const sections = screen.getByRole('list', { name: '档案各部分完整度' });
    expect(within(sections).getAllByRole('listitem')).toHaveLength(7);
    const people = within(sections).getByRole('heading', { name: '人员' }).closest('li') as HTMLElement;
    expect(within(people).getByRole('progressbar', { name: '人员完整度' })).toHaveAttribute('aria-valuetext', '33%，已填 1/3 项');
    expect(within(people).getByRole('link', { name: '研发人员数' })).toHaveAttribute('href', '/PersonalCenter/enterpriseInformation#field-rdStaff');
    const ip = within(sections).getByRole('heading', { name: '知识产权' }).closest('li') as HTMLElement;
    expect(await within(ip).findByRole('link', { name: '知识产权台账' })).toHaveAttribute('href', '/Enterprise/knowledgeRecord');

    const counts = await screen.findByLabelText('已授权知识产权数量');
    expect(within(counts).getByText('发明专利').nextSibling).toHaveTextContent('6 件');
    expect(screen.getByText(/台账共 2 条记录，其中申请中 1 条/)).toBeInTheDocument();

    const qualification = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling as HTMLElement;
    expect(qualification('高新技术企业')).toHaveTextContent('2025-05-10 认定');
    expect(qualification('专精特新中小企业')).toHaveTextContent('未获得');
    expect(within(qualification('创新型中小企业')).getByRole('link', { name: '未填写，去填写' })).toHaveAttribute(
      'href',
      '/PersonalCenter/enterpriseInformation#field-qualInnovativeSme',
    );

    const reports = await screen.findByRole('list', { name: '最近的报告' }, slow);
    expect(within(reports).getByRole('link', { name: '高新技术企业评测报告' })).toHaveAttribute('href', '/PersonalCenter/myReport/88');
  });

  it('invites an enterprise without a 台账 to start one, and the IP section then links to the form', async () => {
    ipList = buildIpRecordList([], buildIpLedgerCounts({ inventionPatents: 0, ipClass1: 0 }));
    renderScreens({ path: '/Enterprise/enterpriseDetail', screens: portalScreens });
    expect(await screen.findByRole('link', { name: '建立知识产权台账' }, slow)).toHaveAttribute('href', '/Enterprise/knowledgeRecord');
    const sections = screen.getByRole('list', { name: '档案各部分完整度' });
    const ip = within(sections).getByRole('heading', { name: '知识产权' }).closest('li') as HTMLElement;
    expect(within(ip).getByRole('link', { name: '实用新型专利数量' })).toBeInTheDocument();
  });

  it('asks an anonymous visitor to log in', async () => {
    localStorage.clear();
    renderScreens({ path: '/Enterprise/enterpriseDetail', screens: portalScreens });
    expect(await screen.findByText('企业档案一览展示您企业自己的档案，请先登录企业账号。', {}, slow)).toBeInTheDocument();
    // The area's screens are there for visitors too, both evaluations by the spec's own routes.
    const area = screen.getByRole('navigation', { name: '企业评测' });
    expect(within(area).getByRole('link', { name: '高企评测' })).toHaveAttribute('href', '/Enterprise/highEvaluation');
    expect(within(area).getByRole('link', { name: '专精特新评测' })).toHaveAttribute('href', '/Enterprise/specialization');
  });
});
