import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildCertificationApplication,
  buildCertificationFile,
  buildRegionTree,
  buildUserInfo,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import type { CertificationApplication } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const VALID_CODE = '91330106MA2KX5Y3PR';
const server = setupServer();
let stored: CertificationApplication | null = null;
let saves: Record<string, unknown>[] = [];
let uploads: { slot: string; category: string | null; name: string }[] = [];
let reads = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  stored = null;
  saves = [];
  uploads = [];
  reads = 0;
  server.use(
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'org' })) })),
    portalHandler('get', '/api/v1/region/tree', () => ({ status: 200, body: okEnvelope(buildRegionTree()) })),
    portalHandler('get', '/api/org/certification', () => {
      reads += 1;
      return { status: 200, body: okEnvelope(stored) };
    }),
    portalHandler('put', '/api/org/certification', async ({ request }) => {
      expect(request.headers.get('Content-Type')).toContain('application/json');
      const draft = (await request.json()) as Record<string, unknown>;
      saves.push(draft);
      stored = buildCertificationApplication({ ...stored, ...draft, files: stored?.files ?? [] });
      return { status: 200, body: okEnvelope(stored) };
    }),
    portalHandler('post', '/api/org/certification/files', async ({ request }) => {
      // The test environment reads multipart file names as Latin-1, so the files here have ASCII names.
      const form = await request.formData();
      const file = form.get('file') as File;
      const slot = String(form.get('slot'));
      const category = form.get('category') === null ? null : String(form.get('category'));
      uploads.push({ slot, category, name: file.name });
      const base = stored ?? buildCertificationApplication();
      stored = { ...base, files: [...base.files, buildCertificationFile({ id: base.files.length + 1, slot: slot as 'license' | 'certificate', category: category as null, name: file.name })] };
      return { status: 200, body: okEnvelope(stored) };
    }),
  );
});

function pdf(name: string) {
  return new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
}

