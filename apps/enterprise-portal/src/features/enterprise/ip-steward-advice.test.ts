import { describe, expect, it } from 'vitest';
import { buildIpLedgerCounts, buildIpRecord, buildIpRecordList } from '@smes/api/testing';
import { ipStewardAdvice } from './ip-steward-advice';

describe('ipStewardAdvice', () => {
  it('suggests nothing from an empty 台账', () => {
    expect(ipStewardAdvice(buildIpRecordList([], buildIpLedgerCounts({ inventionPatents: 0, ipClass1: 0 })))).toEqual([]);
  });

  it('puts a missing 发明专利 and 商标 first', () => {
    const list = buildIpRecordList([buildIpRecord({ kind: 'utility_model', ipClass: 'class2' })], buildIpLedgerCounts({ inventionPatents: 0, ipClass1: 0, utilityModels: 1, ipClass2: 1 }));
    expect(ipStewardAdvice(list).map((item) => item.need)).toEqual(['专利申请代理', '商标注册']);
  });

  it('follows applications under examination, then 贯标 and 高价值专利 for a holder of many', () => {
    const rows = [buildIpRecord(), buildIpRecord({ id: 2, status: 'pending', grantedAt: null }), buildIpRecord({ id: 3, kind: 'trademark', status: 'pending', ipClass: null })];
    const list = buildIpRecordList(rows, buildIpLedgerCounts({ inventionPatents: 5, ipClass1: 5, utilityModels: 18, ipClass2: 29, trademarks: 4 }));
    const advice = ipStewardAdvice(list);
    expect(advice.map((item) => item.need)).toEqual(['专利申请代理', '知识产权贯标', '高价值专利培育']);
    expect(advice[0]?.reason).toContain('有 1 件专利或软著在申请中');
  });
});
