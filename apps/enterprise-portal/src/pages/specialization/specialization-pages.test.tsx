import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { evaluate } from '@smes/eligibility';
import type { EnterpriseLedger } from '@smes/eligibility';
import { SAMPLE_LEDGER } from '@smes/eligibility/testing';
import { SPECIALIZED_RULESET } from '@smes/rule-sets';
import { buildLedger, buildLedgerRecord, buildReport, buildReportPage, buildServiceProductCard, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import type { EvaluationPayload, LedgerData, Report } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const slow = { timeout: 15_000 };
const now = new Date('2026-03-02T08:00:00Z');
const engine = (ledger: EnterpriseLedger) => JSON.parse(JSON.stringify(evaluate(SPECIALIZED_RULESET, ledger, { now }))) as EvaluationPayload;
const specialized = (id: number, ledger: EnterpriseLedger): Report =>
  buildReport({ id, type: 'specialized', title: '专精特新中小企业评测报告', headline: '匹配度 70%，1 项硬性条件不满足', match: null, evaluation: engine(ledger) });

/** Real engine results: one year in the niche fails 一、（一）; a 59-point score leaves the direct paths to decide. */
const nicheFailed = specialized(81, { ...SAMPLE_LEDGER, nicheYears: 1 });
const reports = new Map<number, Report>([
  [81, nicheFailed],
  [82, specialized(82, { ...SAMPLE_LEDGER, trademarks: 0, qualityManagement: 'none', rdInstitutionLevel: 'none', digitalLevel: 'level1', nicheYears: 3 })],
  [83, buildReport({ id: 83, type: 'high_tech', match: null, evaluation: engine(SAMPLE_LEDGER) })],
]);

const visits: string[] = [];
const askedNeeds: (string | null)[] = [];
const savedLedgers: Partial<LedgerData>[] = [];
let evaluations = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'portal-token');
  localStorage.setItem('userinfo', JSON.stringify(buildUserInfo()));
  visits.length = 0;
  askedNeeds.length = 0;
  savedLedgers.length = 0;
  evaluations = 0;
  server.use(
    portalHandler('get', '/api/enterprise/ledger', () => ({
      status: 200,
      body: okEnvelope(buildLedgerRecord({ ledger: buildLedger({ ...SAMPLE_LEDGER, equityFinancing2y: undefined } as Partial<LedgerData>) })),
    })),
    portalHandler('put', '/api/enterprise/ledger', async ({ request }) => {
      const body = (await request.json()) as Partial<LedgerData>;
      savedLedgers.push(body);
      return { status: 200, body: okEnvelope(buildLedgerRecord({ ledger: buildLedger(body) })) };
    }),
    portalHandler('post', '/api/enterprise/evaluations/specialized', () => {
      evaluations += 1;
      return { status: 200, body: okEnvelope(nicheFailed) };
    }),
    portalHandler('get', '/api/enterprise/reports/{id}', ({ params }) => {
      const report = reports.get(Number(params.id));
      return report ? { status: 200, body: okEnvelope(report) } : { status: 404, body: { code: 404, msg: '报告不存在', data: null, statusCode: 404 } };
    }),
    portalHandler('get', '/api/enterprise/reports', () => ({ status: 200, body: okEnvelope(buildReportPage([])) })),
    portalHandler('get', '/api/service/products/for-needs', ({ request }) => {
      askedNeeds.push(new URL(request.url).searchParams.get('needs'));
      return {
        status: 200,
        body: okEnvelope([
          {
            need: '专精特新申报辅导',
            products: [buildServiceProductCard({ id: 95, name: '专精特新中小企业申报全程辅导', institutionName: '杭州企服咨询有限公司', needs: ['专精特新申报辅导'] })],
          },
        ]),
      };
    }),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: okEnvelope(null) };
    }),
  );
});

