/**
 * Turns the HTTP errors a domain module throws into domain errors (ADR 85): the domain says what kind of refusal
 * it is, and the hosts map the kind to a status in one place (`apps/server/src/http/known-failure.ts`).
 * Re-runnable: on converted code it changes nothing, so it can run after a rebase that brought in domain code
 * written the old way (lint names such a file: domain/ may not import the http layer).
 *
 *   npx tsx tools/codemods/domain-errors.ts [--dry-run]
 *
 *  - `new HttpError(404, …)` / `new HttpErrorWithData(409, …, data)` → `new DomainError('not_found' | 'conflict' …, …)`;
 *  - `HttpErrorWithData` as a type → `DomainError`; `TooManyRequestsError` → `TooManyAttemptsError`;
 *  - the import from `http/http-error` → `shared/domain-error`.
 * A status with no domain kind (a 500, a third `detail` argument, which only HTML pages show) is reported for a
 * person: such an error belongs in the host, not the domain.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const workspace = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const serverSrc = join(workspace, 'apps/server/src');
const domainRoot = join(serverSrc, 'domain');
const dryRun = process.argv.includes('--dry-run');

/** The inverse of the hosts' mapping: the status a domain module used to throw → the kind it means. */
const KIND_OF_STATUS: Record<string, string> = {
  '400': 'invalid',
  '403': 'forbidden',
  '404': 'not_found',
  '409': 'conflict',
  '413': 'too_large',
  '429': 'too_many',
};

const RENAMED: Record<string, string> = {
  HttpError: 'DomainError',
  HttpErrorWithData: 'DomainError',
  TooManyRequestsError: 'TooManyAttemptsError',
  FieldValidationError: 'FieldValidationError',
  waitText: 'waitText',
  isHttpError: 'isDomainError',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

export function convert(text: string, importPath: string): { text: string; problems: string[] } {
  const problems: string[] = [];
  let out = text.replace(/new (HttpError|HttpErrorWithData)\((\d{3}), /g, (whole, _name: string, status: string) => {
    const kind = KIND_OF_STATUS[status];
    if (!kind) {
      problems.push(`status ${status} has no domain kind: ${whole}`);
      return whole;
    }
    return `new DomainError('${kind}', `;
  });
  out = out.replace(/\bHttpErrorWithData\b(?!\()/g, 'DomainError').replace(/\bTooManyRequestsError\b/g, 'TooManyAttemptsError');
  out = out.replace(/import \{([^}]*)\} from '(?:\.\.\/)+http\/http-error';/g, (whole, names: string) => {
    const renamed = [...new Set(names.split(',').map((name) => name.trim()).filter(Boolean).map((name) => RENAMED[name] ?? name))];
    const unknown = renamed.filter((name) => !Object.values(RENAMED).includes(name));
    if (unknown.length > 0) problems.push(`imports ${unknown.join(', ')} from http/http-error`);
    const used = renamed.filter((name) => new RegExp(`\\b${name}\\b`).test(out.replace(whole, '')));
    return `import { ${used.sort().join(', ')} } from '${importPath}';`;
  });
  if (/\bnew HttpError\(|\bHttpError\b/.test(out.replace(/import [^;]*;/g, ''))) problems.push('still mentions HttpError');
  if (/from '(?:\.\.\/)+http\//.test(out)) problems.push('still imports from the http layer');
  return { text: out, problems };
}

function main(): void {
  let changed = 0;
  for (const file of sourceFiles(domainRoot)) {
    const before = readFileSync(file, 'utf8');
    const importPath = relative(dirname(file), join(serverSrc, 'shared/domain-error')).replace(/^(?!\.)/, './');
    const { text, problems } = convert(before, importPath);
    for (const problem of problems) console.log(`${relative(workspace, file)}: ${problem}`);
    if (text === before) continue;
    changed += 1;
    if (!dryRun) writeFileSync(file, text);
  }
  console.log(`${changed} files ${dryRun ? 'would change' : 'changed'}`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) main();
