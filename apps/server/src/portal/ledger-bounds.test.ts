import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../contract/load-contract';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

type Property = { type?: string | string[]; maximum?: number; minimum?: number; pattern?: string; enum?: unknown[]; format?: string };

const ledgerProperties = (): Record<string, Property> => {
  const schema = loadContract('portal').components?.['schemas']?.['EnterpriseLedger'] as { properties: Record<string, Property> };
  return schema.properties;
};

const types = (property: Property) => (Array.isArray(property.type) ? property.type : [property.type]);

let hosts: TestHosts;
let token: string;

beforeAll(async () => {
  hosts = await createTestHosts();
  token = await login(hosts.portal, '13800138000');
});

afterAll(async () => {
  await hosts.close();
});

const putLedger = (payload: object) =>
  hosts.portal.inject({ method: 'PUT', url: '/api/enterprise/ledger', headers: bearer(token), payload });

describe('ledger values are bounded in the contract', () => {
  it('gives every numeric field an upper and a lower bound', () => {
    const numeric = Object.entries(ledgerProperties()).filter(([, property]) => types(property).some((type) => type === 'number' || type === 'integer'));
    expect(numeric.length).toBeGreaterThan(30);
    for (const [name, property] of numeric) {
      expect(property.maximum, name).toBeTypeOf('number');
      expect(property.minimum, name).toBeTypeOf('number');
      expect(property.maximum, name).toBeLessThanOrEqual(1e9);
    }
  });

  it('refuses control characters in every free-text field', () => {
    const text = Object.entries(ledgerProperties()).filter(
      ([, property]) => types(property).includes('string') && !property.enum && !property.format && property.pattern === undefined,
    );
    expect(text.map(([name]) => name)).toEqual([]);
  });

  it.each([
    [{ employeesTotal: 1e30 }, 'employeesTotal', '职工总数'],
    [{ revenueY1: 1e30 }, 'revenueY1', '营业收入'],
    [{ netProfitY1: -1e30 }, 'netProfitY1', '净利润'],
    [{ nicheYears: 5000 }, 'nicheYears', '年'],
    [{ enterpriseName: '云栖\n智造' }, 'enterpriseName', '企业名称'],
    [{ mainProducts: '工业\t软件' }, 'mainProducts', '主营产品'],
  ])('answers %j with a field message the form can show', async (payload, field, label) => {
    const response = await putLedger(payload);
    expect(response.statusCode).toBe(400);
    const answer = body<Envelope<{ fieldErrors: Record<string, string> }>>(response);
    expect(Object.keys(answer.data.fieldErrors)).toEqual([field]);
    expect(answer.data.fieldErrors[field]).toContain(label);
    expect(answer.msg).toBe(answer.data.fieldErrors[field]);
  });

  it('words an out-of-range figure as the form and 高企检测 do (one validator), never with a range that allows negatives', async () => {
    const cases: [object, string, string][] = [
      [{ revenueY1: -5 }, 'revenueY1', '营业收入（上年度）不能为负数'],
      [{ rdExpenseY1: 1e29 }, 'rdExpenseY1', '研发费用（上年度）须在 0 到 100,000,000 万元 之间，请核对单位和位数'],
      [{ netProfitY1: -2e8 }, 'netProfitY1', '净利润（上年度）须在 -100,000,000 到 100,000,000 万元 之间，请核对单位和位数'],
    ];
    for (const [payload, field, message] of cases) {
      const answer = body<Envelope<{ fieldErrors: Record<string, string> }>>(await putLedger(payload));
      expect(answer.data.fieldErrors, field).toEqual({ [field]: message });
    }
    const unbalanced = body<Envelope<{ fieldErrors: Record<string, string> }>>(await putLedger({ totalAssetsY1: 12000, totalDebtY1: 5000, netAssetsY1: 9000 }));
    expect(unbalanced.data.fieldErrors['netAssetsY1']).toMatch(/^净资产（上年末）应等于资产总额减负债总额：12,000 − 5,000 = 7,000 万元/);
  });

  it('still takes realistic values and explains a too-long name by its length', async () => {
    expect((await putLedger({ employeesTotal: 180000, revenueY1: 35000000, netProfitY1: -1200.5, nicheYears: 12 })).statusCode).toBe(200);
    const long = body<Envelope<{ fieldErrors: Record<string, string> }>>(await putLedger({ enterpriseName: '云'.repeat(101) }));
    expect(long.data.fieldErrors['enterpriseName']).toBe('企业名称长度不能超过 100 个字符');
  });
});
