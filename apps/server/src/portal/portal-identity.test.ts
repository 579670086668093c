import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PortalSchemas } from '@smes/contract-types';
import { makeCreditCode } from '../seed/credit-code';
import { SAMPLE_FILES } from '../testing/material-files';
import { uploadTo } from '../testing/service-fixtures';
import { bearer, body, createTestHosts, portalTokenFor, portalTokenForLogin } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

/**
 * Who an account says it is: a 统一社会信用代码 belongs to one account (a second claim is refused with a way to
 * dispute, and a public listing needs the account's own), and a name that differs from another only by
 * invisible or compatibility characters is the same name.
 */

let hosts: TestHosts;

beforeEach(async () => {
  hosts = await createTestHosts();
});

afterEach(async () => {
  await hosts.close();
});

const YUNQI = { phone: '13800138000', name: '杭州云栖智造科技有限公司', code: '91330110MA2H3K8X5F' };
const OUJIANG = '13800138002';
const ZHONGCHUANG = '浙江中创知识产权服务有限公司';

const putLedger = (token: string, payload: object) => hosts.portal.inject({ method: 'PUT', url: '/api/enterprise/ledger', headers: bearer(token), payload });
const putListing = (token: string, payload: object) => hosts.portal.inject({ method: 'PUT', url: '/api/market/my-listing', headers: bearer(token), payload });

/** Everything a listing needs, except the name and the code. */
const LISTABLE = { provinceCode: '330000', cityCode: '330300', districtCode: '330302', industry: 'C', mainProducts: '新型环保涂料' };

describe('统一社会信用代码 ownership', () => {
  it('refuses a second claim of a code with 409, says how to dispute it, and keeps the ledger as it was', async () => {
    const intruder = await portalTokenFor(hosts, OUJIANG);
    const refused = await putLedger(intruder, { enterpriseName: YUNQI.name, creditCode: YUNQI.code });
    expect(refused.statusCode).toBe(409);
    const answer = body<Envelope<{ fieldErrors: Record<string, string> }>>(refused);
    expect(answer.msg).toMatch(/已由其他账号登记.*意见反馈.*申诉/);
    expect(answer.data.fieldErrors).toEqual({ creditCode: answer.msg });
    const ledger = body<Envelope<PortalSchemas['LedgerRecord']>>(await hosts.portal.inject({ method: 'GET', url: '/api/enterprise/ledger', headers: bearer(intruder) })).data;
    expect(ledger.ledger.creditCode).toBeUndefined();
    // The owner keeps saving its own code.
    expect((await putLedger(await portalTokenFor(hosts, YUNQI.phone), { creditCode: YUNQI.code, mainProducts: '工业视觉检测设备' })).statusCode).toBe(200);
  });

  it("refuses a code a service institution holds, and an institution's certification with a code an enterprise holds", async () => {
    const institutionCode = ((await hosts.db.get("SELECT credit_code FROM institutions WHERE name = ?", ZHONGCHUANG)) as { credit_code: string }).credit_code;
    expect((await putLedger(await portalTokenFor(hosts, OUJIANG), { creditCode: institutionCode })).statusCode).toBe(409);

    const newcomer = await portalTokenFor(hosts, '13900139002');
    await certificationReadyToSubmit(newcomer, { name: '温州瓯江认证咨询有限公司', creditCode: YUNQI.code });
    const submitted = await hosts.portal.inject({ method: 'POST', url: '/api/org/certification/submit', headers: bearer(newcomer) });
    expect(submitted.statusCode).toBe(400);
    expect(body<Envelope<{ fieldErrors: Record<string, string> }>>(submitted).data.fieldErrors.creditCode).toMatch(/已由其他账号登记/);
  });

  it('frees a code its account gives up', async () => {
    const owner = await portalTokenFor(hosts, YUNQI.phone);
    expect((await putLedger(owner, { creditCode: null })).statusCode).toBe(200);
    expect((await putLedger(await portalTokenFor(hosts, OUJIANG), { creditCode: YUNQI.code })).statusCode).toBe(200);
    expect((await putLedger(owner, { creditCode: YUNQI.code })).statusCode).toBe(409);
  });
});

