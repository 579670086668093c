/**
 * A contract as one document, for what reads it at run time in Node (the server's router and validation, the
 * contract tests). openapi/portal.yaml is an index whose paths and schemas live in one file per area under
 * openapi/portal/; the Redocly CLI bundles them back into the one document they describe, with every `$ref`
 * local again (`#/components/schemas/…`), exactly as if it had been written as one file.
 *
 * Bundling starts the CLI (about two seconds), so the result is kept under node_modules/.cache keyed by a hash of
 * every file of the contract: an edit to any area file bundles again, anything else reads the cached JSON.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type ContractName = 'portal' | 'sso';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The contract's root file: what the Redocly config, the generator and the bundler start from. */
export function contractPath(name: ContractName): string {
  return resolve(workspaceRoot, 'openapi', `${name}.yaml`);
}

/** The root file and every file under openapi/<name>/, in a stable order. */
function contractFiles(name: ContractName): string[] {
  const files = [contractPath(name)];
  const walk = (folder: string) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ya?ml$/.test(entry.name)) files.push(path);
    }
  };
  walk(resolve(workspaceRoot, 'openapi', name));
  return files;
}

function contractHash(name: ContractName): string {
  const hash = createHash('sha256');
  for (const file of contractFiles(name)) hash.update(`${relative(workspaceRoot, file)}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

function cacheFolder(): string {
  for (const folder of [resolve(workspaceRoot, 'node_modules/.cache/smes-contracts'), join(tmpdir(), 'smes-contracts')]) {
    try {
      mkdirSync(folder, { recursive: true });
      return folder;
    } catch {
      // a read-only install: try the next place
    }
  }
  throw new Error('no writable folder for the bundled contracts');
}

const bundled = new Map<string, string>();

/** The bundled contract as JSON text (the CLI's own output, so key order is the YAML's). */
export function bundledContractText(name: ContractName): string {
  const key = `${name}-${contractHash(name)}`;
  const known = bundled.get(key);
  if (known !== undefined) return known;
  const folder = cacheFolder();
  const target = join(folder, `${key}.json`);
  if (!existsSync(target)) {
    // Written beside the target, then renamed: parallel test workers bundling at once each see a whole file.
    const partial = join(folder, `${key}.${process.pid}.${Date.now()}.json`);
    execFileSync(resolve(workspaceRoot, 'node_modules/.bin/redocly'), ['bundle', contractPath(name), '--ext', 'json', '--output', partial], {
      cwd: workspaceRoot,
      stdio: 'pipe',
    });
    renameSync(partial, target);
  }
  const text = readFileSync(target, 'utf8');
  bundled.set(key, text);
  return text;
}

/** A fresh parsed copy every call: fastify-openapi-glue and Ajv both decorate what they are given. */
export function bundledContract<T = Record<string, unknown>>(name: ContractName): T {
  return JSON.parse(bundledContractText(name)) as T;
}
