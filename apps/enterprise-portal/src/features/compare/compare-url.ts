import { isValidRegionSelection } from '@smes/api';

/** 杭州市, 宁波市, 温州市: what the comparison shows when the address names no regions. */
export const DEFAULT_COMPARE_REGIONS: readonly string[] = ['330100', '330200', '330300'];

export type RegionsParam = { status: 'ok'; codes: string[] } | { status: 'missing' } | { status: 'invalid' };

/** Reads `?regions=`: 2–4 distinct six-digit codes, else missing (absent or empty) or invalid. */
export function parseRegionsParam(raw: string | null): RegionsParam {
  const value = raw?.trim() ?? '';
  if (value === '') return { status: 'missing' };
  const codes = value.split(',').map((code) => code.trim());
  return isValidRegionSelection(codes) ? { status: 'ok', codes } : { status: 'invalid' };
}

/**
 * The query string with `regions` replaced. The commas stay readable (`?regions=330100,330200`), which
 * URLSearchParams would percent-encode; region codes are digits, so nothing else needs escaping.
 */
export function withRegions(search: string | URLSearchParams, codes: readonly string[]): string {
  const params = new URLSearchParams(search);
  params.delete('regions');
  const rest = params.toString();
  return `?regions=${codes.join(',')}${rest ? `&${rest}` : ''}`;
}

/** A link to another comparison screen that keeps only the regions (the other screens' filters differ). */
export function compareHref(path: string, codes: readonly string[]): string {
  return `${path}${withRegions('', codes)}`;
}

/** The query string with one screen parameter set (or removed with null), the regions kept readable first. */
export function withParam(search: string, key: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(key);
  else params.set(key, value);
  const regions = params.get('regions');
  if (regions === null) return `?${params}`;
  params.delete('regions');
  return withRegions(params, regions.split(','));
}
