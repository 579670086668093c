import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUserInfo, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const bodies: { url: string; body: unknown }[] = [];
let phone: string | null = '13800138000';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return request.headers.get('content-type')?.includes('json') ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
}

beforeEach(() => {
  bodies.length = 0;
  phone = '13800138000';
  localStorage.setItem('token', 'portal-token');
  server.use(
    portalHandler('post', '/api/v1/user/password', async ({ request }) => {
      const body = (await bodyOf(request)) as { currentPassword: string };
      bodies.push({ url: 'password', body });
      return body.currentPassword === 'Demo@2026'
        ? { status: 200, body: okEnvelope(null) }
        : { status: 400, body: errorEnvelope(400, '当前密码不正确') };
    }),
    portalHandler('post', '/api/v1/user/phone/code', async ({ request }) => {
      bodies.push({ url: 'phone/code', body: await bodyOf(request) });
      return { status: 200, body: okEnvelope({ resendAfterSeconds: 60, validMinutes: 5 }) };
    }),
    portalHandler('post', '/api/v1/user/phone', async ({ request }) => {
      const body = (await bodyOf(request)) as { phone: string; smsCode: string };
      bodies.push({ url: 'phone', body });
      if (body.smsCode !== '246810') return { status: 400, body: errorEnvelope(400, '验证码错误，请重新输入') };
      return body.phone === '13900139000'
        ? { status: 409, body: errorEnvelope(409, '该手机号已注册') }
        : ((phone = body.phone), { status: 200, body: okEnvelope(buildUserInfo({ phone })) });
    }),
    portalHandler('post', '/api/v1/user/logoutAll', () => {
      bodies.push({ url: 'logoutAll', body: null });
      return { status: 200, body: okEnvelope({ revoked: 3 }) };
    }),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ phone })) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

function passwordForm() {
  return within(screen.getByRole('form', { name: '修改密码' }));
}

describe('账号设置', { timeout: 60_000 }, () => {
  it('states the password rule, checks it before sending, and shows the server refusing a wrong current password', async () => {
    renderScreens({ path: '/PersonalCenter/accountSetting', screens: portalScreens });
    await screen.findByRole('form', { name: '修改密码' }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('账号设置'));
    expect(screen.getByText(/密码规则：8-64 位，且同时包含字母和数字/)).toBeInTheDocument();
    const form = passwordForm();
    await userEvent.type(form.getByLabelText(/^当前密码/), 'Wrong@2026');
    await userEvent.type(form.getByLabelText(/^新密码/), 'onlyletters');
    await userEvent.type(form.getByLabelText(/^确认新密码/), 'onlyletters');
    await userEvent.click(form.getByRole('button', { name: '修改密码' }));
    expect(await form.findByText('新密码须同时包含字母和数字')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.clear(form.getByLabelText(/^新密码/));
    await userEvent.type(form.getByLabelText(/^新密码/), 'Better2027x');
    await userEvent.clear(form.getByLabelText(/^确认新密码/));
    await userEvent.type(form.getByLabelText(/^确认新密码/), 'Better2027x');
    await userEvent.click(form.getByRole('button', { name: '修改密码' }));
    expect(await form.findByText('当前密码不正确')).toBeInTheDocument();

    await userEvent.clear(form.getByLabelText(/^当前密码/));
    await userEvent.type(form.getByLabelText(/^当前密码/), 'Demo@2026');
    await userEvent.click(form.getByRole('button', { name: '修改密码' }));
    expect(await form.findByText(/密码已修改，下次登录请使用新密码/)).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ url: 'password', body: { currentPassword: 'Demo@2026', newPassword: 'Better2027x' } });
  });

  it('refuses mismatched confirmation without asking the server', async () => {
    renderScreens({ path: '/PersonalCenter/accountSetting', screens: portalScreens });
    await screen.findByRole('form', { name: '修改密码' }, { timeout: 15_000 });
    const form = passwordForm();
    await userEvent.type(form.getByLabelText(/^当前密码/), 'Demo@2026');
    await userEvent.type(form.getByLabelText(/^新密码/), 'Better2027x');
    await userEvent.type(form.getByLabelText(/^确认新密码/), 'Better2027y');
    await userEvent.click(form.getByRole('button', { name: '修改密码' }));
    expect(await form.findByText('两次输入的新密码不一致')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('changes the phone only with the code sent to the new number, and shows 409 when another account has it', async () => {
    renderScreens({ path: '/PersonalCenter/accountSetting', screens: portalScreens });
    const form = within(await screen.findByRole('form', { name: '更换手机号' }, { timeout: 15_000 }));
    expect(await screen.findByText('当前手机号：13800138000')).toBeInTheDocument();
    await userEvent.type(form.getByLabelText(/^新手机号/), '13900139000');
    await userEvent.type(form.getByLabelText(/^当前密码/), 'Demo@2026');
    await userEvent.click(form.getByRole('button', { name: '更换手机号' }));
    expect(await form.findByText('请输入发到该手机号的 6 位短信验证码')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.click(form.getByRole('button', { name: '获取验证码' }));
    expect(await form.findByRole('status')).toHaveTextContent('验证码已发送至 139****9000，5 分钟内有效。');
    expect(form.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
    await userEvent.type(form.getByLabelText(/^短信验证码/), '246810');
    await userEvent.click(form.getByRole('button', { name: '更换手机号' }));
    expect(await form.findByText('该手机号已注册')).toBeInTheDocument();

    await userEvent.clear(form.getByLabelText(/^新手机号/));
    await userEvent.type(form.getByLabelText(/^新手机号/), '13812345678');
    await userEvent.click(form.getByRole('button', { name: '更换手机号' }));
    expect(await screen.findByText('当前手机号：13812345678')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userinfo') ?? '{}')).toMatchObject({ phone: '13812345678' });
    expect(bodies[0]).toEqual({ url: 'phone/code', body: { phone: '13900139000' } });
    expect(bodies.at(-1)).toEqual({ url: 'phone', body: { phone: '13812345678', smsCode: '246810', currentPassword: 'Demo@2026' } });
  });

  it('offers 绑定手机号 to an account without a phone, checking the number before sending a code', async () => {
    phone = null;
    renderScreens({ path: '/PersonalCenter/accountSetting', screens: portalScreens });
    expect(await screen.findByText('当前手机号：未绑定', {}, { timeout: 15_000 })).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: '绑定手机号' }));
    await userEvent.type(form.getByLabelText(/^手机号/), '1234');
    await userEvent.click(form.getByRole('button', { name: '获取验证码' }));
    expect(await form.findByText('手机号不是有效的手机号')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.clear(form.getByLabelText(/^手机号/));
    await userEvent.type(form.getByLabelText(/^手机号/), '13712345670');
    await userEvent.click(form.getByRole('button', { name: '获取验证码' }));
    await form.findByRole('status');
    await userEvent.type(form.getByLabelText(/^短信验证码/), '246810');
    await userEvent.type(form.getByLabelText(/^当前密码/), 'Demo@2026');
    await userEvent.click(form.getByRole('button', { name: '绑定手机号' }));
    expect(await screen.findByText('当前手机号：13712345670')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ url: 'phone', body: { phone: '13712345670', smsCode: '246810', currentPassword: 'Demo@2026' } });
  });

  it('logs out everywhere after confirming, then clears the session here and opens the login page', async () => {
    const { router } = renderScreens({ path: '/PersonalCenter/accountSetting', screens: portalScreens });
    await userEvent.click(await screen.findByRole('button', { name: '退出所有设备' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: '退出所有设备？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认退出' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(bodies).toEqual([{ url: 'logoutAll', body: null }]);
  });
});
