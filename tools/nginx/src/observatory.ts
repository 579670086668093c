/**
 * The MDN HTTP Observatory's scoring rules (github.com/mdn/mdn-http-observatory, src/analyzer/tests and
 * src/grader/charts.js) for the tests that apply to a static single-page app, applied to one response.
 * Start at 100, add each test's modifier (bonuses only count from 90 up); 100 or more is A+.
 */
export type ObservedResponse = {
  /** Final URL (after the HTTP → HTTPS redirect). */
  url: string;
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
  /** The first answer to the same path over plain HTTP, for the redirection test. */
  httpAnswer?: { status: number; location?: string };
};

export type TestResult = { test: string; result: string; modifier: number };
export type Score = { score: number; grade: string; results: TestResult[]; penalties: TestResult[] };

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const NONCE_OR_HASH = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const PRIVATE_REFERRER = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);
const UNSAFE_REFERRER = new Set(['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade']);

export function parseCsp(header: string): Map<string, Set<string>> {
  const policy = new Map<string, Set<string>>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (policy.has(directive)) throw new Error(`repeated directive ${directive}`);
    policy.set(directive, new Set(sources.map((source) => (source.startsWith("'") ? source.toLowerCase() : source))));
  }
  return policy;
}

function csp(response: ObservedResponse): TestResult {
  const header = response.headers['content-security-policy'];
  if (!header) return { test: 'content-security-policy', result: 'csp-not-implemented', modifier: -25 };
  let policy: Map<string, Set<string>>;
  try {
    policy = parseCsp(header);
  } catch {
    return { test: 'content-security-policy', result: 'csp-header-invalid', modifier: -25 };
  }
  const https = new URL(response.url).protocol === 'https:';
  const star = new Set(['*']);
  const scriptSrc = new Set(policy.get('script-src') ?? policy.get('default-src') ?? star);
  const styleSrc = new Set(policy.get('style-src') ?? policy.get('default-src') ?? star);
  const objectSrc = policy.get('object-src') ?? policy.get('default-src') ?? star;
  for (const sources of [scriptSrc, styleSrc]) {
    if ([...sources].some((source) => NONCE_OR_HASH.some((prefix) => source.startsWith(prefix)))) sources.delete("'unsafe-inline'");
  }
  const active = [...policy.entries()].filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name)).flatMap(([, sources]) => [...sources]);
  active.push(...scriptSrc);
  const passive = ['img-src', 'media-src'].flatMap((name) => [...(policy.get(name) ?? policy.get('default-src') ?? [])]);
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');
  const result = (name: string, modifier: number): TestResult => ({ test: 'content-security-policy', result: name, modifier });

  if ([...scriptSrc].some((source) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source)) || [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))) {
    return result('csp-implemented-with-unsafe-inline', -20);
  }
  if (https && active.some(insecure)) return result('csp-implemented-with-insecure-scheme', -20);
  if (new Set([...scriptSrc, ...styleSrc]).has("'unsafe-eval'")) return result('csp-implemented-with-unsafe-eval', -10);
  if (https && passive.some(insecure)) return result('csp-implemented-with-insecure-scheme-in-passive-content-only', -10);
  if ([...styleSrc].some((source) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source))) {
    return result('csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  }
  const defaultSrc = policy.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) return result('csp-implemented-with-no-unsafe-default-src-none', 10);
  return result('csp-implemented-with-no-unsafe', 5);
}

