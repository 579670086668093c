/** The open-redirect guard: only absolute http(s) URLs on a configured app origin are followed. */
export function allowedUrl(raw: unknown, origins: readonly string[]): URL | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  // `//evil.com` (also written `/\evil.com` or percent-encoded) is a protocol-relative URL to another
  // host as soon as the app puts the path into history or a link.
  if (/^\/(?:\/|\\|%2f|%5c)/i.test(url.pathname)) return undefined;
  return origins.includes(url.origin) ? url : undefined;
}

/** Adds `token=…` to the query, keeping every other parameter as it was written and the hash. */
export function withToken(url: URL, token: string): string {
  const result = new URL(url.href);
  const kept = result.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=')[0] !== 'token');
  kept.push(`token=${encodeURIComponent(token)}`);
  result.search = `?${kept.join('&')}`;
  return result.href;
}
