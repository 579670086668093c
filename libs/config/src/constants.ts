/** Business constants of the specification (§8, §9), named once for every app and lib. */
export const REQUEST_TIMEOUT_MS = 300_000;
export const DEFAULT_PAGE_NUM = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const EXPIRY_REDIRECT_DELAY_MS = 100;
/** Status the SSO calls and the list query treat as success. */
export const SSO_SUCCESS_STATUS = 200;
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
/** Envelope code (or HTTP status) meaning the login token is expired or unknown. */
export const TOKEN_EXPIRED_CODE = 444;
export const SERVER_ERROR_CODE = 500;

/** Any status from 200 up to but excluding 300 is success. */
export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/**
 * `name` of the error a request fails with when the session expired (444). Screens show no error
 * state for it: the expiry flow is already announcing it and taking the user to the login page.
 */
export const SESSION_EXPIRED_ERROR_NAME = 'SessionExpiredError';

export function isSessionExpiredError(error: unknown): boolean {
  return error instanceof Error && error.name === SESSION_EXPIRED_ERROR_NAME;
}
