import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadContract } from '../contract/load-contract';
import { SAMPLE_FILES } from '../testing/material-files';
import { uploadTo } from '../testing/service-fixtures';
import { bearer, body, createTestHosts, portalTokenFor, portalTokenForLogin } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

/**
 * Enterprise-only writes refuse institutions and the operator: a declaration application filed by an institution
 * reached the operator's queue with the institution as applicant, and the ledger and the public listing took
 * anyone. Who may call an operation is declared once, in the contract (`x-account-types`), and checked for every
 * operation in one place before its body is read.
 */

let hosts: TestHosts;

beforeAll(async () => {
  hosts = await createTestHosts();
});

afterAll(async () => {
  await hosts.close();
});

const INSTITUTION = '13900139000';
const OPERATOR_LOGIN = 'admin';

const operatorToken = async () => await portalTokenForLogin(hosts, OPERATOR_LOGIN);

describe('enterprise-only writes', () => {
  const openProject = async () => ((await hosts.db.get("SELECT id FROM declaration_projects ORDER BY id LIMIT 1")) as { id: number }).id;

  it('refuse a declaration application from an institution (and file nothing the operator would see)', async () => {
    const token = await portalTokenFor(hosts, INSTITUTION);
    const before = ((await hosts.db.get('SELECT COUNT(*) AS n FROM applications')) as { n: number }).n;
    const created = await hosts.portal.inject({ method: 'POST', url: '/api/application', headers: bearer(token), payload: { projectId: await openProject() } });
    expect(created.statusCode).toBe(403);
    expect(body<Envelope>(created).msg).toBe('仅企业账号可以申报项目');
    expect(((await hosts.db.get('SELECT COUNT(*) AS n FROM applications')) as { n: number }).n).toBe(before);
  });

  it('refuse the ledger and the public listing to an institution and to the operator', async () => {
    for (const token of [await portalTokenFor(hosts, INSTITUTION), await operatorToken()]) {
      const ledger = await hosts.portal.inject({ method: 'PUT', url: '/api/enterprise/ledger', headers: bearer(token), payload: { enterpriseName: '浙江中创知识产权服务有限公司' } });
      expect(ledger.statusCode).toBe(403);
      const listing = await hosts.portal.inject({ method: 'PUT', url: '/api/market/my-listing', headers: bearer(token), payload: { public: true } });
      expect(listing.statusCode).toBe(403);
    }
  });

  it('refuse an institution before its upload is read', async () => {
    const token = await portalTokenFor(hosts, INSTITUTION);
    const upload = await uploadTo(hosts, '/api/application/1/materials/m1/file', token, '营业执照.pdf', SAMPLE_FILES.pdf);
    expect(upload.statusCode).toBe(403);
  });
});

describe('the contract says who may call each operation', () => {
  const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
  const KINDS = new Set(['enterprise', 'org', 'certifiedOrg', 'admin']);

  it('for every write that needs a login, and only with known account kinds', () => {
    const undeclared: string[] = [];
    for (const entry of listOperations(loadContract('portal'))) {
      const security = entry.operation.security ?? [];
      const loginOnly = security.length > 0 && security.every((item) => 'bearerAuth' in item);
      const types = (entry.operation as { 'x-account-types'?: unknown })['x-account-types'];
      if (types !== undefined) {
        expect(Array.isArray(types) && types.length > 0 && types.every((kind) => KINDS.has(String(kind))), `${entry.operationId}: ${JSON.stringify(types)}`).toBe(true);
        expect(loginOnly, `${entry.operationId} declares account types but takes anonymous calls`).toBe(true);
      }
      if (UNSAFE.has(entry.method) && loginOnly && types === undefined) undeclared.push(entry.operationId);
    }
    expect(undeclared).toEqual([]);
  });
});
