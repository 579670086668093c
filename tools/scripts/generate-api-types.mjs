#!/usr/bin/env node
// Generates libs/contract-types/src/generated/ from openapi/{portal,sso}.yaml: {portal,sso}.ts (openapi-typescript types)
// and {portal,sso}-limits.ts with {portal,sso}-{query,schema}-limits.ts (the limits and enums the contract states, as constants, so client-side parsers
// read them instead of retyping them). With --check it writes nothing and fails when the committed files
// differ from what the contracts generate (CI runs it that way). A contract's root file may $ref area files
// (openapi/portal/paths/<area>.yaml, openapi/portal/schemas/<area>.yaml): the Redocly CLI bundles them into one
// document first, and everything below reads that document.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const check = process.argv.includes('--check');
const outDirRelative = 'libs/contract-types/src/generated';
const outDir = join(root, outDirRelative);
const tmp = mkdtempSync(join(tmpdir(), 'api-types-'));
const bin = join(root, 'node_modules/.bin/openapi-typescript');
const redocly = join(root, 'node_modules/.bin/redocly');
const header = '// Generated from openapi/%s by tools/scripts/generate-api-types.mjs. Do not edit.\n';

/** The keywords a client-side parser needs; descriptions, examples and types stay in the YAML. */
const LIMIT_KEYWORDS = ['enum', 'pattern', 'format', 'minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems', 'default'];

function resolveRef(document, value) {
  let current = value;
  const seen = new Set();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`circular $ref ${current.$ref}`);
    seen.add(current.$ref);
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
    if (current === undefined) throw new Error(`unresolved $ref ${[...seen].pop()}`);
  }
  return current;
}

/** The limits of one (possibly referenced) schema, or undefined when it states none. */
function limitsOf(document, schema) {
  const resolved = resolveRef(document, schema);
  if (!resolved || typeof resolved !== 'object') return undefined;
  const limits = {};
  for (const keyword of LIMIT_KEYWORDS) if (resolved[keyword] !== undefined) limits[keyword] = resolved[keyword];
  if (resolved.type === 'array' && resolved.items) {
    const items = limitsOf(document, resolved.items);
    if (items) limits.items = items;
  }
  return Object.keys(limits).length ? limits : undefined;
}

function sortedEntries(object) {
  return Object.entries(object ?? {}).sort(([a], [b]) => a.localeCompare(b));
}

function contractLimits(document) {
  const query = {};
  const schemas = {};
  for (const [, pathItem] of sortedEntries(document.paths)) {
    for (const [, operation] of sortedEntries(pathItem)) {
      if (!operation?.operationId) continue;
      const parameters = {};
      for (const parameter of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolveRef(document, p))) {
        if (parameter.in !== 'query') continue;
        const limits = limitsOf(document, parameter.schema);
        if (limits) parameters[parameter.name] = limits;
      }
      if (Object.keys(parameters).length) query[operation.operationId] = Object.fromEntries(sortedEntries(parameters));
    }
  }
  for (const [name, schema] of sortedEntries(document.components?.schemas)) {
    const own = limitsOf(document, schema);
    const properties = {};
    const parts = [schema, ...(schema.allOf ?? [])].map((part) => resolveRef(document, part));
    for (const part of parts) {
      for (const [property, propertySchema] of sortedEntries(part.properties)) {
        const limits = limitsOf(document, propertySchema);
        if (limits) properties[property] = limits;
      }
    }
    if (own?.enum) schemas[name] = own;
    else if (Object.keys(properties).length) schemas[name] = Object.fromEntries(sortedEntries(properties));
  }
  return { query: Object.fromEntries(sortedEntries(query)), schemas };
}

const RESERVED_WORDS = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield await'.split(' '),
);

/**
 * One exported constant per operation or schema, gathered by the limits module as a namespace
 * (`export * as PORTAL_QUERY_LIMITS`): `PORTAL_QUERY_LIMITS.newsList.pageSize` reads like an object's member, and the
 * bundler keeps only the members a chunk reads. As one object literal, every page that read one limit downloaded all.
 */
