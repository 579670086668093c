import { describe, expect, it } from 'vitest';
import type { IpRecordInput } from './ip-records';
import { IP_LEDGER_COUNT_KEYS, ipLedgerCounts, validateIpRecord, withIpRecords } from './ip-records';
import { SAMPLE_LEDGER } from './sample-ledger';

const now = new Date('2026-11-24T02:00:00Z');
const patent: IpRecordInput = {
  kind: 'invention',
  number: 'ZL202110123456.7',
  name: '一种基于深度学习的工业视觉缺陷检测方法',
  status: 'granted',
  appliedAt: '2021-03-02',
  grantedAt: '2023-06-16',
  owner: '杭州云栖智造科技有限公司',
};

describe('ipLedgerCounts', () => {
  it('decides exactly the fields IP_LEDGER_COUNT_KEYS names (the forms lock those)', () => {
    expect([...IP_LEDGER_COUNT_KEYS].sort()).toEqual(Object.keys(ipLedgerCounts([])).sort());
  });

  it('counts granted records only, 发明 as Ⅰ类 and 实用新型/外观/软著 as Ⅱ类, 商标 in neither class', () => {
    const counts = ipLedgerCounts([
      patent,
      { ...patent, status: 'pending' },
      { ...patent, status: 'expired' },
      { ...patent, kind: 'utility_model' },
      { ...patent, kind: 'design' },
      { ...patent, kind: 'software' },
      { ...patent, kind: 'trademark' },
      { ...patent, kind: 'trademark', status: 'rejected' },
    ]);
    expect(counts).toEqual({ inventionPatents: 1, utilityModels: 1, designPatents: 1, softwareCopyrights: 1, trademarks: 1, ipClass1: 1, ipClass2: 3 });
  });

  it('leaves the ledger alone without records and overrides its counts with them', () => {
    expect(withIpRecords(SAMPLE_LEDGER, [])).toBe(SAMPLE_LEDGER);
    const ledger = withIpRecords(SAMPLE_LEDGER, [patent]);
    expect(ledger).toMatchObject({ inventionPatents: 1, utilityModels: 0, ipClass1: 1, ipClass2: 0 });
    expect(ledger.revenueY1).toBe(SAMPLE_LEDGER.revenueY1);
  });
});

describe('validateIpRecord', () => {
  it('accepts a well-formed granted patent', () => {
    expect(validateIpRecord(patent, now)).toEqual({});
    expect(validateIpRecord({ ...patent, kind: 'software', number: '2023SR0123456' }, now)).toEqual({});
    expect(validateIpRecord({ ...patent, kind: 'trademark', number: '56781234' }, now)).toEqual({});
    expect(validateIpRecord({ ...patent, status: 'pending', grantedAt: null }, now)).toEqual({});
  });

  it('names each problem in Chinese', () => {
    expect(validateIpRecord({ ...patent, number: '2021-1' }, now).number).toBe('专利号格式应如 ZL202110123456.7');
    expect(validateIpRecord({ ...patent, kind: 'software' }, now).number).toBe('登记号格式应如 2023SR0123456');
    expect(validateIpRecord({ ...patent, name: '  ' }, now).name).toBe('请填写名称');
    expect(validateIpRecord({ ...patent, owner: '' }, now).owner).toBe('请填写权利人');
    expect(validateIpRecord({ ...patent, grantedAt: null }, now).grantedAt).toBe('已授权的记录须填写授权日');
    expect(validateIpRecord({ ...patent, kind: 'trademark', number: '56781234', grantedAt: null }, now).grantedAt).toBe('已注册的记录须填写注册日');
    expect(validateIpRecord({ ...patent, grantedAt: '2020-01-01' }, now).grantedAt).toBe('授权日不能早于申请日');
    expect(validateIpRecord({ ...patent, appliedAt: '2026-11-25', grantedAt: null, status: 'pending' }, now).appliedAt).toBe('申请日不能晚于今天');
    expect(validateIpRecord({ ...patent, grantedAt: '2026-02-30' }, now).grantedAt).toBe('授权日不是有效日期');
    expect(validateIpRecord({ ...patent, status: 'pending' }, now).grantedAt).toBe('申请中的记录还没有授权日');
  });
});
