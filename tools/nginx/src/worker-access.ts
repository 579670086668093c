import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** What the check needs of one path on the way to a served file. */
export type PathEntry = { path: string; isDirectory: boolean; mode: number; uid: number };

/** Every path from the root down to `target` (the directories first, the target last), as `stat` sees them. */
export function pathEntries(target: string, stat: (path: string) => PathEntry = statEntry): PathEntry[] {
  const chain: string[] = [];
  let current = resolve(target);
  for (;;) {
    chain.unshift(current);
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  return chain.map(stat);
}

function statEntry(path: string): PathEntry {
  const stats = statSync(path);
  return { path, isDirectory: stats.isDirectory(), mode: stats.mode, uid: stats.uid };
}

const OTHERS_EXECUTE = 0o001;
const OTHERS_READ = 0o004;

/**
 * The first entry a user who is neither the owner nor in the group cannot get through (a directory without o+x)
 * or read (the file without o+r), or null when all of them let such a user in. nginx started by root runs its
 * workers as such a user (nobody), so a checkout under a mode-700 home directory answered 403 for every page.
 */
export function blockedForOthers(entries: readonly PathEntry[]): PathEntry | null {
  return entries.find((entry) => (entry.isDirectory ? (entry.mode & OTHERS_EXECUTE) === 0 : (entry.mode & OTHERS_READ) === 0)) ?? null;
}

/** A user's name from /etc/passwd (nginx's `user` directive wants a name), or null when it is not listed there. */
export function userName(uid: number, passwd: string = safeRead('/etc/passwd')): string | null {
  for (const line of passwd.split('\n')) {
    const [name, , id] = line.split(':');
    if (name && id !== undefined && Number(id) === uid) return name;
  }
  return null;
}

function safeRead(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

export type WorkerPlan =
  /** Not started by root: the workers run as the user who started nginx, who can read the checkout. */
  | { kind: 'as-starter' }
  /** Started by root: the workers run as the checkout's owner (nginx's `user` directive), who can read it. */
  | { kind: 'as-owner'; user: string }
  /** Started by root in a root-owned checkout: the workers are nobody, and every served file must let them in. */
  | { kind: 'as-nobody' }
  /** As nobody, but a path on the way shuts them out: say so, with the fix, instead of serving 403s. */
  | { kind: 'blocked'; message: string };

export type WorkerPlanInput = {
  /** The uid that starts nginx (process.getuid()). */
  starter: number;
  /** The checkout's root directory. */
  workspace: string;
  /** Files nginx must read (each app's index.html); their directories must let the workers through too. */
  served: readonly string[];
  stat?: (path: string) => PathEntry;
  passwd?: string;
};

/** Who nginx's workers run as, so that they can read the built apps, or why they could not. */
export function planWorkers({ starter, workspace, served, stat = statEntry, passwd }: WorkerPlanInput): WorkerPlan {
  if (starter !== 0) return { kind: 'as-starter' };
  const owner = stat(workspace).uid;
  if (owner !== 0) {
    const user = userName(owner, passwd);
    if (user) return { kind: 'as-owner', user };
  }
  for (const file of served) {
    const blocked = blockedForOthers(pathEntries(file, stat));
    if (blocked) {
      return {
        kind: 'blocked',
        message:
          `nginx 的工作进程以 nobody 身份运行，读不到 ${blocked.path}（权限 ${(blocked.mode & 0o777).toString(8)}），每个页面都会返回 403。\n` +
          `nginx's worker user (nobody) cannot ${blocked.isDirectory ? 'enter' : 'read'} ${blocked.path} (mode ${(blocked.mode & 0o777).toString(8)}), so every page would answer 403.\n` +
          `Fix: ${blocked.isDirectory ? `chmod o+x ${blocked.path}` : `chmod o+r ${blocked.path}`} (and the same for the directories below it), ` +
          `or move the checkout to a directory others can read (e.g. /srv), or start as the checkout's owner instead of root.`,
      };
    }
  }
  return { kind: 'as-nobody' };
}
