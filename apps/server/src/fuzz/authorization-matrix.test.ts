import { XSRF_COOKIE_NAME } from '@smes/config';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BindArg } from '../db/sql-params';
import { listOperations, loadContract } from '../contract/load-contract';
import type { ContractName, ContractOperation } from '../contract/load-contract';
import { XSRF_FORM_FIELD } from '../http/xsrf';
import { NOTES_SESSION_COOKIE } from '../sso/handlers/pages';
import { SAMPLE_FILES } from '../testing/material-files';
import { TEST_XSRF, bearer, createTestHosts, portalTokenForLogin } from '../testing/test-hosts';
import type { TestHosts } from '../testing/test-hosts';
import { MATRIX, ROLES, ROLE_LOGINS, expectedAnswer } from '../testing/authorization-matrix';
import type { Caller, MatrixContext, MatrixRequest, Role } from '../testing/authorization-matrix';

/**
 * Every operation of both contracts, called as each of six roles (anonymous, 企业 A and B, the certified and the
 * pending institution, the operator), answers what authorization-matrix.ts says it must: not merely "no 5xx".
 */

const HAN = /[\u4e00-\u9fff]/;

let hosts: TestHosts;
let serial = 0;
const built = new Map<string, Promise<unknown>>();

const loginOf = (caller: Caller) => (typeof caller === 'string' ? ROLE_LOGINS[caller as Exclude<Role, 'anonymous'>] : caller.login);
const tokenOf = async (caller: Caller) => await portalTokenForLogin(hosts, loginOf(caller));

