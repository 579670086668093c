import { failureMessage, getPersonalOrganizations, getSsoToken, getWikiList, specialLogin } from '@smes/api';
import type { ApiFailure, SsoClient } from '@smes/api';
import type { SessionStore } from '@smes/session';

export const NOTES_MESSAGES = {
  noPhone: '当前账号未绑定手机号，无法打开协同文档',
  loginFailed: '协同文档登录失败',
  organizationFailed: '获取协同文档组织失败',
  wikiFailed: '获取协同文档知识库失败',
  noOrganization: '未找到您的协同文档个人组织',
  noWiki: '该组织下还没有知识库，请先在协同文档中创建',
  network: '无法连接协同文档服务，请稍后重试',
  badResponse: '服务器返回了无法识别的数据',
  unexpected: '打开协同文档失败，请稍后重试',
} as const;

export type NotesHandoffStore = Pick<SessionStore, 'getToken' | 'getUserInfo' | 'setSsoSecret' | 'setSsoToken'>;

export type NotesHandoffDeps = {
  sso: SsoClient;
  store: NotesHandoffStore;
  /** The SSO login page, for a user who is not logged in. */
  loginUrl(): string;
  /** Where the notes application lives (config.ssoPagesBase). */
  notesBase: string;
  /** Absolute URL the notes page links back to: the project's detail page on the portal. */
  redirectUrl: string;
  /** Defaults to `window.location.assign`: the notes application opens in the same window (spec §4). */
  navigate?(url: string): void;
};

export type NotesHandoffFailureReason =
  | 'no-phone'
  | 'sso-login'
  | 'organization'
  | 'no-organization'
  | 'wiki'
  | 'no-wiki'
  | 'network';

export type NotesHandoffResult =
  | { ok: true; url: string }
  | { ok: false; reason: 'login' }
  | { ok: false; reason: NotesHandoffFailureReason; message: string };

type StepFailure = Extract<NotesHandoffResult, { message: string }>;

function stepFailure(failure: ApiFailure, reason: NotesHandoffFailureReason, prefix: string): StepFailure {
  if (failure.kind === 'network' || failure.kind === 'timeout') {
    return { ok: false, reason: 'network', message: NOTES_MESSAGES.network };
  }
  return { ok: false, reason, message: `${prefix}：${failureMessage(failure)}` };
}

function malformed(reason: NotesHandoffFailureReason, prefix: string): StepFailure {
  return { ok: false, reason, message: `${prefix}：${NOTES_MESSAGES.badResponse}` };
}

function nonEmptyString(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return String(value);
  }
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function firstId(items: unknown): string | null | undefined {
  if (!Array.isArray(items)) {
    return undefined;
  }
  if (items.length === 0) {
    return null;
  }
  const first: unknown = items[0];
  return typeof first === 'object' && first !== null ? (nonEmptyString((first as { id?: unknown }).id) ?? undefined) : undefined;
}

export function materialWritingUrl(
  notesBase: string,
  ids: { orgId: string; wikiId: string },
  params: { secret: string; ssoToken: string; redirectUrl: string; projectId: string },
): string {
  const query = new URLSearchParams({
    secret: params.secret,
    ssotoken: params.ssoToken,
    redirect: params.redirectUrl,
    projectId: params.projectId,
  });
  const base = notesBase.replace(/\/+$/, '');
  return `${base}/app/org/${encodeURIComponent(ids.orgId)}/wiki/${encodeURIComponent(ids.wikiId)}/materialwriting?${query.toString()}`;
}

function assignLocation(url: string): void {
  window.location.assign(url);
}

/**
 * Spec §4 "Opening the notes application from a project": specialLogin → getToken → first personal
 * organisation → its first wiki → the material-writing page, in the same window. Each failure stops
 * the chain without navigating and says in Chinese what went wrong.
 */
export async function openNotesWorkspace(deps: NotesHandoffDeps, projectId: string | number): Promise<NotesHandoffResult> {
  const navigate = deps.navigate ?? assignLocation;

  const portalToken = deps.store.getToken();
  if (portalToken === null) {
    navigate(deps.loginUrl());
    return { ok: false, reason: 'login' };
  }

  const phone = nonEmptyString(deps.store.getUserInfo()?.phone);
  if (phone === null) {
    return { ok: false, reason: 'no-phone', message: NOTES_MESSAGES.noPhone };
  }

  const login = await specialLogin(deps.sso, { phone: phone.trim(), portalToken });
  if (!login.ok) {
    return stepFailure(login, 'sso-login', NOTES_MESSAGES.loginFailed);
  }
  const secret = nonEmptyString(login.data?.key);
  if (secret === null) {
    return malformed('sso-login', NOTES_MESSAGES.loginFailed);
  }
  deps.store.setSsoSecret(secret);

  const exchanged = await getSsoToken(deps.sso, secret);
  if (!exchanged.ok) {
    return stepFailure(exchanged, 'sso-login', NOTES_MESSAGES.loginFailed);
  }
  const ssoToken = nonEmptyString(exchanged.data?.token);
  if (ssoToken === null) {
    return malformed('sso-login', NOTES_MESSAGES.loginFailed);
  }
  deps.store.setSsoToken(ssoToken);

  const organizations = await getPersonalOrganizations(deps.sso);
  if (!organizations.ok) {
    return stepFailure(organizations, 'organization', NOTES_MESSAGES.organizationFailed);
  }
  const orgId = firstId(organizations.data?.data);
  if (orgId === undefined) {
    return malformed('organization', NOTES_MESSAGES.organizationFailed);
  }
  if (orgId === null) {
    return { ok: false, reason: 'no-organization', message: NOTES_MESSAGES.noOrganization };
  }

  const wikis = await getWikiList(deps.sso, orgId);
  if (!wikis.ok) {
    return stepFailure(wikis, 'wiki', NOTES_MESSAGES.wikiFailed);
  }
  const wikiId = firstId(wikis.data?.data);
  if (wikiId === undefined) {
    return malformed('wiki', NOTES_MESSAGES.wikiFailed);
  }
  if (wikiId === null) {
    return { ok: false, reason: 'no-wiki', message: NOTES_MESSAGES.noWiki };
  }

  const url = materialWritingUrl(
    deps.notesBase,
    { orgId, wikiId },
    { secret, ssoToken, redirectUrl: deps.redirectUrl, projectId: String(projectId) },
  );
  navigate(url);
  return { ok: true, url };
}
