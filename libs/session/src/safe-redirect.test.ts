import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/findpolicy/DeclarationProject?pageNum=2#top', '/findpolicy/DeclarationProject?pageNum=2#top'],
    ['/home', '/home'],
  ])('keeps the in-app path %s', (input, expected) => {
    expect(safeRedirectPath(input, '/home')).toBe(expected);
  });

  it.each([null, '', 'https://evil.cn/', '//evil.cn/x', '/\\evil.cn', 'javascript:alert(1)', 'home', '/login', '/a\nb'])(
    'falls back for %s',
    (input) => {
      expect(safeRedirectPath(input, '/home')).toBe('/home');
    },
  );
});
