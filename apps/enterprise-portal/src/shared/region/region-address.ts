// The address's region scope (`applicableTo`), as the lists read it: apart from region-scope.ts, whose block scopes the
// home page uses without it (ADR 129).

/** `applicableTo=all` in the address: the user removed the default region scope of a signed-in enterprise. */
export const SCOPE_REMOVED = 'all';

const APPLICABLE_TO = /^(\d{6}|all)$/;

/**
 * The address's `applicableTo`: a region code, `all` (the user widened the list) or nothing. `all` is kept in the
 * list's state like any filter, so a later filter or page change does not bring the default scope back.
 */
export function readApplicableTo(params: URLSearchParams): string | undefined {
  const raw = params.get('applicableTo');
  return raw !== null && APPLICABLE_TO.test(raw) ? raw : undefined;
}