describe('public listing', () => {
  it('needs the account’s own credit code', async () => {
    const token = await portalTokenFor(hosts, OUJIANG);
    expect((await putLedger(token, { enterpriseName: '温州瓯江新材料有限公司', ...LISTABLE })).statusCode).toBe(200);
    const refused = await putListing(token, { public: true });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe('公开前请先在企业信息中填写：统一社会信用代码');
    // A ledger written before codes were claimed may hold another's code: listing it is refused too.
    const ledger = JSON.parse(((await hosts.db.get('SELECT data FROM ledgers WHERE user_id = (SELECT id FROM users WHERE phone = ?)', OUJIANG)) as { data: string }).data);
    await hosts.db.run('UPDATE ledgers SET data = ? WHERE user_id = (SELECT id FROM users WHERE phone = ?)', JSON.stringify({ ...ledger, creditCode: YUNQI.code }), OUJIANG);
    expect((await putListing(token, { public: true })).statusCode).toBe(409);
  });

  it('refuses another account’s company name, however it is spelled (the impersonation of 杭州云栖智造)', async () => {
    const token = await portalTokenFor(hosts, OUJIANG);
    const ownCode = makeCreditCode({ division: '330302', organizationBody: '61234567' });
    for (const name of [YUNQI.name, `${YUNQI.name}\u200b`, `杭州云栖智造科技有限公司\u3000`, '\u2066杭州云栖智造科技有限公司\u2069']) {
      expect((await putLedger(token, { enterpriseName: name, creditCode: ownCode, ...LISTABLE })).statusCode).toBe(200);
      const refused = await putListing(token, { public: true });
      expect(refused.statusCode, name).toBe(409);
      expect(body(refused).msg).toMatch(/企业名称已由其他账号登记/);
    }
    expect(((await hosts.db.get('SELECT COUNT(*) AS n FROM market_enterprises WHERE owner_user_id IS NOT NULL')) as { n: number }).n).toBe(0);
  });

  it('refuses a name another listing already shows', async () => {
    const listed = ((await hosts.db.get('SELECT name FROM market_enterprises WHERE public = 1 ORDER BY id LIMIT 1')) as { name: string }).name;
    const token = await portalTokenFor(hosts, OUJIANG);
    const ownCode = makeCreditCode({ division: '330302', organizationBody: '61234568' });
    expect((await putLedger(token, { enterpriseName: `${listed}\ufeff`, creditCode: ownCode, ...LISTABLE })).statusCode).toBe(200);
    const refused = await putListing(token, { public: true });
    expect(refused.statusCode).toBe(409);
  });
});

describe('names without invisible characters', () => {
  it('stores and shows names NFKC-normalised without format characters', async () => {
    const registered = await hosts.portal.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { phone: '13700137010', password: 'Secret@123', enterpriseName: '\u200bＡＢＣ智能\u202e科技有限公司\u3000' },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(body<Envelope<{ userinfo: { enterpriseName: string; nickName: string } }>>(registered).data.userinfo).toMatchObject({
      enterpriseName: 'ABC智能科技有限公司',
      nickName: 'ABC智能科技有限公司',
    });
    const token = await portalTokenFor(hosts, OUJIANG);
    expect((await putLedger(token, { enterpriseName: '温州\u200d瓯江新材料有限公司' })).statusCode).toBe(200);
    const ledger = body<Envelope<PortalSchemas['LedgerRecord']>>(await hosts.portal.inject({ method: 'GET', url: '/api/enterprise/ledger', headers: bearer(token) })).data;
    expect(ledger.ledger.enterpriseName).toBe('温州瓯江新材料有限公司');
  });

  it('refuses to certify an institution beside a certified one of the same name with a zero-width space', async () => {
    const token = await portalTokenFor(hosts, '13900139002');
    await certificationReadyToSubmit(token, { name: `${ZHONGCHUANG}\u200b`, creditCode: makeCreditCode({ division: '330106', organizationBody: '71234568' }) });
    const mine = body<Envelope<PortalSchemas['CertificationApplication']>>(await hosts.portal.inject({ method: 'GET', url: '/api/org/certification', headers: bearer(token) })).data;
    expect(mine.name).toBe(ZHONGCHUANG);
    const submitted = await hosts.portal.inject({ method: 'POST', url: '/api/org/certification/submit', headers: bearer(token) });
    expect(submitted.statusCode).toBe(400);
    expect(body<Envelope<{ fieldErrors: Record<string, string> }>>(submitted).data.fieldErrors.name).toBe('已有同名机构入驻');
    const names = ((await hosts.db.all('SELECT name FROM institutions')) as { name: string }[]).map((row) => row.name.replace(/\p{Cf}/gu, ''));
    expect(names.filter((name) => name === ZHONGCHUANG)).toHaveLength(1);
    // The operator's screens show one such institution too.
    const operator = await portalTokenForLogin(hosts, 'admin');
    expect((await hosts.portal.inject({ method: 'GET', url: '/api/admin/certifications?status=pending', headers: bearer(operator) })).statusCode).toBe(200);
  });
});

/** A new institution's certification with every field and file it needs, not yet submitted. */
async function certificationReadyToSubmit(token: string, { name, creditCode }: { name: string; creditCode: string }): Promise<void> {
  const saved = await hosts.portal.inject({
    method: 'PUT',
    url: '/api/org/certification',
    headers: bearer(token),
    payload: {
      name,
      creditCode,
      legalPerson: '周明',
      regionCode: '330106',
      address: '杭州市西湖区文三路 90 号',
      serviceCategories: ['知识产权'],
      description: '从事专利、商标代理与知识产权贯标辅导。',
      contactName: '周明',
      contactPhone: '13900139002',
      contactEmail: 'zhou@example.cn',
      commitment: true,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  for (const [slot, category] of [['license', undefined], ['certificate', '知识产权']] as const) {
    const upload = await uploadTo(hosts, '/api/org/certification/files', token, '证照.pdf', SAMPLE_FILES.pdf, { slot, ...(category ? { category } : {}) });
    expect(upload.statusCode, upload.body).toBe(200);
  }
}
