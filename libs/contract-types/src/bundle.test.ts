import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bundledContract, contractPath } from './bundle';

type Document = { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };

const portal = bundledContract<Document>('portal');
const areaFolder = resolve(contractPath('portal'), '../portal');

/** Every `$ref` string anywhere in a value. */
function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner)));
}

function resolvePointer(document: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], document);
}

function areaKeys(kind: 'paths' | 'schemas'): string[] {
  return readdirSync(resolve(areaFolder, kind)).flatMap((file) => Object.keys(parse(readFileSync(resolve(areaFolder, kind, file), 'utf8')) as object));
}

describe('the bundled portal contract', () => {
  it('is one document: every $ref is local and points at something', () => {
    const refs = refsOf(portal);
    expect(refs.length).toBeGreaterThan(1000);
    expect(refs.filter((ref) => !ref.startsWith('#/'))).toEqual([]);
    expect(refs.filter((ref) => resolvePointer(portal, ref) === undefined)).toEqual([]);
  });

  it('leaves out no path or schema an area file defines (the index in portal.yaml names each)', () => {
    expect(areaKeys('paths').sort()).toEqual(Object.keys(portal.paths).sort());
    expect(areaKeys('schemas').sort()).toEqual(Object.keys(portal.components.schemas).sort());
  });

  it('is a fresh object every call, since the router and Ajv decorate what they are given', () => {
    expect(bundledContract('portal')).not.toBe(bundledContract('portal'));
    expect(bundledContract('portal')).toEqual(portal);
  });
});
