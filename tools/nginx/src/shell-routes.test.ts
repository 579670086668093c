import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SHELL_ROUTES_FILE, checkedShellRoutes, readShellRoutes, shellRouteFor, shellRouteNginxMap } from './shell-routes';

const routes = { home: ['/', '/home'], declarationProjectList: ['/findpolicy/DeclarationProject'], policyDetail: ['/findpolicy/policyNoticeDetails/:id'] };

describe('shell routes', () => {
  it('pick the variant of an exact path, a trailing slash and a query string allowed, else none', () => {
    expect(shellRouteFor('/findpolicy/DeclarationProject?status=open', routes)).toBe('declarationProjectList');
    expect(shellRouteFor('/findpolicy/DeclarationProject/', routes)).toBe('declarationProjectList');
    expect(shellRouteFor('/findpolicy/DeclarationProjectDetail/3', routes)).toBe('none');
    expect(shellRouteFor('/', routes)).toBe('home');
    expect(shellRouteFor('//', routes)).toBe('none');
  });

  it('read `:id` as a record number, nothing else', () => {
    expect(shellRouteFor('/findpolicy/policyNoticeDetails/447', routes)).toBe('policyDetail');
    expect(shellRouteFor('/findpolicy/policyNoticeDetails/447/?clause=3', routes)).toBe('policyDetail');
    for (const path of ['/findpolicy/policyNoticeDetails/', '/findpolicy/policyNoticeDetails/4a', '/findpolicy/policyNoticeDetails/1/2', '/findpolicy/policyNoticeDetails/%31']) {
      expect(shellRouteFor(path, routes), path).toBe('none');
    }
    expect(() => checkedShellRoutes({ x: ['/a/:idx'] })).toThrow(/bad paths/);
    expect(() => checkedShellRoutes({ x: ['/a/b:id'] })).toThrow(/bad paths/);
  });

  it('refuse names and paths that could not go into nginx’s map as they are', () => {
    for (const bad of [{ 'a b': ['/x'] }, { none: ['/x'] }, { ok: ['/x";'] }, { ok: ['/$host'] }, { ok: 'x' }, ['x']]) {
      expect(() => checkedShellRoutes(bad), JSON.stringify(bad)).toThrow(/shell routes/);
    }
    expect(shellRouteNginxMap(routes)).toEqual([
      '"~^/(\\?.*)?$" home;',
      '"~^/home/?(\\?.*)?$" home;',
      '"~^/findpolicy/DeclarationProject/?(\\?.*)?$" declarationProjectList;',
      '"~^/findpolicy/policyNoticeDetails/[0-9]+/?(\\?.*)?$" policyDetail;',
    ]);
  });

  describe('a build’s table', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('is read from the build folder, checked, and absent for a build without a shell', () => {
      dir = mkdtempSync(join(tmpdir(), 'shell-routes-'));
      expect(readShellRoutes(dir)).toEqual({});
      writeFileSync(join(dir, SHELL_ROUTES_FILE), JSON.stringify(routes));
      expect(readShellRoutes(dir)).toEqual(routes);
      writeFileSync(join(dir, SHELL_ROUTES_FILE), JSON.stringify({ 'x"': ['/'] }));
      expect(() => readShellRoutes(dir)).toThrow(/bad variant name/);
    });
  });
});
