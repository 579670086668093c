#!/usr/bin/env node
// Generates libs/api/src/generated/{portal,sso}.ts from openapi/*.yaml. With --check it writes nothing and
// fails when the committed files differ from what the contracts generate (CI runs it that way).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const check = process.argv.includes('--check');
const outDir = join(root, 'libs/api/src/generated');
const tmp = mkdtempSync(join(tmpdir(), 'api-types-'));
const bin = join(root, 'node_modules/.bin/openapi-typescript');
const header = '// Generated from openapi/%s by tools/scripts/generate-api-types.mjs. Do not edit.\n';

let stale = [];
for (const name of ['portal', 'sso']) {
  const tmpFile = join(tmp, `${name}.ts`);
  execFileSync(bin, [join(root, `openapi/${name}.yaml`), '-o', tmpFile, '--alphabetize', '--root-types'], { stdio: 'pipe' });
  const generated = header.replace('%s', `${name}.yaml`) + readFileSync(tmpFile, 'utf8');
  const target = join(outDir, `${name}.ts`);
  if (check) {
    const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (current !== generated) stale.push(`libs/api/src/generated/${name}.ts`);
  } else {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(target, generated);
    console.log(`wrote libs/api/src/generated/${name}.ts`);
  }
}
if (stale.length) {
  console.error(`Generated API types are stale: ${stale.join(', ')}.\nRun: node tools/scripts/generate-api-types.mjs`);
  process.exit(1);
}
if (check) console.log('Generated API types are current.');
