import { describe, expect, it } from 'vitest';
import { blockedForOthers, pathEntries, planWorkers, userName, type PathEntry } from './worker-access';

const PASSWD = 'root:x:0:0:root:/root:/bin/bash\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\ndev:x:1000:1000::/home/dev:/bin/bash\n';

/** A file system of modes: directories unless the path ends in .html. */
function fakeStat(modes: Record<string, [number, number]>) {
  return (path: string): PathEntry => {
    const [mode, uid] = modes[path] ?? [0o755, 0];
    return { path, isDirectory: !path.endsWith('.html'), mode, uid };
  };
}

describe('the workers of start:prod can read the built apps', () => {
  it('walks from the root down to the served file', () => {
    expect(pathEntries('/home/dev/repo/dist/apps/x/index.html', fakeStat({})).map((entry) => entry.path)).toEqual([
      '/',
      '/home',
      '/home/dev',
      '/home/dev/repo',
      '/home/dev/repo/dist',
      '/home/dev/repo/dist/apps',
      '/home/dev/repo/dist/apps/x',
      '/home/dev/repo/dist/apps/x/index.html',
    ]);
  });

  it('finds the directory others cannot pass (a home of mode 700) and a file they cannot read', () => {
    const stat = fakeStat({ '/root': [0o700, 0], '/srv/repo/dist/apps/x/index.html': [0o600, 0] });
    expect(blockedForOthers(pathEntries('/root/repo/dist/apps/x/index.html', stat))?.path).toBe('/root');
    expect(blockedForOthers(pathEntries('/srv/repo/dist/apps/x/index.html', stat))?.path).toBe('/srv/repo/dist/apps/x/index.html');
    expect(blockedForOthers(pathEntries('/opt/repo/dist/apps/x/index.html', stat))).toBeNull();
  });

  it('runs the workers as the checkout’s owner when root starts nginx in someone’s checkout', () => {
    const stat = fakeStat({ '/home/dev': [0o700, 1000], '/home/dev/repo': [0o755, 1000] });
    expect(planWorkers({ starter: 0, workspace: '/home/dev/repo', served: ['/home/dev/repo/dist/apps/x/index.html'], stat, passwd: PASSWD })).toEqual({ kind: 'as-owner', user: 'dev' });
    expect(userName(65534, PASSWD)).toBe('nobody');
  });

  it('refuses, naming the path and the fix, when root’s own checkout shuts nobody out', () => {
    const stat = fakeStat({ '/root': [0o700, 0], '/root/repo': [0o755, 0] });
    const plan = planWorkers({ starter: 0, workspace: '/root/repo', served: ['/root/repo/dist/apps/x/index.html'], stat, passwd: PASSWD });
    expect(plan.kind).toBe('blocked');
    expect(plan.kind === 'blocked' ? plan.message : '').toContain('chmod o+x /root');
    expect(plan.kind === 'blocked' ? plan.message : '').toMatch(/读不到 \/root（权限 700）/);
  });

  it('leaves things as they are when nobody needs anything: not root, or a checkout others can read', () => {
    expect(planWorkers({ starter: 1000, workspace: '/home/dev/repo', served: [], stat: fakeStat({}) })).toEqual({ kind: 'as-starter' });
    expect(planWorkers({ starter: 0, workspace: '/srv/repo', served: ['/srv/repo/dist/apps/x/index.html'], stat: fakeStat({}), passwd: PASSWD })).toEqual({ kind: 'as-nobody' });
  });
});
