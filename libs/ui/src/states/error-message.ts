export const FALLBACK_ERROR_MESSAGE = '请求失败，请稍后重试';

/** A message fit for the user: the error's own message when it has one, a generic one otherwise. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return FALLBACK_ERROR_MESSAGE;
}
