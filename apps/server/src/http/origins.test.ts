import { describe, expect, it } from 'vitest';
import { allowedUrl, withToken } from './origins';

const ORIGINS = ['http://127.0.0.1:4200', 'https://portal.example.cn'];

describe('allowedUrl', () => {
  it('accepts absolute URLs on an allowed origin', () => {
    expect(allowedUrl('http://127.0.0.1:4200/home?x=1#top', ORIGINS)?.href).toBe('http://127.0.0.1:4200/home?x=1#top');
    expect(allowedUrl('https://portal.example.cn', ORIGINS)?.href).toBe('https://portal.example.cn/');
  });

  it.each([
    undefined,
    42,
    '',
    '/home',
    '//127.0.0.1:4200/home',
    'http://127.0.0.1:4200@evil.example/',
    'http://user:pass@127.0.0.1:4200/',
    'https://127.0.0.1:4200/',
    'http://portal.example.cn/',
    'javascript:alert(1)',
    'data:text/html,hi',
    // A path starting with // reads as a protocol-relative URL to another host once the app navigates to it.
    'http://127.0.0.1:4200//evil.com',
    'http://127.0.0.1:4200//evil.com/home?x=1',
    'http://127.0.0.1:4200/\\evil.com',
    'http://127.0.0.1:4200/%2F%2Fevil.com',
  ])('refuses %j', (raw) => {
    expect(allowedUrl(raw, ORIGINS)).toBeUndefined();
  });
});

describe('withToken', () => {
  it('appends the token after the existing query and keeps the hash', () => {
    expect(withToken(new URL('http://127.0.0.1:4200/a?b=1&c=%E4%B8%AD#d'), 'T')).toBe('http://127.0.0.1:4200/a?b=1&c=%E4%B8%AD&token=T#d');
  });

  it('adds a query when there is none and replaces an old token', () => {
    expect(withToken(new URL('http://127.0.0.1:4200/'), 'T')).toBe('http://127.0.0.1:4200/?token=T');
    expect(withToken(new URL('http://127.0.0.1:4200/?token=old&x=1'), 'T')).toBe('http://127.0.0.1:4200/?x=1&token=T');
  });

  it('percent-encodes the token', () => {
    expect(withToken(new URL('http://127.0.0.1:4200/'), 'a b&c')).toBe('http://127.0.0.1:4200/?token=a%20b%26c');
  });
});