describe('机构入驻认证', { timeout: 60_000 }, () => {
  it('asks a visitor to log in first', async () => {
    renderScreens({ path: '/service/authentication', screens: portalScreens });
    expect(await screen.findByRole('heading', { name: '请先登录' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: '登录' })).toHaveAttribute('href', expect.stringContaining(encodeURIComponent('/service/authentication')));
  });

  it('tells an enterprise account that certification is for institutions, without calling for an application', async () => {
    localStorage.setItem('token', 'enterprise-token');
    localStorage.setItem('userinfo', JSON.stringify(buildUserInfo({ userType: 'enterprise' })));
    server.use(portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'enterprise' })) })));
    renderScreens({ path: '/service/authentication', screens: portalScreens });
    expect(await screen.findByText('当前为企业账号')).toBeInTheDocument();
    expect(screen.getByText(/请另用一个手机号注册服务机构账号（注册页“账号类型”选择“服务机构”）/)).toBeInTheDocument();
    const register = screen.getByRole('link', { name: '注册服务机构账号' });
    expect(register.getAttribute('href')).toMatch(/\/register\?backUrl=/);
    expect(screen.getByRole('link', { name: '去找服务' })).toHaveAttribute('href', '/service');
    expect(screen.queryByRole('button', { name: '下一步' })).not.toBeInTheDocument();
    expect(reads).toBe(0);
  });

  it('tells the operator account that it reviews applications instead, in the console', async () => {
    localStorage.setItem('token', 'admin-token');
    localStorage.setItem('userinfo', JSON.stringify(buildUserInfo({ userType: 'admin' })));
    server.use(portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'admin' })) })));
    renderScreens({ path: '/service/authentication', screens: portalScreens });
    expect(await screen.findByText('当前为平台运营账号')).toBeInTheDocument();
    // Through the console's login, which keeps the operator signed in via the SSO host.
    expect(screen.getByRole('link', { name: '前往入驻审核' })).toHaveAttribute('href', expect.stringMatching(/\/login\?via=sso&redirect=%2FcertificationReview$/));
    expect(reads).toBe(0);
  });

  it('checks the credit code check digit on step 1, saves the draft with the licence and moves to 资质与服务范围', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'org-token');
    localStorage.setItem('userinfo', JSON.stringify(buildUserInfo({ userType: 'org' })));
    renderScreens({ path: '/service/authentication', screens: portalScreens });
    await screen.findByRole('heading', { name: '第 1 步：主体信息' });

    await user.type(screen.getByRole('textbox', { name: /机构名称/ }), '杭州知行知识产权代理有限公司');
    await user.type(screen.getByRole('textbox', { name: /统一社会信用代码/ }), '91330106MA2KX5Y3P0');
    await user.type(screen.getByRole('textbox', { name: /法定代表人/ }), '周知行');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请填写办公地址')).toBeInTheDocument();
    expect(await screen.findByText('统一社会信用代码校验位不正确，请核对营业执照')).toBeInTheDocument();
    expect(screen.getByText('请选择所在地区')).toBeInTheDocument();
    expect(screen.getByText('请上传营业执照')).toBeInTheDocument();
    expect(saves).toEqual([]);

    const code = screen.getByRole('textbox', { name: /统一社会信用代码/ });
    await user.clear(code);
    await user.type(code, VALID_CODE);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '所在省份' })).toBeEnabled());
    // A region must be chosen (请选择所在地区): the province is marked as the other required fields are; below it, optional.
    expect(screen.getByRole('combobox', { name: '所在省份' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: '所在城市' })).not.toBeRequired();
    await user.selectOptions(screen.getByRole('combobox', { name: '所在省份' }), '330000');
    await user.selectOptions(screen.getByRole('combobox', { name: '所在城市' }), '330100');
    await user.selectOptions(screen.getByRole('combobox', { name: '所在区县' }), '330106');
    await user.type(screen.getByRole('textbox', { name: /办公地址/ }), '杭州市西湖区文三路 90 号');
    await user.type(screen.getByRole('spinbutton', { name: /成立年份/ }), '2016');
    await user.selectOptions(screen.getByRole('combobox', { name: /人员规模/ }), '20-49 人');
    await user.upload(screen.getByLabelText('上传营业执照'), pdf('license.pdf'));
    expect(await screen.findByText('已上传：license.pdf')).toBeInTheDocument();
    expect(uploads).toEqual([{ slot: 'license', category: null, name: 'license.pdf' }]);

    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('heading', { name: '第 2 步：资质与服务范围' })).toBeInTheDocument();
    expect(saves.at(-1)).toMatchObject({ name: '杭州知行知识产权代理有限公司', creditCode: VALID_CODE, legalPerson: '周知行', regionCode: '330106', address: '杭州市西湖区文三路 90 号', foundedYear: 2016, staffSize: '20-49 人' });

    // Each chosen category asks for its own certificate before 下一步.
    await user.click(screen.getByRole('checkbox', { name: '知识产权' }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请上传知识产权资质证书')).toBeInTheDocument();
    expect(screen.getByText('请填写机构简介')).toBeInTheDocument();
    expect(screen.getByText('请填写一句话简介')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /一句话简介/ }), '专利申请代理与知识产权贯标');
    await user.type(screen.getByRole('textbox', { name: /机构简介/ }), '专注专利申请代理与知识产权贯标。');
    await user.upload(screen.getByLabelText('上传知识产权资质证书'), pdf('patent-agency-licence.pdf'));
    await screen.findByText('已上传：patent-agency-licence.pdf');
    expect(uploads.at(-1)).toEqual({ slot: 'certificate', category: '知识产权', name: 'patent-agency-licence.pdf' });
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('heading', { name: '第 3 步：联系人与承诺' })).toBeInTheDocument();
    expect(saves.at(-1)).toMatchObject({ serviceCategories: ['知识产权'], description: '专注专利申请代理与知识产权贯标。', intro: '专利申请代理与知识产权贯标' });
  });

  it('opens a saved draft with its fields and files, as after a reload', async () => {
    stored = buildCertificationApplication({ name: '杭州知行知识产权代理有限公司', creditCode: VALID_CODE, regionCode: '330106', files: [buildCertificationFile({ name: '营业执照.pdf' })] });
    localStorage.setItem('token', 'org-token');
    renderScreens({ path: '/service/authentication', screens: portalScreens });
    expect(await screen.findByRole('textbox', { name: /机构名称/ })).toHaveValue('杭州知行知识产权代理有限公司');
    expect(screen.getByRole('textbox', { name: /统一社会信用代码/ })).toHaveValue(VALID_CODE);
    expect(screen.getByText('已上传：营业执照.pdf')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: '所在区县' })).toHaveValue('330106'));
  });

  it('shows a submitted application as 待审核 instead of the form', async () => {
    stored = buildCertificationApplication({ status: 'pending', name: '杭州知行知识产权代理有限公司', submittedAt: '2026-11-21T02:00:00.000Z' });
    localStorage.setItem('token', 'org-token');
    renderScreens({ path: '/service/authentication', screens: portalScreens });
    const status = await screen.findByRole('region', { name: '认证状态' });
    expect(within(status).getByText('待审核')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下一步' })).not.toBeInTheDocument();
  });
});
