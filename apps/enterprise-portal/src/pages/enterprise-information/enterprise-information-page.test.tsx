import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildLedger,
  buildIpRecord,
  buildIpRecordList,
  buildLedgerRecord,
  buildMarketListing,
  buildRegionTree,
  buildReportPage,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';
import { layoutHandlers, logInForTest } from '../../testing/match-fixtures';

// Whole screens under MUI in happy-dom on a shared two-core machine: give each journey room.
vi.setConfig({ testTimeout: 30_000 });

const server = setupServer();
const puts: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  puts.length = 0;
  server.use(
    portalHandler('get', '/api/enterprise/ledger', () => ({ status: 200, body: okEnvelope(buildLedgerRecord()) })),
    portalHandler('get', '/api/v1/region/tree', () => ({ status: 200, body: okEnvelope(buildRegionTree()) })),
    portalHandler('get', '/api/enterprise/reports', () => ({ status: 200, body: okEnvelope(buildReportPage([])) })),
    portalHandler('get', '/api/market/my-listing', () => ({ status: 200, body: okEnvelope(buildMarketListing()) })),
    portalHandler('get', '/api/enterprise/ip-records', () => ({ status: 200, body: okEnvelope(buildIpRecordList([])) })),
    portalHandler('put', '/api/enterprise/ledger', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      return { status: 200, body: okEnvelope(buildLedgerRecord({ ledger: buildLedger(body), updatedAt: '2026-03-03T01:00:00.000Z' })) };
    }),
    ...layoutHandlers(),
  );
});

async function replaceText(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.paste(text);
}

async function openForm() {
  logInForTest();
  const view = renderScreens({ path: '/PersonalCenter/enterpriseInformation', screens: portalScreens });
  await screen.findByRole('form', { name: '企业档案' }, { timeout: 15_000 });
  return view;
}

