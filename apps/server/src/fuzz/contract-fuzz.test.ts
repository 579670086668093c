import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadContract } from '../contract/load-contract';
import type { ContractName, ContractOperation, OpenApiDocument } from '../contract/load-contract';
import { createTestHosts, notesToken, portalTokenForLogin } from '../testing/test-hosts';
import type { TestHosts } from '../testing/test-hosts';
import { MATRIX, ROLE_LOGINS, mayCall } from '../testing/authorization-matrix';
import type { Role } from '../testing/authorization-matrix';

/**
 * Every operation of both contracts, fed requests generated from its own schemas — valid
 * ones, broken ones and hostile strings — must never answer 5xx, and every API error must be the envelope
 * with a Chinese message. Each request goes as one of the authorization matrix's roles (or with a forged
 * token), and on the portal, whose host checks the caller before it reads anything, a caller the operation is
 * not for gets 401 or 403 and a forged token 444, whatever the input. Bounded: a fixed number of runs per
 * operation and a fixed seed per run of CI (printed on failure so a counterexample can be replayed with FUZZ_SEED).
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

type Parameter = { $ref?: string; name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: Schema };

const RUNS_PER_OPERATION = Number(process.env['FUZZ_RUNS'] ?? 60);
const SEED = Number(process.env['FUZZ_SEED'] ?? Date.now() % 2_147_483_647);
const HAN = /[\u4e00-\u9fff]/;

const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  '\u202Egpj.exe',
  '\u200f\u2067رسالة\u2069',
  '\uFEFF',
  '\u0007\u001b[31m',
  '\u0085\u009f',
  'a'.repeat(5000),
  '中'.repeat(2000),
  "' OR 1=1 --",
  '"); DROP TABLE users; --',
  '"unterminated',
  'NEAR(a b) OR c* AND -d',
  '^"a" + b:c',
  '*',
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  'NaN',
  'null',
  'true',
  '',
  ' ',
];

/** Short strings built from the characters that broke things: controls, surrogate halves, bidi, FTS and SQL syntax. */
const nastyUnit = fc.constantFrom('a', '中', ' ', '\u0000', '\u001f', '\u007f', '\u0085', '\ud800', '\udc00', '\u202e', '\u2066', '"', "'", '*', '(', ')', ':', '-', '^', '%', '\\', '/');

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  // Embedded between ordinary text: FTS5 tokenises trigrams, so a NUL at the edge of a short keyword passes.
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }), fc.string({ unit: nastyUnit, minLength: 1, maxLength: 6 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }))
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 400 }) },
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, -1, 0, 1e308, -1e308, 2 ** 53, 1.5, [], {}, [null], { a: '\u0000' }) },
);

function resolve<T extends { $ref?: string }>(document: OpenApiDocument, node: T): T {
  let current: T = node;
  for (let depth = 0; current.$ref && depth < 10; depth += 1) {
    const [, section, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(current.$ref) ?? [];
    current = (document.components?.[section ?? '']?.[name ?? ''] ?? {}) as T;
  }
  return current;
}

/** Values the handlers check beyond the schema (an allowed app origin), by property name. */
const BY_NAME: Record<string, fc.Arbitrary<unknown>> = {
  backUrl: fc.constantFrom('http://127.0.0.1:4200/home', 'http://127.0.0.1:4300/home', 'http://127.0.0.1:4200/home?ssoState=abc'),
  redirect: fc.constantFrom('http://127.0.0.1:4200/findpolicy/DeclarationProjectDetail?id=1'),
};

/** A value the schema accepts (mostly), from its type, enum, bounds, pattern and format. */
function validArbitrary(document: OpenApiDocument, raw: Schema, depth = 0, name?: string): fc.Arbitrary<unknown> {
  const byName = name === undefined ? undefined : BY_NAME[name];
  if (byName) return byName;
  const schema = resolve(document, raw);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.allOf) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf.map((item) => resolve(document, item))) {
      Object.assign(merged.properties ?? {}, part.properties);
      merged.required?.push(...(part.required ?? []));
    }
    return validArbitrary(document, merged, depth);
  }
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return fc.oneof(...variants.map((variant) => validArbitrary(document, variant, depth + 1)));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'string'];
  const nonNull = types.filter((type) => type !== 'null');
  // `{ type: 'null' }`, the null branch of a oneOf (a nullable $ref such as AssistantAsk.context).
  if (nonNull.length === 0) return fc.constant(null);
  const base = fc.oneof(...nonNull.map((type) => typedArbitrary(document, schema, type, depth)));
  return types.includes('null') ? fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: base }) : base;
}

