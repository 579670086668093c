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

/**
 * The value an unsafe call echoes in X-XSRF-TOKEN (spec §9; both hosts refuse POST, PUT, PATCH and DELETE
 * without it); null for a read, which then costs no CORS preflight, and when there is no cookie yet.
 */
export function xsrfEcho(method: string, cookieHeader: string): string | null {
  return SAFE_METHODS.has(method) ? null : readCookieValue(cookieHeader, XSRF_COOKIE_NAME);
}
