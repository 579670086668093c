import { makeCreditCode } from '../seed/credit-code';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_LEDGER } from '@smes/eligibility/testing';
import type { PortalSchemas } from '@smes/contract-types';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

let hosts: TestHosts;
let yunqi: string;
let haishu: string;
let wenzhou: string;

beforeAll(async () => {
  hosts = await createTestHosts();
  yunqi = await login(hosts.portal, '13800138000');
  haishu = await login(hosts.portal, '13800138001');
  wenzhou = await login(hosts.portal, '13800138002');
});

afterAll(async () => {
  await hosts.close();
});

type Evaluation = { results: { id: string; status: string }[]; score?: { indicators: { id: string; score: number; scoreMax: number }[] }; countedIpRecords?: PortalSchemas['IpRecordRef'][] };

const patent = {
  kind: 'invention',
  number: 'ZL202310456789.2',
  name: '一种钢材表面缺陷的在线检测方法',
  status: 'granted',
  appliedAt: '2023-02-14',
  grantedAt: '2025-09-30',
  owner: '温州瓯越电气有限公司',
};

const list = async (token: string) =>
  body<Envelope<PortalSchemas['IpRecordList']>>(await hosts.portal.inject({ method: 'GET', url: '/api/enterprise/ip-records', headers: bearer(token) })).data;
const ledger = async (token: string) =>
  body<Envelope<PortalSchemas['LedgerRecord']>>(await hosts.portal.inject({ method: 'GET', url: '/api/enterprise/ledger', headers: bearer(token) })).data.ledger;
const create = (token: string, payload: object) => hosts.portal.inject({ method: 'POST', url: '/api/enterprise/ip-records', headers: bearer(token), payload });
const evaluateHighTech = async (token: string) => {
  const response = await hosts.portal.inject({ method: 'POST', url: '/api/enterprise/evaluations/high-tech', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<{ evaluation: Evaluation }>>(response).data.evaluation;
};

describe('知识产权台账', () => {
  it('seeds 云栖智造 with granted records matching its ledger, and applications the counts leave out', async () => {
    const { rows, counts } = await list(yunqi);
    expect(counts).toEqual({ inventionPatents: 5, utilityModels: 18, designPatents: 2, softwareCopyrights: 9, trademarks: 4, ipClass1: 5, ipClass2: 29 });
    expect(await ledger(yunqi)).toMatchObject(counts);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['granted', 'pending', 'rejected', 'expired']));
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['invention', 'utility_model', 'design', 'software', 'trademark']));
    expect(new Set(rows.map((row) => row.number)).size).toBe(rows.length);
    expect(rows.filter((row) => row.kind === 'trademark').every((row) => row.ipClass === null)).toBe(true);
  });

  it('adding a granted 发明专利 makes the 高企 知识产权 score 20–28 and the core-IP condition pass, and the report names it', async () => {
    // The sample's facts under a credit code of its own: 云栖智造's code is that account's.
    const noIp = {
      ...SAMPLE_LEDGER,
      creditCode: makeCreditCode({ division: '330302', organizationBody: '61234569' }),
      ...{ inventionPatents: 0, utilityModels: 0, designPatents: 0, softwareCopyrights: 0, trademarks: 0, ipClass1: 0, ipClass2: 0 },
      ...{ inventionPatentsGrantedY1: 0, utilityModelsGrantedY1: 0, designPatentsGrantedY1: 0, softwareCopyrightsGrantedY1: 0, qualHighTech: null },
    };
    const saved = await hosts.portal.inject({ method: 'PUT', url: '/api/enterprise/ledger', headers: bearer(wenzhou), payload: noIp });
    expect(saved.statusCode, saved.body).toBe(200);

    const before = await evaluateHighTech(wenzhou);
    expect(before.results.find((result) => result.id === 'ht-core-ip')?.status).toBe('fail');
    expect(before.score?.indicators.find((indicator) => indicator.id === 'ht-score-ip')?.score).toBe(0);
    expect(before).not.toHaveProperty('countedIpRecords');

    const response = await create(wenzhou, patent);
    expect(response.statusCode, response.body).toBe(200);
    const record = body<Envelope<PortalSchemas['IpRecord']>>(response).data;
    expect(record).toMatchObject({ ...patent, ipClass: 'class1' });
    expect(await ledger(wenzhou)).toMatchObject({ inventionPatents: 1, ipClass1: 1, ipClass2: 0 });

    const after = await evaluateHighTech(wenzhou);
    expect(after.results.find((result) => result.id === 'ht-core-ip')?.status).toBe('pass');
    // Ⅰ类 1 件 7–8, 先进程度 B 5–6, 核心支持 A 7–8, 自主研发 1–6: the experts' share is a range.
    expect(after.score?.indicators.find((indicator) => indicator.id === 'ht-score-ip')).toMatchObject({ score: 20, scoreMax: 28 });
    expect(after.countedIpRecords).toEqual([{ id: record.id, kind: 'invention', number: patent.number, name: patent.name }]);
  });

  it('keeps the 台账 counts over figures typed into the ledger form, and deleting a record lowers them', async () => {
    const typed = await hosts.portal.inject({ method: 'PUT', url: '/api/enterprise/ledger', headers: bearer(wenzhou), payload: { inventionPatents: 9 } });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(await ledger(wenzhou)).toMatchObject({ inventionPatents: 1 });
    const pending = body<Envelope<PortalSchemas['IpRecord']>>(await create(wenzhou, { ...patent, number: 'ZL202410111222.5', status: 'pending', grantedAt: null })).data;
    expect((await list(wenzhou)).counts.inventionPatents).toBe(1);
    const granted = (await list(wenzhou)).rows.find((row) => row.status === 'granted');
    const removed = await hosts.portal.inject({ method: 'DELETE', url: `/api/enterprise/ip-records/${granted?.id}`, headers: bearer(wenzhou) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await ledger(wenzhou)).toMatchObject({ inventionPatents: 0, ipClass1: 0 });
    expect((await list(wenzhou)).rows.map((row) => row.id)).toEqual([pending.id]);
  });

  it('answers 404 for another account’s record and leaves it unchanged', async () => {
    const own = (await list(yunqi)).rows[0];
    const url = `/api/enterprise/ip-records/${own?.id}`;
    const update = await hosts.portal.inject({ method: 'PUT', url, headers: bearer(haishu), payload: patent });
    expect(update.statusCode).toBe(404);
    expect(body(update).msg).toBe('知识产权记录不存在');
    expect((await hosts.portal.inject({ method: 'DELETE', url, headers: bearer(haishu) })).statusCode).toBe(404);
    expect((await list(yunqi)).rows[0]).toEqual(own);
    expect((await list(haishu)).rows).toEqual([]);
  });

  it('refuses invalid records with Chinese messages per field, and control characters', async () => {
    const invalid = await create(yunqi, { ...patent, kind: 'software', grantedAt: '2022-01-01' });
    expect(invalid.statusCode).toBe(400);
    expect(body(invalid).data).toEqual({ fieldErrors: { number: '登记号格式应如 2023SR0123456', grantedAt: '登记日不能早于申请日' } });
    const unsafe = await create(yunqi, { ...patent, name: '检测方法\u0000' });
    expect(unsafe.statusCode).toBe(400);
    expect(body(unsafe).msg).toContain('name');
    const tooLong = await create(yunqi, { ...patent, name: '长'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect((await hosts.portal.inject({ method: 'POST', url: '/api/enterprise/ip-records', payload: patent })).statusCode).toBe(401);
  });
});
