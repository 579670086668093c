import { describe, expect, it } from 'vitest';
import { chainDriveIndex, ledgerTiers, matchLedgerToChain } from './chain-match';
import type { ChainSegmentFacts } from './chain-match';

const SEGMENTS: ChainSegmentFacts[] = [
  { stage: 'upstream', name: '核心零部件', industries: ['C'], keywords: ['伺服电机', '减速器', '控制器'] },
  { stage: 'midstream', name: '智能制造装备', industries: ['C'], keywords: ['视觉检测', '工业机器人', '数控系统'] },
  { stage: 'downstream', name: '系统集成与软件', industries: ['I'], keywords: ['产线控制软件', 'MES'] },
];

const reason = (result: ReturnType<typeof matchLedgerToChain>, factor: string) => result.reasons.find((item) => item.factor === factor);

describe('matchLedgerToChain', () => {
  it('scores a ledger that shows all three facts and names the segment its products fit', () => {
    const result = matchLedgerToChain(
      { industry: 'C', mainProducts: '工业视觉检测设备、工业机器人工作站', qualHighTech: '2024-06-01', qualLittleGiant: null, qualTechSme: '2025-03-01' },
      SEGMENTS,
    );
    expect(result.score).toBe(10 + 70 + 14);
    expect(result.segment).toBe('中游 · 智能制造装备');
    expect(reason(result, 'industry')).toMatchObject({ status: 'matched', points: 10 });
    expect(reason(result, 'industry')?.text).toContain('制造业（C）');
    expect(reason(result, 'products')?.text).toContain('“视觉检测”、“工业机器人”');
    expect(reason(result, 'tiers')?.text).toBe('档案记有高新技术企业（2024年）、科技型中小企业（2025年），按其中分值最高的高新技术企业计分');
  });

  it('gives 50 for one typical product and 70 for two or more', () => {
    expect(reason(matchLedgerToChain({ mainProducts: '伺服电机' }, SEGMENTS), 'products')?.points).toBe(50);
    expect(reason(matchLedgerToChain({ mainProducts: '伺服电机与精密减速器' }, SEGMENTS), 'products')?.points).toBe(70);
  });

  it('ranks a chain one product fits above any the products do not fit, whatever the industry and tiers', () => {
    const oneProduct = matchLedgerToChain({ mainProducts: '伺服电机', qualHighTech: null, qualSpecialized: null, qualLittleGiant: null, qualInnovativeSme: null, qualTechSme: null }, SEGMENTS);
    const noProduct = matchLedgerToChain({ industry: 'C', mainProducts: '连锁餐饮', qualLittleGiant: '2024-01-01' }, SEGMENTS);
    expect(oneProduct.score).toBeGreaterThan(noProduct.score);
  });

  it('never scores what the ledger does not hold: missing facts are said and earn nothing', () => {
    const result = matchLedgerToChain({}, SEGMENTS);
    expect(result.score).toBe(0);
    expect(result.segment).toBeNull();
    expect(result.reasons.map((item) => item.status)).toEqual(['missing', 'missing', 'missing']);
    expect(reason(result, 'products')?.text).toContain('未填写主营产品');
  });

  it('tells a fact that does not fit from one that is missing', () => {
    const result = matchLedgerToChain(
      { industry: 'H', mainProducts: '连锁餐饮', qualHighTech: null, qualSpecialized: null, qualLittleGiant: null, qualInnovativeSme: null, qualTechSme: null },
      SEGMENTS,
    );
    expect(result.score).toBe(0);
    expect(result.reasons.map((item) => item.status)).toEqual(['unmatched', 'unmatched', 'unmatched']);
    expect(reason(result, 'industry')?.text).toContain('住宿和餐饮业（H）');
    expect(reason(result, 'products')?.text).toContain('如伺服电机、视觉检测、产线控制软件');
  });

  it('names no segment when no product fits (the industry alone is no fit), and scores the highest tier held', () => {
    const result = matchLedgerToChain({ industry: 'I', mainProducts: '财务软件', qualSpecialized: '2023-01-01', qualTechSme: '2022-05-01' }, SEGMENTS);
    expect(result.segment).toBeNull();
    expect(result.score).toBe(10 + 0 + 16);
    expect(matchLedgerToChain({ qualInnovativeSme: '2024-01-01', qualHighTech: '2023-01-01' }, SEGMENTS).score).toBe(14);
  });

  it('matches product words regardless of Latin case', () => {
    expect(reason(matchLedgerToChain({ mainProducts: '离散制造 mes 系统' }, SEGMENTS), 'products')?.status).toBe('matched');
  });
});

describe('ledgerTiers', () => {
  it('lists held tiers highest first with the year granted, skipping null (not held) and unanswered ones', () => {
    expect(ledgerTiers({ qualTechSme: '2025-02-01', qualLittleGiant: '2023-07-15', qualHighTech: null })).toEqual([
      { tier: 'littleGiant', year: 2023 },
      { tier: 'techSme', year: 2025 },
    ]);
  });
});

describe('chainDriveIndex', () => {
  it('weighs 本地配套率 50%, 配套中小企业 30% (500 is full) and 开放机会 20% (10 is full)', () => {
    expect(chainDriveIndex({ localSupplyRate: 100, supplierSmes: 500, openOpportunities: 10 })).toBe(100);
    expect(chainDriveIndex({ localSupplyRate: 0, supplierSmes: 0, openOpportunities: 0 })).toBe(0);
    expect(chainDriveIndex({ localSupplyRate: 60, supplierSmes: 250, openOpportunities: 5 })).toBe(30 + 15 + 10);
    expect(chainDriveIndex({ localSupplyRate: 60, supplierSmes: 5000, openOpportunities: 40 })).toBe(30 + 30 + 20);
  });
});
