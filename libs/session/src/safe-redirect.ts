/**
 * Where to go after logging in, taken from a `redirect` query parameter. Only same-app absolute paths
 * are honoured ("/findpolicy?x=1"); anything that could leave the app ("//evil.cn", "https://…",
 * "/\\evil.cn", "javascript:") falls back to the given path.
 */
export function safeRedirectPath(candidate: string | null | undefined, fallback: string): string {
  if (!candidate) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return fallback;
  // Control characters in a path are a smuggling attempt (browsers strip some of them before resolving).
  if ([...candidate].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  try {
    const url = new URL(candidate, 'http://app.invalid');
    if (url.origin !== 'http://app.invalid') return fallback;
    if (url.pathname === '/login') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
