import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildDeclarationProjectDetail,
  buildEvaluationConditionResult,
  buildLedgerCompleteness,
  buildLedgerRecord,
  buildProjectEvaluation,
  buildProjectEvaluationReport,
  buildServiceProductCard,
  buildUserInfo,
  errorEnvelope,
  fileReply,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';
import { captureDownloads } from '../../testing/downloads';

const server = setupServer();

/** The project's listed conditions, the same ids as the rows of buildProjectEvaluation(). */
const CONDITIONS = [
  { id: 'registered-years', title: '注册成立满一年', detail: '注册成立满一年', kind: 'hard' as const, basis: '办法第十条' },
  { id: 'rd-ratio', title: '研发费用占营业收入比例', detail: '不低于 3%', kind: 'hard' as const, basis: '办法第十条' },
  { id: 'invention-patents', title: '拥有有效发明专利', detail: '1 件以上', kind: 'soft' as const, basis: '办法第十条' },
];
const visits: string[] = [];
let evaluations = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'portal-token');
  localStorage.setItem('userinfo', JSON.stringify(buildUserInfo()));
  visits.length = 0;
  evaluations = 0;
  server.use(
    portalHandler('get', '/api/gDeclaraManage/{id}', ({ params }) =>
      params.id === '7'
        ? { status: 200, body: okEnvelope(buildDeclarationProjectDetail({ id: 7, projectName: '2026年杭州市专精特新中小企业奖励资金申报', conditions: CONDITIONS })) }
        : { status: 404, body: errorEnvelope(404, '申报项目不存在') },
    ),
    portalHandler('get', '/api/enterprise/ledger', () => ({
      status: 200,
      body: okEnvelope(buildLedgerRecord({ completeness: buildLedgerCompleteness({ percent: 24, missing: ['mainProducts'] }) })),
    })),
    portalHandler('post', '/api/gDeclaraManage/{id}/evaluation', () => {
      evaluations += 1;
      return { status: 200, body: okEnvelope(buildProjectEvaluationReport({ projectId: 7, headline: `第 ${evaluations} 次自评` })) };
    }),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: okEnvelope(null) };
    }),
  );
});

