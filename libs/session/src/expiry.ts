import { EXPIRY_REDIRECT_DELAY_MS } from '@smes/config';
import { sessionStore } from './session-store';
import type { SessionStore } from './session-store';

export const SESSION_EXPIRED_MESSAGE = '登录状态已过期，请重新登录';

/** Any `setTimeout`-like scheduler; `setTimeout` itself fits. */
export type ExpiryTimer = (callback: () => void, delayMs: number) => unknown;

export type ExpiryHandlerOptions = {
  notify(message: string): void;
  redirect(url: string): void;
  loginUrl(): string;
  isOnLoginPage(): boolean;
  store?: SessionStore;
  delayMs?: number;
  setTimer?: ExpiryTimer;
};

export type ExpiryHandler = {
  /** Runs the spec §8 token-expiry flow; only the first call of a page's life has an effect. */
  trigger(): void;
  /** True once the flow has started, so callers can drop work that would only fail again. */
  isExpiring(): boolean;
};

/**
 * Spec §8, code 444: message, clear local storage, SSO login after 100 ms. Parallel requests all fail
 * with 444 together, so the flow is latched: one message and one redirect however many calls report it.
 */
export function createExpiryHandler(options: ExpiryHandlerOptions): ExpiryHandler {
  const store = options.store ?? sessionStore;
  const delayMs = options.delayMs ?? EXPIRY_REDIRECT_DELAY_MS;
  let expiring = false;

  return {
    trigger: () => {
      if (expiring) {
        return;
      }
      if (options.isOnLoginPage()) {
        // The user is already logging in; a message or a redirect would only interrupt that.
        store.setToken(null);
        return;
      }
      expiring = true;
      options.notify(SESSION_EXPIRED_MESSAGE);
      store.clear();
      // Looked up at trigger time so fake timers installed after creation still apply.
      const setTimer: ExpiryTimer = options.setTimer ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
      setTimer(() => {
        options.redirect(options.loginUrl());
      }, delayMs);
    },
    isExpiring: () => expiring,
  };
}

const EXPIRED_PATTERNS: readonly RegExp[] = [
  /(token|令牌|登录|登陆|会话|凭证|身份|认证)(状态|信息)?(已经|已)?(过期|失效|无效|超时)/,
  /请重新登[录陆]/,
  /token(is)?(expired|invalid)/,
  /invalidtoken/,
  /sessionexpired/,
];

/** Whether a server message says the login token expired (the spec's alternative to code 444). */
export function isTokenExpiredMessage(msg: unknown): boolean {
  if (typeof msg !== 'string') {
    return false;
  }
  const normalised = msg.toLowerCase().replace(/[\s_-]+/g, '');
  return EXPIRED_PATTERNS.some((pattern) => pattern.test(normalised));
}
