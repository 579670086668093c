import type { IpLedgerCounts, IpRecord, IpRecordList } from './types';

export function buildIpRecord(overrides: Partial<IpRecord> = {}): IpRecord {
  return {
    id: 301,
    kind: 'invention',
    number: 'ZL202110123456.7',
    name: '一种基于深度学习的工业视觉表面缺陷检测方法',
    status: 'granted',
    appliedAt: '2021-03-02',
    grantedAt: '2023-06-16',
    owner: '杭州云栖智造科技有限公司',
    ipClass: 'class1',
    updatedAt: '2026-11-12T00:00:00.000Z',
    ...overrides,
  };
}

export function buildIpLedgerCounts(overrides: Partial<IpLedgerCounts> = {}): IpLedgerCounts {
  return { inventionPatents: 1, utilityModels: 0, designPatents: 0, softwareCopyrights: 0, trademarks: 0, ipClass1: 1, ipClass2: 0, ...overrides };
}

export function buildIpRecordList(rows: IpRecord[] = [buildIpRecord()], counts: IpLedgerCounts = buildIpLedgerCounts()): IpRecordList {
  return { rows, counts };
}
