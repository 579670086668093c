import { changePassword, changePhone, logoutEverywhere, startPhoneBinding } from '../../domain/account-settings';
import type { PasswordChange, PhoneChange } from '../../domain/account-settings';
import { BAD_CREDENTIALS_MESSAGE, registerAccount, throttleRegistration, throttledAuthenticate } from '../../domain/accounts';
import { endNotesAccess } from '../../domain/notes';
import { smsLogLine } from '../../domain/sms-codes';
import { exchangeHandoffToken, issuePortalToken, revokeSignInChain } from '../../domain/tokens';
import { toUserInfo } from '../../domain/users';
import type { RegistrationType } from '../../domain/users';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import { requireSession } from '../session';
import type { Handler, PortalDeps } from './types';

export const SSO_HANDOFF_INVALID_MESSAGE = '登录链接已使用或已过期，请重新登录';

type LoginBody = { username: string; password: string };
type RegisterBody = { phone: string; password: string; enterpriseName: string; userType: RegistrationType };

export function userHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  return {
    userLogin: async (request) => {
      const { username, password } = request.body as LoginBody;
      const user = await throttledAuthenticate(db, username, password, request.ip, now());
      if (!user) throw new HttpError(401, BAD_CREDENTIALS_MESSAGE);
      const { token } = await issuePortalToken(db, user.id, now());
      return ok({ token, userinfo: toUserInfo(user) }, '登录成功');
    },
    userSsoExchange: async (request) => {
      const { token } = request.body as { token: string };
      const exchanged = await exchangeHandoffToken(db, token, now());
      if (!exchanged) throw new HttpError(401, SSO_HANDOFF_INVALID_MESSAGE);
      return ok({ token: exchanged.session.token, userinfo: toUserInfo(exchanged.user) }, '登录成功');
    },
    userRegister: async (request) => {
      const body = request.body as RegisterBody;
      const at = now();
      await throttleRegistration(db, request.ip, at);
      const user = await registerAccount(db, body, at);
      const { token } = await issuePortalToken(db, user.id, at);
      return ok({ token, userinfo: toUserInfo(user) }, '注册成功');
    },
    userLogout: async (request) => {
      const { token } = requireSession(request);
      const at = now();
      // The whole sign-in ends: a session handed over through the SSO host takes the host's session and the other
      // app's with it, so no app stays signed in after 退出登录 in one of them.
      await db.transaction(async () => {
        for (const ended of await revokeSignInChain(db, token, at)) await endNotesAccess(db, { portalToken: ended }, at);
      });
      return ok(null, '已退出登录');
    },
    userInfo: async (request) => ok(toUserInfo(requireSession(request).user)),
    userPhoneCode: async (request) => {
      const { user } = requireSession(request);
      const { phone } = request.body as { phone: string };
      const { code, sent } = await startPhoneBinding(db, user, phone, request.ip, now());
      // "Sending" is a log line, as on the SSO pages (ADR 11); e2e reads it through the SSO host's test hook.
      if (code) request.log.info({ phone, purpose: 'bind' }, smsLogLine(phone, 'bind', code));
      return ok(sent, '验证码已发送');
    },
    userPhoneChange: async (request) => {
      const { user } = requireSession(request);
      const hadPhone = user.phone !== null && user.phone !== '';
      const updated = await changePhone(db, user, request.body as PhoneChange, request.ip, now());
      return ok(toUserInfo(updated), hadPhone ? '手机号已更换' : '手机号已绑定');
    },
    userPasswordChange: async (request) => {
      const { user, token } = requireSession(request);
      await changePassword(db, user, token, request.body as PasswordChange, request.ip, now());
      return ok(null, '密码已修改，其他设备上的登录已失效');
    },
    userLogoutEverywhere: async (request) => {
      const { user } = requireSession(request);
      return ok({ revoked: await logoutEverywhere(db, user.id, now()) }, '已退出所有设备');
    },
  };
}