function hsts(response: ObservedResponse): TestResult {
  const test = 'strict-transport-security';
  if (new URL(response.url).protocol !== 'https:') return { test, result: 'hsts-not-implemented-no-https', modifier: -20 };
  const header = response.headers['strict-transport-security'];
  if (!header) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /max-age\s*=\s*"?(\d+)"?/i.exec(header);
  if (!maxAge) return { test, result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge[1]) >= 15_768_000
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

function redirection(response: ObservedResponse): TestResult {
  const test = 'redirection';
  const first = response.httpAnswer;
  if (!first) return { test, result: 'redirection-not-needed-no-http', modifier: 0 };
  if (![301, 302, 307, 308].includes(first.status) || !first.location) return { test, result: 'redirection-missing', modifier: -20 };
  const target = new URL(first.location, response.url);
  if (target.protocol !== 'https:') return { test, result: 'redirection-not-to-https-on-initial-redirection', modifier: -10 };
  if (target.hostname !== new URL(response.url).hostname) return { test, result: 'redirection-off-host-from-http', modifier: -5 };
  return { test, result: 'redirection-to-https', modifier: 0 };
}

function xContentTypeOptions(response: ObservedResponse): TestResult {
  const header = response.headers['x-content-type-options'];
  if (!header) return { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', modifier: -5 };
  return header.trim().toLowerCase() === 'nosniff'
    ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test: 'x-content-type-options', result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function xFrameOptions(response: ObservedResponse): TestResult {
  const test = 'x-frame-options';
  const csp = response.headers['content-security-policy'];
  const ancestors = csp ? parseCsp(csp).get('frame-ancestors') : undefined;
  if (ancestors && ![...ancestors].some((source) => DANGEROUSLY_BROAD.has(source))) {
    return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  }
  const header = response.headers['x-frame-options']?.trim().toLowerCase();
  if (!header) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  return header === 'deny' || header === 'sameorigin'
    ? { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
    : { test, result: 'x-frame-options-header-invalid', modifier: -20 };
}

function referrerPolicy(response: ObservedResponse): TestResult {
  const test = 'referrer-policy';
  const header = response.headers['referrer-policy'];
  if (!header) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  const values = header.split(',').map((value) => value.trim().toLowerCase());
  const effective = values.at(-1) ?? '';
  if (PRIVATE_REFERRER.has(effective)) return { test, result: 'referrer-policy-private', modifier: 5 };
  if (UNSAFE_REFERRER.has(effective)) return { test, result: 'referrer-policy-unsafe', modifier: -5 };
  return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
}

function cookies(response: ObservedResponse): TestResult {
  return response.headers['set-cookie']
    ? { test: 'cookies', result: 'cookies-set-on-static-app', modifier: -20 }
    : { test: 'cookies', result: 'cookies-not-found', modifier: 0 };
}

function cors(response: ObservedResponse): TestResult {
  const origin = response.headers['access-control-allow-origin'];
  const credentials = response.headers['access-control-allow-credentials'];
  if (!origin) return { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  return credentials?.toLowerCase() === 'true'
    ? { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 }
    : { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
}

function subresourceIntegrity(response: ObservedResponse): TestResult {
  const test = 'subresource-integrity';
  if (!(response.headers['content-type'] ?? '').startsWith('text/html')) return { test, result: 'sri-not-implemented-response-not-html', modifier: 0 };
  const sources = [...response.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? '');
  const foreign = sources.filter((source) => new URL(source, response.url).origin !== new URL(response.url).origin);
  if (foreign.length > 0) return { test, result: 'sri-not-implemented-and-external-scripts-loaded', modifier: -5 };
  return sources.length > 0
    ? { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 }
    : { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
}

function crossOriginResourcePolicy(response: ObservedResponse): TestResult {
  const test = 'cross-origin-resource-policy';
  const header = response.headers['cross-origin-resource-policy']?.trim().toLowerCase();
  if (!header) return { test, result: 'corp-not-implemented', modifier: 0 };
  return ['same-origin', 'same-site', 'cross-origin'].includes(header)
    ? { test, result: `corp-implemented-with-${header}`, modifier: 0 }
    : { test, result: 'corp-header-invalid', modifier: -5 };
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

export function scoreResponse(response: ObservedResponse): Score {
  const results = [csp, hsts, redirection, xContentTypeOptions, xFrameOptions, referrerPolicy, cookies, cors, subresourceIntegrity, crossOriginResourcePolicy].map((test) => test(response));
  const penalties = results.filter((result) => result.modifier < 0);
  const base = 100 + penalties.reduce((sum, result) => sum + result.modifier, 0);
  const bonus = base >= 90 ? results.filter((result) => result.modifier > 0).reduce((sum, result) => sum + result.modifier, 0) : 0;
  const score = Math.max(0, base + bonus);
  const grade = GRADES.find(([minimum]) => score >= minimum)?.[1] ?? 'F';
  return { score, grade, results, penalties };
}