async function multipart(name: string, bytes: Buffer, fields: Record<string, string> = {}, part = 'file'): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(part, new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

function expectOk(response: LightMyRequestResponse, what: string): void {
  if (response.statusCode !== 200) throw new Error(`set-up ${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
}

const context: MatrixContext = {
  token: async (role) => (role === 'anonymous' ? undefined : await tokenOf(role)),
  notesToken: async (role) => {
    if (role === 'anonymous') return undefined;
    const phone = ((await hosts.db.get('SELECT phone FROM users WHERE username = ?', loginOf(role))) as { phone: string | null }).phone;
    if (!phone) return undefined;
    const key = await hosts.sso.inject({ method: 'POST', url: '/api/sso/user/specialLogin', headers: bearer(await tokenOf(role)), payload: { phone } });
    if (key.statusCode !== 200) return undefined;
    const token = await hosts.sso.inject({ method: 'POST', url: '/api/sso/user/getToken', payload: { key: key.json<{ data: { key: string } }>().data.key } });
    return token.json<{ data: { token: string } }>().data.token;
  },
  as: async <T,>(caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) => {
    const response = await hosts.portal.inject({ method, url, headers: bearer(await tokenOf(caller)), ...(body === undefined ? {} : { payload: body }) });
    expectOk(response, `${method} ${url} as ${loginOf(caller)}`);
    return response.json<{ data: T }>().data;
  },
  upload: async <T,>(caller: Caller, url: string, name = '材料.pdf', bytes: Buffer = SAMPLE_FILES.pdf, fields: Record<string, string> = {}, part = 'file') => {
    const { payload, contentType } = await multipart(name, bytes, fields, part);
    const response = await hosts.portal.inject({ method: 'POST', url, headers: { ...bearer(await tokenOf(caller)), 'content-type': contentType }, payload });
    expectOk(response, `upload to ${url} as ${loginOf(caller)}`);
    return response.json<{ data: T }>().data;
  },
  raw: async (host, method, url, { caller, body, form } = {}) =>
    hosts[host].inject({
      method,
      url,
      headers: { ...(caller ? bearer(await tokenOf(caller)) : {}), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { payload: new URLSearchParams(form).toString() } : body ? { payload: body } : {}),
    }),
  id: async (sql, ...params) => {
    const row = (await hosts.db.get(sql, ...(params as BindArg[]))) as { id: number } | undefined;
    if (row === undefined) throw new Error(`the seed has nothing for: ${sql}`);
    return row.id;
  },
  text: async (sql, ...params) => {
    const row = (await hosts.db.get(sql, ...(params as BindArg[]))) as { value: string } | undefined;
    if (row === undefined) throw new Error(`the seed has nothing for: ${sql}`);
    return row.value;
  },
  once: <T,>(key: string, make: () => Promise<T>) => {
    let value = built.get(key) as Promise<T> | undefined;
    if (!value) {
      value = make();
      built.set(key, value);
    }
    return value;
  },
  next: () => (serial += 1),
  now: () => hosts.clock.now(),
};

type Parameter = { name: string; in: string };

async function requestFor(name: ContractName, entry: ContractOperation, role: Role, wanted: MatrixRequest): Promise<InjectOptions> {
  const parameters = ((entry.operation as { parameters?: Parameter[] }).parameters ?? []) as Parameter[];
  const url = entry.path.replace(/\{([^}]+)\}/g, (_match, parameter: string) => {
    const value = wanted.params?.[parameter];
    if (value === undefined) throw new Error(`${entry.operationId}: the row names no ${parameter}`);
    return encodeURIComponent(String(value));
  });
  const query: Record<string, string> = Object.fromEntries(Object.entries(wanted.query ?? {}).map(([key, value]) => [key, String(value)]));
  const headers: Record<string, string> = role === 'anonymous' ? {} : bearer(await tokenOf(role));
  // A form of the material-writing page carries what its browser holds: the XSRF cookie (echoed in the form) and,
  // for a role with a notes token, the page's notes_session cookie.
  const cookies: Record<string, string> | undefined = wanted.notesSession ? { [XSRF_COOKIE_NAME]: TEST_XSRF } : undefined;
  if (name === 'sso' && role !== 'anonymous') {
    const notes = wanted.notesToken === undefined ? await context.notesToken(role) : (wanted.notesToken ?? undefined);
    if (notes) {
      headers['token'] = notes;
      if (parameters.some((parameter) => parameter.name === 'ssotoken')) query['ssotoken'] = notes;
      if (cookies) cookies[NOTES_SESSION_COOKIE] = notes;
    }
  }
  const search = new URLSearchParams(query).toString();
  const options: InjectOptions = { method: entry.method as InjectOptions['method'], url: search ? `${url}?${search}` : url, headers };
  if (wanted.remoteAddress) options.remoteAddress = wanted.remoteAddress;
  if (cookies) options.cookies = cookies;
  const mediaTypes = Object.keys(entry.operation.requestBody?.content ?? {});
  if (wanted.multipart) {
    const { payload, contentType } = await multipart(wanted.multipart.name, wanted.multipart.bytes, wanted.multipart.fields, wanted.multipart.part);
    headers['content-type'] = contentType;
    options.payload = payload;
  } else if (wanted.body && !mediaTypes.includes('application/json')) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const fields = cookies ? { ...wanted.body, [XSRF_FORM_FIELD]: TEST_XSRF } : wanted.body;
    options.payload = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();
  } else if (wanted.body) {
    options.payload = wanted.body as InjectOptions['payload'];
  }
  return options;
}

beforeAll(async () => {
  hosts = await createTestHosts();
});

afterAll(async () => {
  await hosts.close();
});

describe('the authorization matrix', () => {
  it.each(['portal', 'sso'] as const)('has one row for every operation of %s.yaml, and no row for one it lacks', (name) => {
    const operations = listOperations(loadContract(name)).map((entry) => entry.operationId).sort();
    expect(Object.keys(MATRIX[name]).sort()).toEqual(operations);
  });
});

describe.each(['portal', 'sso'] as const)('every operation of %s.yaml, as each role', (name) => {
  const operations = listOperations(loadContract(name)).filter((entry) => MATRIX[name][entry.operationId] !== undefined);

  it.each(operations.map((entry) => [entry.operationId, entry] as const))(
    '%s',
    async (operationId, entry) => {
      const row = MATRIX[name][operationId];
      if (!row) throw new Error(`no row for ${operationId}`);
      const app = name === 'portal' ? hosts.portal : hosts.sso;
      const isPage = entry.operation.tags?.includes('pages') ?? false;
      const answers: string[] = [];
      const wrong: string[] = [];
      for (const role of ROLES) {
        const options = await requestFor(name, entry, role, await row.request(context, role));
        const response = await app.inject(options);
        const expected = expectedAnswer(row, role);
        const line = `${role}: ${response.statusCode} (expected ${expected}) ${response.body.slice(0, 160)}`;
        answers.push(line);
        if (response.statusCode !== expected) wrong.push(line);
        if (response.statusCode >= 400 && !isPage) {
          const envelope = response.json<{ msg?: unknown; statusCode?: unknown }>();
          if (envelope.statusCode !== response.statusCode || !HAN.test(String(envelope.msg))) wrong.push(`${role}: not the Chinese envelope: ${response.body.slice(0, 160)}`);
        }
        if (row.okMessage && response.statusCode === expected && expected === (row.ok ?? 200) && response.json<{ msg: string }>().msg !== row.okMessage) {
          wrong.push(`${role}: ${response.json<{ msg: string }>().msg} instead of ${row.okMessage}`);
        }
      }
      expect(wrong, answers.join('\n')).toEqual([]);
    },
    120_000,
  );
});