describe('专精特新评测 · 检测', () => {
  it('asks only what the ledger lacks, saves the answer to the ledger and opens 问题诊断', async () => {
    const { router } = renderScreens({ path: '/Enterprise/specialization/detection', screens: portalScreens });
    expect(await screen.findByRole('heading', { level: 1, name: '专精特新评测 · 检测' }, slow)).toBeInTheDocument();
    expect(screen.getByText(/工信部企业〔2022〕63号/)).toBeInTheDocument();
    await waitFor(() => expect(visits).toContain('专精特新评测 · 检测'));
    const form = await screen.findByRole('form', { name: '专精特新评测检测问卷' }, slow);
    expect(within(form).getAllByRole('textbox').length + within(form).queryAllByRole('spinbutton').length).toBe(1);
    expect(form).toHaveTextContent(/只需补充下面 1 项/);

    await userEvent.type(within(form).getByLabelText(/股权融资/), '2500');
    await userEvent.click(screen.getByRole('button', { name: '保存到企业档案并开始评测' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/Enterprise/specialization/problem'));
    expect(router.state.location.search).toBe('?id=81');
    expect(savedLedgers).toEqual([{ equityFinancing2y: 2500 }]);
    expect(evaluations).toBe(1);
  });
});

describe('专精特新评测 · 已认定', () => {
  beforeEach(() => {
    // Only Date is faked (2026-11-28 10:00 China time), so msw and user events keep their timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T02:00:00Z'));
    server.use(
      portalHandler('get', '/api/enterprise/ledger', () => ({
        status: 200,
        body: okEnvelope(buildLedgerRecord({ ledger: buildLedger({ ...SAMPLE_LEDGER, qualSpecialized: '2025-03-01' } as Partial<LedgerData>) })),
      })),
    );
  });
  afterEach(() => vi.useRealTimers());

  it('opens 检测 with the 专精特新 the ledger holds and when it must be reviewed', async () => {
    renderScreens({ path: '/Enterprise/specialization/detection', screens: portalScreens });
    await screen.findByRole('form', { name: '专精特新评测检测问卷' }, slow);
    expect(screen.getByText('已认定为专精特新中小企业（有效期至 2028-02-29）')).toBeInTheDocument();
    expect(screen.getByText(/2025-03-01 认定；有效期满须参加复核/)).toBeInTheDocument();
  });
});

describe('专精特新评测: the spec\'s route /Enterprise/specialization', () => {
  it('opens the evaluation itself, under the title 专精特新评测', async () => {
    renderScreens({ path: '/Enterprise/specialization', screens: portalScreens });
    expect(await screen.findByRole('form', { name: '专精特新评测检测问卷' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(visits).toContain('专精特新评测'));
    expect(document.title).toBe('专精特新评测');
  });
});

describe('专精特新评测 · 问题诊断', () => {
  it('lists the failed and 待核验 conditions with standard, actual value, basis, what to do and the period', async () => {
    renderScreens({ path: '/Enterprise/specialization/problem?id=81', screens: portalScreens });
    const list = await screen.findByRole('list', { name: '问题清单' }, slow);
    const items = within(list).getAllByRole('listitem');
    // 合规经营 over 近三年 is decided from the ledger's incidents by year, not left 待核验 for ever.
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['从事特定细分市场 2 年以上']);
    expect(items[0]).toHaveTextContent('不符合');
    expect(items[0]).toHaveTextContent('实际值1 年');
    expect(items[0]).toHaveTextContent('依据《专精特新中小企业认定标准》（工信部企业〔2022〕63号附件2）一、（一）');
    expect(items[0]).toHaveTextContent('怎么做聚焦主导产品深耕细分市场');
    expect(items[0]).toHaveTextContent('时限截至申报时从事该细分市场满 2 年');
    expect(screen.getByRole('table', { name: '专精特新评价指标' })).toBeInTheDocument();
    // The score passed on its own: the direct paths are not a way forward here.
    expect(screen.queryByRole('list', { name: '直通条件' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看评测报告' })).toHaveAttribute('href', '/Enterprise/specialization/report?id=81');
  });

  it('offers certified products for the needs the failed condition leaves (the gap bridge)', async () => {
    renderScreens({ path: '/Enterprise/specialization/problem?id=81', screens: portalScreens });
    const bridge = await screen.findByRole('region', { name: '补短板：认证机构可以帮您' }, slow);
    const coaching = await within(bridge).findByRole('region', { name: '专精特新申报辅导' }, slow);
    expect(within(coaching).getByText('对应条件：从事特定细分市场 2 年以上（不符合）')).toBeInTheDocument();
    expect(within(coaching).getByRole('link', { name: '专精特新中小企业申报全程辅导' })).toHaveAttribute('href', '/service/detail/95');
    // Only a failed condition asks for a remedy; nothing 待核验 brings 信用修复 offers.
    expect(askedNeeds).toEqual(['专精特新申报辅导']);
  });

  it('shows the direct paths when the score falls short, the undecided ones 待核验 with their certificate', async () => {
    renderScreens({ path: '/Enterprise/specialization/problem?id=82', screens: portalScreens });
    const paths = await screen.findByRole('list', { name: '直通条件' }, slow);
    const items = within(paths).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('待核验原因需主管部门核验：省级或国家级科技奖励证书（载明获奖单位排名）');
    expect(items[0]).toHaveTextContent('《专精特新中小企业认定标准》（工信部企业〔2022〕63号附件2）一、（四）1');
    expect(items[1]).toHaveTextContent('不符合');
    // The IP count leaves the experts 8–10 points: the score is a range, short of the line at either end.
    expect(screen.getByText(/评价得分 55–57 分，须不低于 60 分；直通条件待核验，满足任一项即可/)).toBeInTheDocument();
  });
});

describe('专精特新评测 · 评测报告', () => {
  it('shows the basic conditions, the score per indicator by group and the scheme version, with PDF download', async () => {
    renderScreens({ path: '/Enterprise/specialization/report?id=81', screens: portalScreens });
    const conditions = await screen.findByRole('table', { name: '专精特新中小企业认定条件核对' }, slow);
    expect(within(conditions).getAllByRole('row')).toHaveLength(SPECIALIZED_RULESET.conditions.length + 1);
    expect(screen.getByText(/规则：专精特新中小企业认定（2022 版）· 8 项基本条件中 7 项已满足 · 评价得分 83–85 分（不低于 60 分为达标）/)).toBeInTheDocument();
    expect(screen.getByText('专业化 18 / 25 分 · 精细化 23 / 25 分 · 特色化 15 / 15 分 · 创新能力 27–29 / 35 分')).toBeInTheDocument();
    const score = screen.getByRole('table', { name: '专精特新评价指标' });
    expect(within(score).getAllByRole('row')).toHaveLength(1 + (SPECIALIZED_RULESET.scoring?.indicators.length ?? 0) + 1);
    expect(within(score).getByRole('row', { name: /注册商标/ })).toHaveTextContent('特色化');
    expect(screen.getByRole('button', { name: '下载 PDF' })).toBeInTheDocument();
    expect(screen.getByText(/的「专精特新评测」中/)).toBeInTheDocument();
    await waitFor(() => expect(visits).toContain('专精特新评测 · 评测报告'));
  });

  it('points to 检测 when there is no 专精特新评测 yet', async () => {
    renderScreens({ path: '/Enterprise/specialization/report', screens: portalScreens });
    expect(await screen.findByText('还没有专精特新评测', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '开始检测' })).toHaveAttribute('href', '/Enterprise/specialization/detection');
  });

  it('does not show a report of another kind under 专精特新', async () => {
    renderScreens({ path: '/Enterprise/specialization/report?id=83', screens: portalScreens });
    expect(await screen.findByText('这份专精特新评测不存在', undefined, slow)).toBeInTheDocument();
  });
});
