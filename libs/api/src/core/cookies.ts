import { XSRF_COOKIE_NAME } from '@smes/config';

/** Reads one cookie's value from a `document.cookie`-style string; null when absent or empty. */
export function readCookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) {
      continue;
    }
    if (part.slice(0, separator).trim() !== name) {
      continue;
    }
    const raw = part.slice(separator + 1).trim();
    if (raw === '') {
      return null;
    }
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function readDocumentCookie(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** Methods the hosts never hold to the XSRF rule (RFC 9110 safe methods). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the hosts hold a call of this method to the XSRF rule (POST, PUT, PATCH, DELETE). */
export function isUnsafeMethod(method: string): boolean {
  return !SAFE_METHODS.has(method);
}

/**
 * The value an unsafe call echoes in X-XSRF-TOKEN (spec §9; both hosts refuse POST, PUT, PATCH and DELETE
 * without it); null for a read, which then costs no CORS preflight, and when there is no cookie yet. The cookie is
 * read (`readCookie`) for an unsafe call only: `document.cookie` is parsed anew on every read.
 */
export function xsrfEcho(method: string, readCookie: () => string): string | null {
  return isUnsafeMethod(method) ? readCookieValue(readCookie(), XSRF_COOKIE_NAME) : null;
}
