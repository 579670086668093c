import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { evaluate } from '@smes/eligibility';
import { SAMPLE_LEDGER } from '@smes/eligibility/testing';
import { HIGH_TECH_RULESET } from '@smes/rule-sets';
import { buildLedger, buildLedgerRecord, buildReport, buildServiceProductCard, buildReportPage, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import type { EvaluationPayload, LedgerData } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';
import { HIGH_TECH_FIELD_KEYS } from '../../features/evaluation/scheme-questions';

const server = setupServer();
const slow = { timeout: 15_000 };

/**
 * A real engine result for an enterprise that does not hold 高企: R&D staff under 10% fails, 科技成果转化 is not in
 * the ledger, so the score (and with it 企业创新能力评价) is 待核验.
 */
const failingLedger = { ...SAMPLE_LEDGER, rdStaff: 18, employeesTotal: 186, techAchievementsConverted3y: undefined, qualHighTech: null };
const evaluation = JSON.parse(JSON.stringify(evaluate(HIGH_TECH_RULESET, failingLedger, { now: new Date('2026-03-02T08:00:00Z') }))) as EvaluationPayload;
const report = buildReport({ id: 73, type: 'high_tech', title: '高新技术企业评测报告', headline: '匹配度 70%，1 项硬性条件不满足', match: null, evaluation });

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
      body: okEnvelope(
        buildLedgerRecord({ ledger: buildLedger({ ...SAMPLE_LEDGER, techAchievementsConverted3y: undefined, qualHighTech: null } as Partial<LedgerData>) }),
      ),
    })),
    portalHandler('put', '/api/enterprise/ledger', async ({ request }) => {
      const body = (await request.json()) as Partial<LedgerData>;
      savedLedgers.push(body);
      return { status: 200, body: okEnvelope(buildLedgerRecord({ ledger: buildLedger(body) })) };
    }),
    portalHandler('post', '/api/enterprise/evaluations/high-tech', () => {
      evaluations += 1;
      return { status: 200, body: okEnvelope(report) };
    }),
    portalHandler('get', '/api/enterprise/reports/{id}', ({ params }) => ({ status: 200, body: okEnvelope({ ...report, id: Number(params.id) }) })),
    portalHandler('get', '/api/enterprise/reports', () => ({ status: 200, body: okEnvelope(buildReportPage([])) })),
    portalHandler('get', '/api/service/products/for-needs', ({ request }) => {
      askedNeeds.push(new URL(request.url).searchParams.get('needs'));
      return {
        status: 200,
        body: okEnvelope([
          {
            need: '研发人员认定咨询',
            products: [buildServiceProductCard({ id: 91, name: '研发人员归集与认定咨询', institutionName: '杭州科创咨询有限公司', needs: ['研发人员认定咨询'] })],
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

describe('高企评测 · 检测', () => {
  it('asks only what the ledger lacks, saves the answer to the ledger and opens 问题诊断', async () => {
    const { router } = renderScreens({ path: '/Enterprise/highEvaluation/detection', screens: portalScreens });
    expect(await screen.findByRole('heading', { level: 1, name: '高企评测 · 检测' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(visits).toContain('高企评测 · 检测'));
    const form = await screen.findByRole('form', { name: '高企评测检测问卷' }, slow);
    expect(within(form).getAllByRole('textbox').length + within(form).queryAllByRole('spinbutton').length).toBe(1);
    expect(form).toHaveTextContent(`其中 ${HIGH_TECH_FIELD_KEYS.length - 1} 项已从企业档案读取`);

    await userEvent.type(within(form).getByLabelText(/近三年科技成果转化数量/), '12');
    await userEvent.click(screen.getByRole('button', { name: '保存到企业档案并开始评测' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/Enterprise/highEvaluation/problem'));
    expect(router.state.location.search).toBe('?id=73');
    expect(savedLedgers).toEqual([{ techAchievementsConverted3y: 12 }]);
    expect(evaluations).toBe(1);
  });
});

describe('高企评测: the spec\'s route /Enterprise/highEvaluation', () => {
  it('opens the evaluation itself, under the title 高企评测', async () => {
    renderScreens({ path: '/Enterprise/highEvaluation', screens: portalScreens });
    expect(await screen.findByRole('form', { name: '高企评测检测问卷' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(visits).toContain('高企评测'));
    expect(document.title).toBe('高企评测');
  });
});

describe('高企评测 · 问题诊断', () => {
  it('lists the failed and 待核验 items with standard, actual value, basis, what to do and the period', async () => {
    renderScreens({ path: '/Enterprise/highEvaluation/problem?id=73', screens: portalScreens });
    const list = await screen.findByRole('list', { name: '问题清单' }, slow);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['科技人员占比不低于 10%', '企业创新能力评价达到要求']);
    expect(items[0]).toHaveTextContent('不符合');
    expect(items[0]).toHaveTextContent('《高新技术企业认定管理办法》（国科发火〔2016〕32号）第十一条（四）');
    expect(items[0]).toHaveTextContent('怎么做增加研发岗位人员');
    expect(items[0]).toHaveTextContent('时限按申请认定前一个会计年度');
    const score = screen.getByRole('table', { name: '企业创新能力评价' });
    const unknown = within(score).getByRole('row', { name: /科技成果转化能力/ });
    expect(unknown).toHaveTextContent('待核验（满分 30 分）');
    expect(within(unknown).getByRole('link', { name: '近三年科技成果转化数量（合计）' })).toHaveAttribute(
      'href',
      '/PersonalCenter/enterpriseInformation#field-techAchievementsConverted3y',
    );
    expect(screen.getByRole('link', { name: '查看评测报告' })).toHaveAttribute('href', '/Enterprise/highEvaluation/report?id=73');
  });

  it('offers certified products for the need the failed condition leaves (the gap bridge)', async () => {
    renderScreens({ path: '/Enterprise/highEvaluation/problem?id=73', screens: portalScreens });
    const bridge = await screen.findByRole('region', { name: '补短板：认证机构可以帮您' }, slow);
    const staff = await within(bridge).findByRole('region', { name: '研发人员认定咨询' }, slow);
    expect(within(staff).getByText('对应条件：科技人员占比不低于 10%（不符合）')).toBeInTheDocument();
    expect(within(staff).getByRole('link', { name: '研发人员归集与认定咨询' })).toHaveAttribute('href', '/service/detail/91');
    // Only the failed condition's need is asked for; the seven that pass need nothing.
    expect(askedNeeds).toEqual(['研发人员认定咨询']);
  });
});

describe('高企评测 · 评测报告', () => {
  it('shows the nine conditions and the score per indicator as ranges, with PDF download', async () => {
    renderScreens({ path: '/Enterprise/highEvaluation/report?id=73', screens: portalScreens });
    const conditions = await screen.findByRole('table', { name: '高新技术企业认定条件核对' }, slow);
    expect(within(conditions).getAllByRole('row')).toHaveLength(10);
    const score = screen.getByRole('table', { name: '企业创新能力评价' });
    const rows = within(score).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['知识产权', '科技成果转化能力', '研究开发组织管理水平', '企业成长性', '合计']);
    const indicators = (evaluation['score'] as { indicators: { score: number; scoreMax: number }[] }).indicators;
    expect(within(rows[0] as HTMLElement).getByText(`${indicators[0]?.score}–${indicators[0]?.scoreMax} / 30 分`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载 PDF' })).toBeInTheDocument();
    await waitFor(() => expect(visits).toContain('高企评测 · 评测报告'));
  });

  it('names the 知识产权台账 records the evaluation counted, and says nothing of a 台账 when there is none', async () => {
    const counted = [
      { id: 5, kind: 'invention', number: 'ZL202310456789.2', name: '一种钢材表面缺陷的在线检测方法' },
      { id: 6, kind: 'software', number: '2023SR0123456', name: '云栖视觉缺陷检测系统V3.0' },
    ] as const;
    server.use(
      portalHandler('get', '/api/enterprise/reports/{id}', () => ({ status: 200, body: okEnvelope({ ...report, evaluation: { ...evaluation, countedIpRecords: [...counted] } }) })),
    );
    const { unmount } = renderScreens({ path: '/Enterprise/highEvaluation/report?id=73', screens: portalScreens });
    const section = await screen.findByRole('region', { name: '计入的知识产权' }, slow);
    expect(within(section).getByText('发明专利（1 件）')).toBeInTheDocument();
    expect(within(section).getByText('一种钢材表面缺陷的在线检测方法（ZL202310456789.2）')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '知识产权台账' })).toHaveAttribute('href', '/Enterprise/knowledgeRecord');
    unmount();
    server.use(portalHandler('get', '/api/enterprise/reports/{id}', () => ({ status: 200, body: okEnvelope(report) })));
    renderScreens({ path: '/Enterprise/highEvaluation/report?id=73', screens: portalScreens });
    await screen.findByRole('table', { name: '高新技术企业认定条件核对' }, slow);
    expect(screen.queryByRole('region', { name: '计入的知识产权' })).not.toBeInTheDocument();
  });

  it('points to 检测 when there is no 高企评测 yet', async () => {
    renderScreens({ path: '/Enterprise/highEvaluation/report', screens: portalScreens });
    expect(await screen.findByText('还没有高企评测', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '开始检测' })).toHaveAttribute('href', '/Enterprise/highEvaluation/detection');
  });
});

describe('高企评测 · 已认定与评分方法（国科发火〔2016〕195号）', () => {
  // 2026-11-28 10:00 China time; only Date is faked so msw and user events keep their timers.
  const today = new Date('2026-11-28T02:00:00Z');
  const heldLedger = { ...SAMPLE_LEDGER, qualHighTech: '2025-05-12', ipTechAdvancement: undefined };
  const heldEvaluation = JSON.parse(JSON.stringify(evaluate(HIGH_TECH_RULESET, heldLedger, { now: today }))) as EvaluationPayload;
  const heldReport = buildReport({ id: 74, type: 'high_tech', title: '高新技术企业评测报告', headline: '已认定（有效期至 2028-05-11）', match: null, evaluation: heldEvaluation });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(today);
    server.use(
      portalHandler('get', '/api/enterprise/ledger', () => ({
        status: 200,
        body: okEnvelope(buildLedgerRecord({ ledger: buildLedger({ ...heldLedger, techAchievementsConverted3y: undefined } as Partial<LedgerData>) })),
      })),
      portalHandler('get', '/api/enterprise/reports/{id}', () => ({ status: 200, body: okEnvelope(heldReport) })),
    );
  });
  afterEach(() => vi.useRealTimers());

  it('opens 检测 with the 高企 the ledger holds and its re-recognition date, and asks a self-rating with the 指引’s rubric in place', async () => {
    renderScreens({ path: '/Enterprise/highEvaluation/detection', screens: portalScreens });
    const form = await screen.findByRole('form', { name: '高企评测检测问卷' }, slow);
    expect(screen.getByText('已认定为高新技术企业（有效期至 2028-05-11）')).toBeInTheDocument();
    expect(screen.getByText(/2025-05-12 认定；资格期满前须重新提出认定申请/)).toBeInTheDocument();
    // 技术的先进程度 is judged by experts: the enterprise rates itself against the 指引's bands, shown by the question.
    expect(within(form).getByLabelText(/知识产权所涉技术的先进程度/)).toBeInTheDocument();
    expect(form).toHaveTextContent('A 高（7–8 分）、B 较高（5–6 分）、C 一般（3–4 分）、D 较低（1–2 分）、E 无（0 分）');
  });

  it('says 已认定 instead of a verdict on the report, and scores the four indicators by their sub-items with ranges', async () => {
    renderScreens({ path: '/Enterprise/highEvaluation/report?id=74', screens: portalScreens });
    await screen.findByRole('table', { name: '高新技术企业认定条件核对' }, slow);
    expect(screen.getAllByText('已认定（有效期至 2028-05-11）').length).toBeGreaterThan(0);
    expect(screen.queryByText('符合认定条件')).not.toBeInTheDocument();
    expect(screen.getByText(/^匹配度 \d+% = 已满足权重 \d+ ÷ 全部权重 \d+/)).toBeInTheDocument();
    const score = screen.getByRole('table', { name: '企业创新能力评价' });
    const ip = within(score).getByRole('list', { name: '知识产权的分项' });
    expect(within(ip).getAllByRole('listitem').map((item) => item.textContent?.split('：')[0])).toEqual([
      '技术的先进程度',
      '对主要产品（服务）在技术上发挥核心支持作用',
      '知识产权数量',
      '知识产权获得方式',
      '企业参与编制国家标准、行业标准、检测方法、技术规范的情况（加分项）',
    ]);
    // Not rated yet: 0 to 8 points, with the field to rate it in and the rubric.
    const advancement = within(ip).getAllByRole('listitem')[0] as HTMLElement;
    expect(advancement).toHaveTextContent('未填写（0–8 分）');
    expect(advancement).toHaveTextContent('评价要点：由技术专家评价知识产权所涉技术的先进程度');
    // The 研究开发组织管理水平 is four items (6/6/4/4), not one circular figure.
    const organisation = within(score).getByRole('list', { name: '研究开发组织管理水平的分项' });
    expect(within(organisation).getAllByRole('listitem')).toHaveLength(4);
    expect(within(score).getByRole('row', { name: /^合计/ })).toHaveTextContent(/\d+–\d+ \/ 100 分/);
    // The total is the sum of the rows above it, both ends, an unfilled indicator included.
    const range = (row: HTMLElement): [number, number] => {
      const cell = within(row).getAllByRole('cell')[1]?.textContent ?? '';
      const found = /^(\d+)(?:–(\d+))? \//.exec(cell) ?? /^待核验（满分 (\d+) 分）/.exec(cell);
      if (!found) throw new Error(cell);
      return cell.startsWith('待核验') ? [0, Number(found[1])] : [Number(found[1]), Number(found[2] ?? found[1])];
    };
    const [total, ...rest] = within(score).getAllByRole('row').slice(1).reverse();
    const sums = rest.map(range).reduce<[number, number]>(([low, high], [a, b]) => [low + a, high + b], [0, 0]);
    expect(range(total as HTMLElement)).toEqual(sums);
  });
});