function typedArbitrary(document: OpenApiDocument, schema: Schema, type: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? Math.max((schema.minimum ?? 0) + 1000, 1000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      if (depth > 4) return fc.constant([]);
      return fc.array(validArbitrary(document, schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = Object.entries(schema.properties ?? {});
      const record = Object.fromEntries(properties.map(([name, property]) => [name, validArbitrary(document, property, depth + 1, name)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in record) });
    }
    default:
      return stringArbitrary(schema);
  }
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date') return fc.date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'uri') return fc.constantFrom('http://127.0.0.1:4200/home', 'http://127.0.0.1:4300/home', 'https://example.com/');
  if (schema.pattern) {
    // Clipped rather than filtered: a filter that can never pass would spin forever.
    return fc.stringMatching(new RegExp(schema.pattern, 'u')).map((value) => value.slice(0, schema.maxLength ?? 500));
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(Math.min(schema.maxLength ?? 30, 60), minLength);
  const any = fc.string({ unit: 'grapheme', minLength, maxLength });
  const words = ['科技', '高新技术企业', '杭州', '专精特新', '研发费用', 'ab'].filter((text) => text.length >= minLength && text.length <= maxLength);
  return words.length > 0 ? fc.oneof(fc.constantFrom(...words), any) : any;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it). */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

type RequestPlan = {
  path: Record<string, unknown>;
  query: [string, unknown][];
  body: unknown;
  bodyKind: 'declared' | 'garbage-json' | 'wrong-type' | 'none';
  auth: Role | 'garbage';
};

function planArbitrary(document: OpenApiDocument, entry: ContractOperation): fc.Arbitrary<RequestPlan> {
  const parameters = ((entry.operation as { parameters?: Parameter[] }).parameters ?? []).map((parameter) => resolve(document, parameter));
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  // Mostly a valid request with at most one value made hostile: a request with several bad values is
  // refused by validation at the first one and never reaches the handler that might crash.
  const path = fc
    .tuple(
      fc.tuple(...pathParameters.map((parameter) => validArbitrary(document, parameter.schema ?? {}, 0, parameter.name))),
      fc.option(fc.tuple(fc.nat(), hostileValue), { freq: 2 }),
    )
    .map(([values, corrupt]) => {
      const record: Record<string, unknown> = Object.fromEntries(pathParameters.map((parameter, index) => [parameter.name, values[index]]));
      if (corrupt && pathParameters.length > 0) record[pathParameters[corrupt[0] % pathParameters.length]?.name ?? ''] = corrupt[1];
      return record;
    });
  const freeText = queryParameters
    .map((parameter, index) => ({ schema: resolve(document, parameter.schema ?? {}), index }))
    .filter(({ schema }) => [schema.type].flat().includes('string') && !schema.enum && !schema.pattern && !schema.format)
    .map(({ index }) => index);
  const query = fc
    .tuple(
      fc.tuple(
        ...queryParameters.map((parameter) =>
          parameter.required
            ? validArbitrary(document, parameter.schema ?? {}, 0, parameter.name)
            : fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: validArbitrary(document, parameter.schema ?? {}, 0, parameter.name) }),
        ),
      ),
      fc.option(fc.tuple(fc.nat(), hostileValue), { freq: 3 }),
      fc.array(fc.tuple(hostileString, hostileValue), { maxLength: 1 }),
    )
    .map(([values, corrupt, extra]) => {
      const pairs: [string, unknown][] = queryParameters.map((parameter, index) => [parameter.name, values[index]]);
      if (corrupt && pairs.length > 0) {
        // Free-text parameters are where hostile text hurts; aim there three times in four.
        const pool = freeText.length > 0 && corrupt[0] % 4 !== 0 ? freeText : pairs.map((_pair, index) => index);
        const target = pairs[pool[Math.floor(corrupt[0] / 4) % pool.length] ?? 0];
        if (target) target[1] = corrupt[1];
      }
      return [...pairs, ...extra].filter(([, value]) => value !== undefined);
    });
  const bodySchema = Object.values(entry.operation.requestBody?.content ?? {})[0]?.schema as Schema | undefined;
  const body = bodySchema
    ? fc.oneof(
        { weight: 5, arbitrary: validArbitrary(document, bodySchema).chain((value) => mutateObject(value)) },
        { weight: 1, arbitrary: hostileValue },
      )
    : fc.constant(undefined);
  const bodyKind = fc.oneof(
    { weight: 8, arbitrary: fc.constant<RequestPlan['bodyKind']>('declared') },
    { weight: 1, arbitrary: fc.constantFrom<RequestPlan['bodyKind']>('garbage-json', 'wrong-type', 'none') },
  );
  const auth = fc.constantFrom<RequestPlan['auth']>('enterpriseA', 'enterpriseA', 'enterpriseA', 'enterpriseB', 'certifiedOrg', 'pendingOrg', 'operator', 'anonymous', 'garbage');
  return fc.record({ path, query, body, bodyKind, auth });
}