describe('企业信息', () => {
  it('asks a visitor to log in', async () => {
    renderScreens({ path: '/PersonalCenter/enterpriseInformation', screens: portalScreens });
    expect(await screen.findByText('请先登录', undefined, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('企业信息'));
  });

  it('says when the saved ledger could not be read', async () => {
    server.use(portalHandler('get', '/api/enterprise/ledger', () => ({ status: 200, body: okEnvelope(buildLedgerRecord({ ledger: {}, unreadable: true })) })));
    await openForm();
    expect(screen.getByText(/已保存的企业档案无法读取/)).toBeInTheDocument();
  });

  it('shows no unreadable-ledger notice for a ledger that reads', async () => {
    await openForm();
    expect(screen.queryByText(/已保存的企业档案无法读取/)).not.toBeInTheDocument();
  });

  it('lets an enterprise without a 知识产权台账 type its IP counts', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: /^知识产权/ }));
    expect(await screen.findByLabelText(/发明专利数量/)).toBeEnabled();
    expect(screen.queryByText(/已建立知识产权台账/)).not.toBeInTheDocument();
  });

  it('locks the IP counts once a 知识产权台账 exists, and says where they come from', async () => {
    server.use(portalHandler('get', '/api/enterprise/ip-records', () => ({ status: 200, body: okEnvelope(buildIpRecordList([buildIpRecord(), buildIpRecord({ id: 2 })])) })));
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: /^知识产权/ }));
    expect(await screen.findByText(/已建立知识产权台账（2 条记录）/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '知识产权台账' })).toHaveAttribute('href', '/Enterprise/knowledgeRecord');
    for (const label of [/发明专利数量/, /Ⅰ类知识产权数量/, /Ⅱ类知识产权数量/]) expect(screen.getByLabelText(label)).toBeDisabled();
  });

  it('shows the ledger grouped, with its completeness and the region cascade', async () => {
    await openForm();
    expect(screen.getByLabelText('企业名称')).toHaveValue('杭州云栖智能科技有限公司');
    expect(screen.getByRole('progressbar', { name: '档案完整度' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('所在区县')).toHaveValue('330106'));
    // The stored code shows at once; the district's name once the region tree is in (the form no longer waits for the check's module).
    expect(await screen.findByRole('option', { name: '西湖区' })).toBeInTheDocument();
    for (const group of ['基本信息', '人员', '财务', '知识产权', '研发与转化', '资质', '合规']) {
      expect(screen.getByRole('button', { name: new RegExp(`^${group}`) })).toBeInTheDocument();
    }
  });

  it('refuses an invalid credit code on the field and sends nothing', async () => {
    await openForm();
    const code = screen.getByLabelText('统一社会信用代码');
    await replaceText(code, '91330106MA2H3K7X1B');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('统一社会信用代码校验位不正确')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('有 1 项填写有误');
    expect(puts).toEqual([]);
  });

  it('shows the credit code check-digit error as soon as the field is left, and clears it once fixed', async () => {
    await openForm();
    const code = screen.getByLabelText('统一社会信用代码');
    await replaceText(code, '91330106MA2H3K7X1B');
    expect(screen.queryByText('统一社会信用代码校验位不正确')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('统一社会信用代码校验位不正确')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('有 1 项需要更正')).toBeInTheDocument();

    await replaceText(code, '91330106MA2H3K7X1');
    await userEvent.tab();
    expect(await screen.findByText('统一社会信用代码应为 18 位数字或大写字母（不含 I、O、S、V、Z）')).toBeInTheDocument();

    await replaceText(code, '91330106MA2H3K7X1L');
    await userEvent.tab();
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.queryByText(/统一社会信用代码(校验位|应为)/)).not.toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('checks every other field on leaving it with the engine’s rules: type, sign and cross-field limits', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: /^人员/ }));
    const rdStaff = await screen.findByLabelText('研发人员数');
    await replaceText(rdStaff, '二十');
    await userEvent.tab();
    expect(await screen.findByText('研发人员数请输入数字')).toBeInTheDocument();
    await replaceText(rdStaff, '-3');
    await userEvent.tab();
    expect(await screen.findByText('研发人员数不能为负数')).toBeInTheDocument();
    const employees = screen.getByLabelText('职工总数');
    await replaceText(employees, '10');
    await replaceText(rdStaff, '25');
    await userEvent.tab();
    expect(await screen.findByText('研发人员数不能大于职工总数')).toBeInTheDocument();
    expect(rdStaff).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);
  });

  it('saves only the changed fields and says so', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: /^财务/ }));
    const revenue = await screen.findByLabelText('营业收入（上年度）');
    await replaceText(revenue, '4100');
    expect(screen.getByText('有 1 项修改尚未保存')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('企业信息已保存')).toBeInTheDocument();
    expect(puts).toEqual([{ revenueY1: 4100 }]);
    expect(screen.getByText('所有修改均已保存')).toBeInTheDocument();
  });

  it('puts the server’s field messages on the fields', async () => {
    server.use(
      portalHandler('put', '/api/enterprise/ledger', () => ({
        status: 400,
        body: { code: 400, msg: '企业档案校验未通过', data: { fieldErrors: { rdStaff: '研发人员数与社保名册不一致' } }, statusCode: 400 },
      })),
    );
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: /^人员/ }));
    const rdStaff = await screen.findByLabelText('研发人员数');
    await replaceText(rdStaff, '25');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('研发人员数与社保名册不一致')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('企业档案校验未通过');
  });

  it('says a credit code another account holds is taken, on the field, and links to 意见反馈 to dispute it', async () => {
    const taken = '该统一社会信用代码已由其他账号登记。如确属贵单位，请通过「意见反馈」提交申诉并附营业执照，平台核实后处理';
    server.use(
      portalHandler('put', '/api/enterprise/ledger', () => ({
        status: 409,
        body: { code: 409, msg: taken, data: { fieldErrors: { creditCode: taken } }, statusCode: 409 },
      })),
    );
    await openForm();
    await replaceText(screen.getByLabelText('主营产品（服务）'), '工业视觉检测设备');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(taken);
    expect(within(alert).getByRole('link', { name: '提交申诉' })).toHaveAttribute('href', '/feedback');
    expect(screen.getByLabelText('统一社会信用代码')).toHaveAccessibleDescription(expect.stringContaining('已由其他账号登记'));
  });

  it('jumps from a missing field to its input', async () => {
    await openForm();
    const missing = screen.getByRole('navigation', { name: '待完善的字段' });
    await userEvent.click(within(missing).getByRole('link', { name: '主营产品（服务）' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('field-mainProducts'));
  });

  it('opens at the field a #field- link names', async () => {
    logInForTest();
    renderScreens({ path: '/PersonalCenter/enterpriseInformation#field-hasRdAccounting', screens: portalScreens });
    await screen.findByRole('form', { name: '企业档案' });
    await waitFor(() => expect(document.activeElement?.id).toBe('field-hasRdAccounting'));
  });

  it('asks before leaving with unsaved edits', async () => {
    const { router } = await openForm();
    await userEvent.click(screen.getByLabelText('企业名称'));
    await userEvent.paste('（新）');
    await userEvent.click(within(screen.getByRole('navigation', { name: '个人中心' })).getByRole('link', { name: '我的报告' }));
    const dialog = await screen.findByRole('dialog', { name: '离开此页面？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/PersonalCenter/enterpriseInformation');
    expect(screen.getByLabelText('企业名称')).toHaveValue('杭州云栖智能科技有限公司（新）');

    await userEvent.click(within(screen.getByRole('navigation', { name: '个人中心' })).getByRole('link', { name: '我的报告' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '放弃修改并离开' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/PersonalCenter/myReport'));
  });
  it('lets the enterprise choose to be listed among the 优质中小企业, and says which ledger facts a listing needs', async () => {
    const listingPuts: unknown[] = [];
    server.use(
      portalHandler('put', '/api/market/my-listing', async ({ request }) => {
        listingPuts.push(await request.json());
        return { status: 200, body: okEnvelope(buildMarketListing({ public: true, enterpriseId: 401, listedAt: '2026-11-24T01:00:00.000Z' })) };
      }),
    );
    await openForm();
    const listing = await screen.findByRole('region', { name: '在优质中小企业中公开' });
    await userEvent.click(await within(listing).findByRole('switch', { name: '公开本企业' }));
    await waitFor(() => expect(listingPuts).toEqual([{ public: true }]));
    expect(await within(listing).findByRole('link', { name: '查看公开主页' })).toHaveAttribute('href', '/Enterprise/enterpriseDetail/401');
    expect(within(listing).getByRole('switch', { name: '公开本企业' })).toBeChecked();
  });

  it('lets a listed enterprise publish a contact (the account phone offered), checks it, and stop showing it', async () => {
    const listingPuts: { contact?: unknown }[] = [];
    const listed = { public: true, enterpriseId: 401, listedAt: '2026-11-24T01:00:00.000Z' };
    server.use(
      portalHandler('get', '/api/market/my-listing', () => ({ status: 200, body: okEnvelope(buildMarketListing(listed)) })),
      portalHandler('put', '/api/market/my-listing', async ({ request }) => {
        const sent = (await request.json()) as { contact?: { name: string; phone: string } | null };
        listingPuts.push(sent);
        return { status: 200, body: okEnvelope(buildMarketListing({ ...listed, contact: sent.contact ?? null })) };
      }),
    );
    await openForm();
    const listing = await screen.findByRole('region', { name: '在优质中小企业中公开' });
    const form = await within(listing).findByRole('form', { name: '公开的联系方式' });
    const phone = within(form).getByRole('textbox', { name: /联系电话/ });
    expect(phone).toHaveValue('13800138001');

    await replaceText(phone, '88886666');
    await userEvent.click(within(form).getByRole('button', { name: '保存联系方式' }));
    expect(await within(form).findByText('请输入联系人')).toBeInTheDocument();
    expect(within(form).getByText('请输入 11 位手机号，或带区号的座机号（如 0571-88886666）')).toBeInTheDocument();
    expect(listingPuts).toEqual([]);

    await replaceText(within(form).getByRole('textbox', { name: /联系人/ }), '王敏');
    await replaceText(phone, '0571-88886666');
    await userEvent.click(within(form).getByRole('button', { name: '保存联系方式' }));
    await waitFor(() => expect(listingPuts).toEqual([{ public: true, contact: { name: '王敏', phone: '0571-88886666' } }]));
    // The number is one unbreakable piece (a phone wraps nowhere in the middle).
    const shown = await within(listing).findByText((_, element) => element?.tagName === 'P' && element.textContent === '公开主页展示：王敏 · 0571-88886666');
    expect(within(shown).getByText('0571-88886666')).toHaveStyle({ whiteSpace: 'nowrap' });

    await userEvent.click(within(listing).getByRole('button', { name: '不再展示' }));
    await waitFor(() => expect(listingPuts.at(-1)).toEqual({ public: true, contact: null }));
    expect(await within(listing).findByRole('form', { name: '公开的联系方式' })).toBeInTheDocument();
  });

  it('keeps the listing switch off while the ledger lacks what a public profile shows', async () => {
    server.use(portalHandler('get', '/api/market/my-listing', () => ({ status: 200, body: okEnvelope(buildMarketListing({ missing: ['主营产品'] })) })));
    await openForm();
    const listing = await screen.findByRole('region', { name: '在优质中小企业中公开' });
    expect(await within(listing).findByRole('switch', { name: '公开本企业' })).toBeDisabled();
    expect(within(listing).getByText('公开前请先在上方填写并保存：主营产品。')).toBeInTheDocument();
  });
});
