import { describe, expect, it } from 'vitest';
import { ledgerCompleteness } from './completeness';
import {
  INDUSTRY_SECTIONS,
  LEDGER_FIELDS,
  LEDGER_FIELD_KEYS,
  getLedgerField,
  isFieldFilled,
  isLedgerFieldKey,
  sortLedgerFieldKeys,
} from './ledger-fields';
import { SAMPLE_LEDGER } from './sample-ledger';

describe('LEDGER_FIELDS', () => {
  it('describes each field once, with a Chinese label and a known group', () => {
    expect(new Set(LEDGER_FIELD_KEYS).size).toBe(LEDGER_FIELDS.length);
    const groups = new Set(['基本信息', '人员', '财务', '知识产权', '研发与转化', '资质', '合规']);
    for (const field of LEDGER_FIELDS) {
      expect(field.label).toMatch(/[\u4e00-\u9fff]/);
      expect(groups.has(field.group)).toBe(true);
    }
  });

  it('gives amounts 万元, staff 人 and IP counts 件', () => {
    expect(getLedgerField('revenueY1')).toMatchObject({ kind: 'amount', unit: '万元', label: '营业收入（上年度）' });
    expect(getLedgerField('rdStaff')).toMatchObject({ kind: 'integer', unit: '人' });
    expect(getLedgerField('inventionPatents')).toMatchObject({ kind: 'integer', unit: '件', group: '知识产权' });
    expect(getLedgerField('netProfitY1').allowNegative).toBe(true);
    expect(getLedgerField('rdInstitutionLevel').options?.map((option) => option.label)).toEqual([
      '未建立',
      '区县级',
      '市级',
      '省级',
      '国家级',
    ]);
  });

  it('lists the 20 GB/T 4754-2017 sections A to T', () => {
    expect(INDUSTRY_SECTIONS).toHaveLength(20);
    expect(INDUSTRY_SECTIONS[0]).toEqual({ code: 'A', name: '农、林、牧、渔业' });
    expect(INDUSTRY_SECTIONS.find((section) => section.code === 'I')?.name).toBe('信息传输、软件和信息技术服务业');
    expect(INDUSTRY_SECTIONS[19]).toEqual({ code: 'T', name: '国际组织' });
    expect(getLedgerField('industry').options).toHaveLength(20);
  });

  it('knows its keys and sorts them into form order', () => {
    expect(isLedgerFieldKey('creditCode')).toBe(true);
    expect(isLedgerFieldKey('rdStaffRatio')).toBe(false);
    expect(sortLedgerFieldKeys(['majorIncidentLastYear', 'revenueY1', 'enterpriseName', 'revenueY1'])).toEqual([
      'enterpriseName',
      'revenueY1',
      'majorIncidentLastYear',
    ]);
    expect(() => getLedgerField('nope' as never)).toThrow('Unknown ledger field: nope');
  });
});

describe('isFieldFilled', () => {
  it('treats null as an answer only for qualification dates', () => {
    expect(isFieldFilled('qualHighTech', null)).toBe(true);
    expect(isFieldFilled('qualHighTech', undefined)).toBe(false);
    expect(isFieldFilled('revenueY1', null)).toBe(false);
  });

  it('does not count values of the wrong type or blank text', () => {
    expect(isFieldFilled('revenueY1', '100')).toBe(false);
    expect(isFieldFilled('revenueY1', Number.NaN)).toBe(false);
    expect(isFieldFilled('revenueY1', 0)).toBe(true);
    expect(isFieldFilled('hasRdAccounting', false)).toBe(true);
    expect(isFieldFilled('hasRdAccounting', 'false')).toBe(false);
    expect(isFieldFilled('enterpriseName', '  ')).toBe(false);
    expect(isFieldFilled('rdInstitutionLevel', 'galactic')).toBe(false);
  });
});

describe('ledgerCompleteness', () => {
  it('counts an empty ledger as 0%', () => {
    const result = ledgerCompleteness({});
    expect(result).toMatchObject({ filled: 0, total: LEDGER_FIELDS.length, percent: 0 });
    expect(result.missing).toEqual(LEDGER_FIELD_KEYS);
  });

  it('counts a full ledger as 100%', () => {
    expect(ledgerCompleteness(SAMPLE_LEDGER)).toEqual({
      filled: LEDGER_FIELDS.length,
      total: LEDGER_FIELDS.length,
      percent: 100,
      missing: [],
    });
  });

  it('rounds down over a chosen subset and lists the gaps in form order', () => {
    const result = ledgerCompleteness({ rdStaff: 3, qualHighTech: null, revenueY1: null }, [
      'revenueY1',
      'rdStaff',
      'qualHighTech',
    ]);
    expect(result).toEqual({ filled: 2, total: 3, percent: 66, missing: ['revenueY1'] });
  });

  it('never reports 100% while a field is missing', () => {
    const ledger = { ...SAMPLE_LEDGER, trademarks: undefined };
    const result = ledgerCompleteness(ledger);
    expect(result.percent).toBe(98);
    expect(result.missing).toEqual(['trademarks']);
  });
});