function membersModule(name, comment, members) {
  const lines = [header.replace('%s', `${name}.yaml`), `// ${comment}`, ''];
  for (const [key, value] of Object.entries(members)) lines.push(`export const ${memberName(name, key)} = ${JSON.stringify(value, null, 2)} as const;`, '');
  return lines.join('\n');
}

function memberName(name, key) {
  if (!/^[A-Za-z_$][\w$]*$/.test(key) || RESERVED_WORDS.has(key)) throw new Error(`openapi/${name}.yaml: "${key}" cannot be an exported constant's name`);
  return key;
}

const kebab = (key) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The query limits one module per operation, re-exported by the namespace's module: a module sits in one chunk, and
 * the list screens' parsers read them, so as one module they all sat in the chunk every screen fetches (the first
 * screen's included) with the members any screen reads. Each operation's limits now go where its readers are.
 */
function splitMembersModules(name, dir, comment, members) {
  const files = {};
  const lines = [header.replace('%s', `${name}.yaml`), `// ${comment}`, ''];
  for (const [key, value] of Object.entries(members)) {
    const file = `${kebab(memberName(name, key))}.ts`;
    files[`${dir}/${file}`] = [header.replace('%s', `${name}.yaml`), `export const ${key} = ${JSON.stringify(value, null, 2)} as const;`, ''].join('\n');
    lines.push(`export { ${key} } from './${dir}/${file.replace(/\.ts$/, '')}';`);
  }
  lines.push('');
  return { [`${dir}.ts`]: lines.join('\n'), ...files };
}

function limitsModules(name, document) {
  const { query, schemas } = contractLimits(document);
  const prefix = name.toUpperCase();
  return {
    [`${name}-limits.ts`]: [
      header.replace('%s', `${name}.yaml`),
      `/** Limits of each operation's query parameters (by operationId, then parameter name), as openapi/${name}.yaml states them. */`,
      `export * as ${prefix}_QUERY_LIMITS from './${name}-query-limits';`,
      '',
      `/** Enums of the enum schemas, and limits of the other schemas' properties, as openapi/${name}.yaml states them. */`,
      `export * as ${prefix}_SCHEMA_LIMITS from './${name}-schema-limits';`,
      '',
    ].join('\n'),
    ...splitMembersModules(name, `${name}-query-limits`, `Members of ${prefix}_QUERY_LIMITS (${name}-limits.ts), one module each.`, query),
    [`${name}-schema-limits.ts`]: membersModule(name, `Members of ${prefix}_SCHEMA_LIMITS (${name}-limits.ts).`, schemas),
  };
}

const stale = [];
const emitted = new Set();
function emit(file, content) {
  emitted.add(file);
  const target = join(outDir, file);
  if (check) {
    const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (current !== content) stale.push(`${outDirRelative}/${file}`);
  } else {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    console.log(`wrote ${outDirRelative}/${file}`);
  }
}

for (const name of ['portal', 'sso']) {
  const bundled = join(tmp, `${name}.json`);
  execFileSync(redocly, ['bundle', join(root, `openapi/${name}.yaml`), '--ext', 'json', '--output', bundled], { cwd: root, stdio: 'pipe' });
  const tmpFile = join(tmp, `${name}.ts`);
  execFileSync(bin, [bundled, '-o', tmpFile, '--alphabetize', '--root-types'], { stdio: 'pipe' });
  emit(`${name}.ts`, header.replace('%s', `${name}.yaml`) + readFileSync(tmpFile, 'utf8'));
  for (const [file, content] of Object.entries(limitsModules(name, JSON.parse(readFileSync(bundled, 'utf8'))))) emit(file, content);
}
// A member the contract no longer has leaves no module behind.
for (const dir of ['portal-query-limits', 'sso-query-limits']) {
  if (!existsSync(join(outDir, dir))) continue;
  for (const file of readdirSync(join(outDir, dir))) {
    if (emitted.has(`${dir}/${file}`)) continue;
    if (check) stale.push(`${outDirRelative}/${dir}/${file}`);
    else rmSync(join(outDir, dir, file));
  }
}
if (stale.length) {
  console.error(`Generated contract types are stale: ${stale.join(', ')}.\nRun: node tools/scripts/generate-api-types.mjs`);
  process.exit(1);
}
if (check) console.log('Generated contract types are current.');