/** Replaces some fields of a generated object with hostile values. */
function mutateObject(value: unknown): fc.Arbitrary<unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return fc.constant(value);
  const keys = Object.keys(value);
  if (keys.length === 0) return fc.constant(value);
  return fc.option(fc.tuple(fc.constantFrom(...keys), hostileValue)).map((change) => (change ? { ...value, [change[0]]: change[1] } : value));
}

function buildRequest(entry: ContractOperation, plan: RequestPlan, credentials: Record<string, string>, garbage: Record<string, string>): InjectOptions {
  const url =
    entry.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
      const value = plan.path[name];
      if (value === undefined || value === '') return 'x';
      // "." and ".." as a whole segment are dot-segments, and so are their percent-encoded forms: a URL parser (a
      // browser's, light-my-request's) resolves them before anything is sent, so the address is another one (no
      // route at all) and no client can deliver such a value to the operation. It is fuzzed as any other text.
      const segment = encode(value);
      return segment === '.' || segment === '..' ? 'x' : segment;
    }) + (plan.query.length > 0 ? `?${plan.query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')}` : '');
  const headers: Record<string, string> = plan.auth === 'anonymous' ? {} : plan.auth === 'garbage' ? { ...garbage } : { ...credentials };
  const declared = Object.keys(entry.operation.requestBody?.content ?? {});
  const options: InjectOptions = { method: entry.method as InjectOptions['method'], url, headers };
  if (plan.bodyKind === 'none' || (declared.length === 0 && plan.bodyKind === 'declared')) return options;
  if (plan.bodyKind === 'garbage-json') {
    headers['content-type'] = 'application/json';
    options.payload = '{"a":';
  } else if (plan.bodyKind === 'wrong-type') {
    headers['content-type'] = 'text/plain';
    options.payload = 'x=1';
  } else if (declared[0] === 'application/x-www-form-urlencoded' && plan.body !== null && typeof plan.body === 'object' && !Array.isArray(plan.body)) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    options.payload = Object.entries(plan.body)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${encode(key)}=${encode(value)}`)
      .join('&');
  } else {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(plan.body ?? null);
  }
  return options;
}

/** What crashed the hosts before (NUL in an FTS5 keyword, lone surrogates in file names) and its relatives. */
const POISON = [
  '科技a\u0000b',
  '\u0000',
  'x\ud800y',
  '\udc00z',
  'a\u001fb',
  'a\u0085b',
  'a\u202eb.exe',
  '"科技',
  '科技*',
  'NEAR(科技',
  "科技' OR '1'='1",
  '科'.repeat(10_000),
];

type StringField = { where: 'path' | 'query' | 'body'; name: string };

/** A request with only the required values, all valid, from a fixed seed. */
function minimalPlan(document: OpenApiDocument, entry: ContractOperation): { plan: RequestPlan; fields: StringField[] } {
  const parameters = ((entry.operation as { parameters?: Parameter[] }).parameters ?? []).map((parameter) => resolve(document, parameter));
  const sample = <T>(arbitrary: fc.Arbitrary<T>): T => fc.sample(arbitrary, { numRuns: 1, seed: 42 })[0] as T;
  const path: Record<string, unknown> = {};
  const query: [string, unknown][] = [];
  const fields: StringField[] = [];
  for (const parameter of parameters) {
    const schema = resolve(document, parameter.schema ?? {});
    if ([schema.type].flat().includes('string')) fields.push({ where: parameter.in === 'path' ? 'path' : 'query', name: parameter.name });
    if (parameter.in === 'path') path[parameter.name] = sample(validArbitrary(document, schema, 0, parameter.name));
    else if (parameter.in === 'query' && parameter.required) query.push([parameter.name, sample(validArbitrary(document, schema, 0, parameter.name))]);
  }
  const bodySchema = Object.values(entry.operation.requestBody?.content ?? {})[0]?.schema as Schema | undefined;
  let body: unknown;
  if (bodySchema) {
    const resolved = resolve(document, bodySchema);
    const required = new Set(resolved.required ?? []);
    const full = sample(validArbitrary(document, { ...resolved, required: [...required] }));
    body = full !== null && typeof full === 'object' && !Array.isArray(full) ? Object.fromEntries(Object.entries(full).filter(([key]) => required.has(key))) : full;
    for (const [name, property] of Object.entries(resolved.properties ?? {})) {
      if ([resolve(document, property).type].flat().includes('string')) fields.push({ where: 'body', name });
    }
  }
  return { plan: { path, query, body, bodyKind: 'declared', auth: 'enterpriseA' }, fields };
}

function poisoned(plan: RequestPlan, field: StringField, value: string): RequestPlan {
  if (field.where === 'path') return { ...plan, path: { ...plan.path, [field.name]: value } };
  if (field.where === 'query') return { ...plan, query: [...plan.query.filter(([name]) => name !== field.name), [field.name, value]] };
  const body = plan.body !== null && typeof plan.body === 'object' && !Array.isArray(plan.body) ? plan.body : {};
  return { ...plan, body: { ...body, [field.name]: value } };
}

let hosts: TestHosts;
let notes: string;

/**
 * Fresh for every request: the fuzzer calls logout with valid tokens too, and a revoked token would turn
 * every later request into a 444 that never reaches a handler.
 */
async function credentials(name: ContractName, role: Role | 'garbage'): Promise<Record<string, string>> {
  if (role === 'anonymous' || role === 'garbage') return {};
  const token = await portalTokenForLogin(hosts, ROLE_LOGINS[role]);
  return name === 'sso' ? { authorization: `Bearer ${token}`, token: notes } : { authorization: `Bearer ${token}` };
}

/** The status the portal owes a caller the operation is not for, or a forged token, whatever else the request holds. */
function refusalFor(entry: ContractOperation, auth: Role | 'garbage'): number | undefined {
  if (auth === 'garbage') return '444' in entry.operation.responses ? 444 : undefined;
  const row = MATRIX.portal[entry.operationId];
  if (!row || mayCall(row, auth)) return undefined;
  return auth === 'anonymous' ? 401 : 403;
}

beforeAll(async () => {
  hosts = await createTestHosts();
  notes = await notesToken(hosts, '13800138000');
});

afterAll(async () => {
  await hosts.close();
});

describe.each(['portal', 'sso'] as const)('fuzzing every operation of %s.yaml', (name) => {
  const document = loadContract(name);
  const operations = listOperations(document);

  it.each(operations.map((entry) => [entry.operationId, entry] as const))('%s never answers 5xx', async (_operationId, entry) => {
    const app: FastifyInstance = name === 'portal' ? hosts.portal : hosts.sso;
    const isPage = entry.operation.tags?.includes('pages') ?? false;
    await fc.assert(
      fc.asyncProperty(planArbitrary(document, entry), async (plan) => {
        const request = buildRequest(entry, plan, await credentials(name, plan.auth), { authorization: 'Bearer \u00ff-forged', token: 'forged' });
        const response = await app.inject(request);
        const where = `${plan.auth}: ${request.method} ${String(request.url).slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        const refusal = name === 'portal' ? refusalFor(entry, plan.auth) : undefined;
        // A path parameter over Fastify's 100 characters is refused (414) before routing, where no operation applies yet.
        if (refusal !== undefined) expect([refusal, 414], where).toContain(response.statusCode);
        if (response.statusCode >= 400 && !isPage) {
          expect(String(response.headers['content-type']), where).toMatch(/^application\/json/);
          const answer = response.json<{ msg?: unknown; statusCode?: unknown; data?: unknown }>();
          expect(answer.statusCode, where).toBe(response.statusCode);
          expect(String(answer.msg), where).toMatch(HAN);
        }
      }),
      { numRuns: RUNS_PER_OPERATION, seed: SEED, endOnFailure: true },
    );
  });

  it.each(operations.map((entry) => [entry.operationId, entry] as const))('%s survives hostile text in every text field', async (_operationId, entry) => {
    const app: FastifyInstance = name === 'portal' ? hosts.portal : hosts.sso;
    const { plan, fields } = minimalPlan(document, entry);
    for (const field of fields) {
      for (const value of POISON) {
        const request = buildRequest(entry, poisoned(plan, field, value), await credentials(name, 'enterpriseA'), {});
        const response = await app.inject(request);
        expect(response.statusCode, `${field.where} ${field.name}=${JSON.stringify(value.slice(0, 20))} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
  });
});