describe('项目自评', () => {
  it('runs the evaluation on request and shows verdict, match degree and the condition table', async () => {
    renderScreens({ path: '/findpolicy/ProjectEvaluation/7', screens: portalScreens });

    expect(await screen.findByRole('heading', { level: 1, name: '项目自评' })).toBeInTheDocument();
    expect(screen.getByText('2026年杭州市专精特新中小企业奖励资金申报')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('项目自评'));
    await waitFor(() => expect(visits).toContain('项目自评'));
    expect(await screen.findByRole('progressbar', { name: '企业档案完整度' })).toHaveAttribute('aria-valuenow', '24');
    expect(evaluations).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: '开始自评' }));
    expect(await screen.findByText('待核验', { selector: 'p' })).toBeInTheDocument();
    expect(evaluations).toBe(1);
    expect(screen.getByText(/第 1 次自评/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /匹配度/ })).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByText('3 项条件中 1 项已满足')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: /申报条件核对/ });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['条件', '标准', '实际值', '结果']);
    const unknownRow = within(table).getByRole('row', { name: /拥有有效发明专利/ });
    // The missing figure is asked in the row itself; 匹配度 says how it is made.
    await userEvent.click(within(unknownRow).getByRole('button', { name: '在此回答：拥有有效发明专利' }));
    expect(await within(unknownRow).findByRole('form', { name: '回答：拥有有效发明专利' })).toBeInTheDocument();
    expect(within(unknownRow).getByRole('form', { name: '回答：拥有有效发明专利' })).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByText(/^匹配度 \d+% = 已满足权重 \d+ ÷ 全部权重 \d+/)).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /研发费用占营业收入比例/ })).toHaveTextContent('不符合');

    expect(screen.getByRole('link', { name: '我要申报' })).toHaveAttribute('href', '/findpolicy/ProjectApplication/7');
    expect(screen.getByRole('button', { name: '撰写材料' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '重新自评' }));
    expect(await screen.findByText(/第 2 次自评/)).toBeInTheDocument();
  });

  it('downloads the 自评 report as PDF', async () => {
    const exported: string[] = [];
    const saved = captureDownloads();
    server.use(
      portalHandler('post', '/api/gDeclaraManage/{id}/evaluation', () => ({
        status: 200,
        body: okEnvelope(buildProjectEvaluationReport({ id: 64, projectId: 7 })),
      })),
      portalHandler('post', '/api/enterprise/reports/{id}/pdf', ({ params }) => {
        exported.push(String(params.id));
        return fileReply('%PDF-1.7', {
          contentType: 'application/pdf',
          contentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent('项目自评报告-专精特新-20260302.pdf')}`,
        });
      }),
    );
    renderScreens({ path: '/findpolicy/ProjectEvaluation/7', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '开始自评' }));
    await userEvent.click(await screen.findByRole('button', { name: '下载 PDF' }));
    expect(await screen.findByText('文件下载成功')).toBeInTheDocument();
    expect(exported).toEqual(['64']);
    expect(saved).toEqual(['项目自评报告-专精特新-20260302.pdf']);
  });

  it('offers certified products for the needs its failed conditions leave, none for 待核验 (the gap bridge)', async () => {
    const results = [
      buildEvaluationConditionResult({ id: 'registered-years', title: '注册成立满一年', serviceNeeds: ['工商代办'] }),
      buildEvaluationConditionResult({ id: 'rd-ratio', title: '研发费用占营业收入比例', status: 'fail', serviceNeeds: ['研发费用专项审计'] }),
      buildEvaluationConditionResult({ id: 'invention-patents', title: '拥有有效发明专利', kind: 'soft', status: 'unknown', serviceNeeds: ['专利申请代理'] }),
    ];
    const asked: URLSearchParams[] = [];
    server.use(
      portalHandler('post', '/api/gDeclaraManage/{id}/evaluation', () => ({
        status: 200,
        body: okEnvelope(buildProjectEvaluationReport({ evaluation: buildProjectEvaluation({ status: 'ineligible', results }) })),
      })),
      portalHandler('get', '/api/service/products/for-needs', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return {
          status: 200,
          body: okEnvelope([
            { need: '研发费用专项审计', products: [buildServiceProductCard({ id: 88, name: '高企研发费用专项审计', institutionName: '杭州信达会计师事务所', needs: ['研发费用专项审计'] })] },
            { need: '专利申请代理', products: [] },
          ]),
        };
      }),
    );
    renderScreens({ path: '/findpolicy/ProjectEvaluation/7', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '开始自评' }));
    const bridge = await screen.findByRole('region', { name: '补短板：认证机构可以帮您' }, { timeout: 15_000 });
    // The bridge's products arrive after its heading: their list is drawn in a deferred render (AsyncContent).
    const audit = await within(bridge).findByRole('region', { name: '研发费用专项审计' });
    expect(within(audit).getByText('对应条件：研发费用占营业收入比例（不符合）')).toBeInTheDocument();
    expect(within(audit).getByRole('link', { name: '高企研发费用专项审计' })).toHaveAttribute('href', '/service/detail/88');
    expect(within(audit).getByRole('link', { name: '查看全部“研发费用专项审计”服务' })).toHaveAttribute(
      'href',
      `/service/productPage?need=${encodeURIComponent('研发费用专项审计')}`,
    );
    // A 待核验 condition is not known to fail: no remedy is offered for it (专利申请代理), nor for a passed one (工商代办).
    expect(within(bridge).queryByRole('region', { name: '专利申请代理' })).not.toBeInTheDocument();
    expect(asked.map((query) => [query.get('needs'), query.get('limit')])).toEqual([['研发费用专项审计', '3']]);
  });

  it('says 符合申报条件 when every condition passes', async () => {
    const passed = CONDITIONS.map((condition) => buildEvaluationConditionResult({ id: condition.id, title: condition.title, kind: condition.kind }));
    server.use(
      portalHandler('post', '/api/gDeclaraManage/{id}/evaluation', () => ({
        status: 200,
        body: okEnvelope(
          buildProjectEvaluationReport({
            evaluation: buildProjectEvaluation({ status: 'eligible', matchDegree: 100, missingFields: [], results: passed }),
          }),
        ),
      })),
    );
    renderScreens({ path: '/findpolicy/ProjectEvaluation/7', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '开始自评' }));
    expect(await screen.findByText('符合申报条件')).toBeInTheDocument();
    expect(screen.queryByText(/企业档案中还有/)).not.toBeInTheDocument();
  });

  it('lists the conditions that wait for a material as 待核验, with the material', async () => {
    const results = [
      buildEvaluationConditionResult({ id: 'registered-years', title: '注册成立满一年' }),
      buildEvaluationConditionResult({ id: 'rd-ratio', title: '研发费用占营业收入比例' }),
      buildEvaluationConditionResult({
        id: 'invention-patents',
        title: '项目已竣工',
        status: 'unknown',
        decidedBy: 'evidence',
        actualText: '企业档案无此信息，需核验材料',
        evidence: '项目竣工验收报告',
      }),
    ];
    server.use(
      portalHandler('post', '/api/gDeclaraManage/{id}/evaluation', () => ({
        status: 200,
        body: okEnvelope(buildProjectEvaluationReport({ evaluation: buildProjectEvaluation({ status: 'incomplete', matchDegree: 80, missingFields: [], results }) })),
      })),
    );
    renderScreens({ path: '/findpolicy/ProjectEvaluation/7', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '开始自评' }));
    expect(await screen.findByText('待核验', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('项目已竣工（项目竣工验收报告）')).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: /申报条件核对/ })).getByRole('row', { name: /项目已竣工/ });
    expect(row).toHaveTextContent('需核验材料：项目竣工验收报告');
    expect(screen.queryByText('符合申报条件')).not.toBeInTheDocument();
  });

  it('does not show the verdict of a saved evaluation that leaves out a listed condition', async () => {
    const partial = buildProjectEvaluation({ status: 'eligible', matchDegree: 100, missingFields: [], results: [buildEvaluationConditionResult()] });
    server.use(
      portalHandler('post', '/api/gDeclaraManage/{id}/evaluation', () => ({
        status: 200,
        body: okEnvelope(buildProjectEvaluationReport({ evaluation: partial })),
      })),
    );
    renderScreens({ path: '/findpolicy/ProjectEvaluation/7', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '开始自评' }));
    expect(await screen.findByText(/这份自评报告只核对了 1 项条件，与项目现列的 3/)).toBeInTheDocument();
    expect(screen.queryByText('符合申报条件')).not.toBeInTheDocument();
  });

  it('asks a 待核验 fact the ledger does not hold in its row, keeps a refused answer with its message, saves a good one and evaluates again', async () => {
    const loan = buildEvaluationConditionResult({
      id: 'loan',
      title: '上年度有银行贷款并实际支付利息',
      status: 'unknown',
      decidedBy: 'ledger',
      actualText: '未填写',
      missingFields: ['bankLoanInterestY1'],
    });
    const saved: unknown[] = [];
    let refuse = true;
    server.use(
      portalHandler('get', '/api/gDeclaraManage/{id}', () => ({
        status: 200,
        body: okEnvelope(buildDeclarationProjectDetail({ id: 7, conditions: [{ id: 'loan', title: loan.title, detail: '上年度实际支付的银行贷款利息', kind: 'hard', basis: '细则第三条' }] })),
      })),
      portalHandler('post', '/api/gDeclaraManage/{id}/evaluation', () => {
        evaluations += 1;
        return {
          status: 200,
          body: okEnvelope(buildProjectEvaluationReport({ evaluation: buildProjectEvaluation({ status: 'incomplete', matchDegree: 0, missingFields: ['bankLoanInterestY1'], results: [loan] }) })),
        };
      }),
      portalHandler('put', '/api/enterprise/ledger', async ({ request }) => {
        saved.push(await request.json());
        if (refuse) {
          refuse = false;
          return { status: 400, body: { code: 400, msg: '企业档案校验未通过', data: { fieldErrors: { bankLoanInterestY1: '银行贷款实际支付利息不能大于营业收入' } }, statusCode: 400 } };
        }
        return { status: 200, body: okEnvelope(buildLedgerRecord()) };
      }),
    );
    renderScreens({ path: '/findpolicy/ProjectEvaluation/7', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '开始自评' }));
    await userEvent.click(await screen.findByRole('button', { name: '在此回答：上年度有银行贷款并实际支付利息' }));
    const form = await screen.findByRole('form', { name: '回答：上年度有银行贷款并实际支付利息' });
    const input = within(form).getByLabelText(/银行贷款实际支付利息/);

    // Checked before anything is sent, in Chinese.
    await userEvent.type(input, '-5');
    await userEvent.click(within(form).getByRole('button', { name: '保存到企业档案' }));
    expect(await within(form).findByText(/不能为负数/)).toBeInTheDocument();
    expect(saved).toEqual([]);

    // The server's 4xx message lands on the field, and the answer stays in the input.
    await userEvent.clear(input);
    await userEvent.type(input, '99999');
    await userEvent.click(within(form).getByRole('button', { name: '保存到企业档案' }));
    expect(await within(form).findByText('银行贷款实际支付利息不能大于营业收入')).toBeInTheDocument();
    expect(input).toHaveValue('99999');
    expect(evaluations).toBe(1);

    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await userEvent.click(within(form).getByRole('button', { name: '保存到企业档案' }));
    await waitFor(() => expect(evaluations).toBe(2));
    expect(saved).toEqual([{ bankLoanInterestY1: 99999 }, { bankLoanInterestY1: 12 }]);
  });

  it('shows the server’s refusal on screen', async () => {
    server.use(
      portalHandler('post', '/api/gDeclaraManage/{id}/evaluation', () => ({
        status: 400,
        body: errorEnvelope(400, '请先在企业信息中填写企业名称'),
      })),
    );
    renderScreens({ path: '/findpolicy/ProjectEvaluation/7', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '开始自评' }));
    expect(await screen.findByText('自评未完成：请先在企业信息中填写企业名称')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开始自评' })).toBeEnabled();
  });

  it('answers an unknown or malformed project id with 申报项目不存在', async () => {
    const first = renderScreens({ path: '/findpolicy/ProjectEvaluation/999', screens: portalScreens });
    expect(await screen.findByText('申报项目不存在')).toBeInTheDocument();
    first.unmount();
    renderScreens({ path: '/findpolicy/ProjectEvaluation/x1', screens: portalScreens });
    expect(await screen.findByText('申报项目不存在')).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    localStorage.clear();
    renderScreens({ path: '/findpolicy/ProjectEvaluation/7', screens: portalScreens });
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Ffindpolicy%2FProjectEvaluation%2F7',
    );
    expect(screen.queryByRole('button', { name: '开始自评' })).not.toBeInTheDocument();
  });
});
