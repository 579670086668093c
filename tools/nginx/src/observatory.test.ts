import { describe, expect, it } from 'vitest';
import { scoreResponse, type ObservedResponse } from './observatory';

const strict: ObservedResponse = {
  url: 'https://portal.example.cn/home',
  status: 200,
  headers: {
    'content-type': 'text/html',
    'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self' 'nonce-abc'; connect-src https://api.example.cn; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    'strict-transport-security': 'max-age=63072000',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  },
  body: '<script type="module" src="/assets/index.js"></script>',
  httpAnswer: { status: 301, location: 'https://portal.example.cn/home' },
};

describe('scoreResponse (MDN HTTP Observatory rules)', () => {
  it('gives a strict policy A+ with no penalty', () => {
    const score = scoreResponse(strict);
    expect(score).toMatchObject({ grade: 'A+', score: 120, penalties: [] });
  });

  it.each<[string, Partial<ObservedResponse['headers']>, string]>([
    ['unsafe-eval', { 'content-security-policy': "default-src 'none'; script-src 'self' 'unsafe-eval'" }, 'csp-implemented-with-unsafe-eval'],
    ['unsafe-inline scripts', { 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" }, 'csp-implemented-with-unsafe-inline'],
    ['http: sources on an https page', { 'content-security-policy': "default-src 'none'; script-src 'self'; connect-src http://api.example.cn" }, 'csp-implemented-with-insecure-scheme'],
    ['no CSP', { 'content-security-policy': undefined }, 'csp-not-implemented'],
    ['a short HSTS', { 'strict-transport-security': 'max-age=300' }, 'hsts-implemented-max-age-less-than-six-months'],
    ['no nosniff', { 'x-content-type-options': undefined }, 'x-content-type-options-not-implemented'],
    ['a leaky referrer policy', { 'referrer-policy': 'unsafe-url' }, 'referrer-policy-unsafe'],
    ['credentialed CORS', { 'access-control-allow-origin': 'https://evil.example', 'access-control-allow-credentials': 'true' }, 'cross-origin-resource-sharing-implemented-with-universal-access'],
  ])('penalises %s', (_label, headers, result) => {
    const score = scoreResponse({ ...strict, headers: { ...strict.headers, ...headers } });
    expect(score.penalties.map((penalty) => penalty.result)).toContain(result);
  });

  it('tolerates unsafe-inline in style-src only without a bonus', () => {
    const score = scoreResponse({ ...strict, headers: { ...strict.headers, 'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'" } });
    expect(score.results.find((result) => result.test === 'content-security-policy')).toMatchObject({ modifier: 0 });
  });

  it('penalises a plain-HTTP site that does not redirect', () => {
    expect(scoreResponse({ ...strict, httpAnswer: { status: 200 } }).penalties.map((penalty) => penalty.result)).toEqual(['redirection-missing']);
  });
});
