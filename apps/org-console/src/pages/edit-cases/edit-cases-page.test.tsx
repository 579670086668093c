import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import type { ServiceCaseInput } from '@smes/api';
import { buildMyInstitution, buildOrgCase, buildOrgProduct, buildOrgProductPage, buildUserInfo, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { consoleScreens, consoleUserArea } from '../../app/routes';

/** An approved institution certified for two categories (the form offers only these). */
const CERTIFIED = {
  id: 1,
  name: '浙江中创知识产权服务有限公司',
  creditCode: '91330106MA2CDE1234',
  serviceCategories: ['财税服务', '知识产权'],
  regionName: '浙江省杭州市西湖区',
  contactName: '周明',
  contactPhone: '13900139000',
  submittedAt: '2026-03-01T02:00:00Z',
  reviewedAt: '2026-03-05T02:00:00Z',
};

const server = setupServer();
const saved: { method: string; input: ServiceCaseInput }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answer(input: ServiceCaseInput, id: number) {
  return buildOrgCase(
    {
      problem: input.problem,
      approach: input.approach,
      result: input.result,
      productId: input.productId,
      published: input.published,
      public: input.consented && input.published,
      consent: { consented: input.consented, consentBy: input.consentBy ?? null, consentOn: input.consentOn ?? null, recordedAt: input.consented ? '2026-11-24T02:00:00.000Z' : null },
    },
    { id, title: input.title, category: input.category, clientIndustry: input.clientIndustry, summary: input.summary, completedOn: input.completedOn },
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'org-token');
  saved.length = 0;
  server.use(
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: { code: 200, msg: '操作成功', data: null, statusCode: 200 } })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'org' })) })),
    portalHandler('get', '/api/org/institution/mine', () => ({ status: 200, body: okEnvelope(buildMyInstitution({ status: 'approved', institution: CERTIFIED })) })),
    portalHandler('get', '/api/org/products', () => ({ status: 200, body: okEnvelope(buildOrgProductPage([buildOrgProduct({}, { id: 301, name: '发明专利申请代理' })])) })),
    portalHandler('get', '/api/org/cases/{id}', ({ params }) =>
      Number(params.id) === 501 ? { status: 200, body: okEnvelope(buildOrgCase()) } : { status: 404, body: errorEnvelope(404, '案例不存在') },
    ),
    portalHandler('post', '/api/org/cases', async ({ request }) => {
      const input = (await request.json()) as ServiceCaseInput;
      saved.push({ method: 'post', input });
      server.use(portalHandler('get', '/api/org/cases/{id}', () => ({ status: 200, body: okEnvelope(answer(input, 600)) })));
      return { status: 200, body: okEnvelope(answer(input, 600)) };
    }),
    portalHandler('put', '/api/org/cases/{id}', async ({ request }) => {
      const input = (await request.json()) as ServiceCaseInput;
      saved.push({ method: 'put', input });
      server.use(portalHandler('get', '/api/org/cases/{id}', () => ({ status: 200, body: okEnvelope(answer(input, 501)) })));
      return { status: 200, body: okEnvelope(answer(input, 501)) };
    }),
  );
});

function renderAt(path: string) {
  return renderScreens({ path, screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

describe('新增案例', () => {
  it('cannot publish before the client consents; with consent recorded it saves a public case and opens its detail', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/successCases/editCases');
    const paste = async (name: string, text: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    };
    // A date input has no textbox role and takes its value whole, as a browser's date picker sets it.
    const pickDate = (label: RegExp, date: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: date } });
    await screen.findByRole('textbox', { name: '案例标题' });
    expect(screen.getByRole('checkbox', { name: '公开到门户' })).toBeDisabled();

    await paste('案例标题', '研发费用归集助力高企认定');
    await user.click(screen.getByRole('combobox', { name: '服务类别' }));
    // Only the categories the institution is certified for are offered.
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['知识产权', '财税服务']);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '财税服务' }));
    await paste('客户行业', '新材料');
    await paste('案例摘要', '三年研发费用重新归集并出具专项审计报告');
    await paste('客户问题', '研发费用未单独核算，占比测算不达标。');
    await paste('服务过程', '梳理项目立项与工时，重建辅助账。');
    await paste('服务成效', '研发费用占比达 4.6%，当年通过认定。');
    pickDate(/^完成日期/, '2026-08-31');

    await user.click(screen.getByRole('checkbox', { name: '客户已同意公开本案例' }));
    await user.click(screen.getByRole('checkbox', { name: '公开到门户' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入同意人')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '同意人' })).toHaveFocus();
    expect(saved).toEqual([]);

    await paste('同意人', '客户财务总监 周女士');
    pickDate(/^同意日期/, '2026-09-02');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('heading', { name: '研发费用归集助力高企认定' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/successCases/detail/600');
    expect(screen.getByText('门户可见')).toBeInTheDocument();
    expect(screen.getByText('客户财务总监 周女士')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        method: 'post',
        input: {
          title: '研发费用归集助力高企认定',
          category: '财税服务',
          clientIndustry: '新材料',
          summary: '三年研发费用重新归集并出具专项审计报告',
          problem: '研发费用未单独核算，占比测算不达标。',
          approach: '梳理项目立项与工时，重建辅助账。',
          result: '研发费用占比达 4.6%，当年通过认定。',
          completedOn: '2026-08-31',
          productId: null,
          consented: true,
          consentBy: '客户财务总监 周女士',
          consentOn: '2026-09-02',
          published: true,
        },
      },
    ]);
  }, 30_000);
});

describe('编辑案例', () => {
  it('withdrawing consent unpublishes the case, and the detail says it is not in the portal', async () => {
    const user = userEvent.setup();
    renderAt('/successCases/editCases/501');
    const consent = await screen.findByRole('checkbox', { name: '客户已同意公开本案例' });
    expect(consent).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '公开到门户' })).toBeChecked();
    await user.click(consent);
    expect(screen.getByRole('checkbox', { name: '公开到门户' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: '同意人' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('待客户同意')).toBeInTheDocument();
    expect(screen.getByText(/客户尚未同意公开，本案例不会出现在门户/)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.input).toMatchObject({ consented: false, consentBy: null, consentOn: null, published: false, productId: 301 });
  });

  it('says so when the case is not the institution’s', async () => {
    renderAt('/successCases/editCases/999');
    expect(await screen.findByText('案例不存在')).toBeInTheDocument();
  });
});
