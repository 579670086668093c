import { describe, expect, it } from 'vitest';
import { brandScore } from './brand-score';
import type { BrandComponentId } from './brand-score';
import type { EnterpriseLedger } from './ledger';
import { SAMPLE_LEDGER } from './sample-ledger';

const full: EnterpriseLedger = {
  trademarks: 4,
  inventionPatents: 5,
  utilityModels: 18,
  softwareCopyrights: 9,
  qualHighTech: '2025-05-10',
  qualSpecialized: null,
  qualLittleGiant: null,
  qualInnovativeSme: '2025-11-04',
  qualTechSme: '2026-09-25',
  qualityManagement: 'system',
  revenueY1: 6800,
  revenueY3: 4100,
  digitalLevel: 'level1',
};

const component = (ledger: EnterpriseLedger, id: BrandComponentId) => brandScore(ledger).components.find((item) => item.id === id);

describe('brandScore', () => {
  it('scores each component from the ledger and adds them up', () => {
    const result = brandScore(full);
    expect(result.components.map((item) => [item.id, item.score])).toEqual([
      ['trademark', 15],
      ['technology', 20],
      ['qualification', 11],
      ['quality', 10],
      ['growth', 15],
      ['digital', 3],
    ]);
    expect(result).toMatchObject({ score: 74, scoredWeight: 100, maxScore: 100 });
    expect(component(full, 'growth')?.value).toBe('年均增长 28.8%');
    expect(component(full, 'qualification')?.value).toBe('高新技术企业、创新型中小企业、科技型中小企业');
  });

  it('shows missing data as missing, not as 0, and leaves its weight out of what was scored', () => {
    const { trademarks: _trademarks, digitalLevel: _digital, ...partial } = full;
    const result = brandScore(partial);
    expect(component(partial, 'trademark')).toMatchObject({ status: 'missing', score: null, value: null, missingFields: ['trademarks'] });
    expect(component(partial, 'digital')).toMatchObject({ status: 'missing', score: null, missingFields: ['digitalLevel'] });
    expect(result).toMatchObject({ score: 56, scoredWeight: 70, maxScore: 100 });
    expect(brandScore({}).components.every((item) => item.status === 'missing')).toBe(true);
    expect(brandScore({})).toMatchObject({ score: 0, scoredWeight: 0 });
  });

  it('answers an unanswered qualification as missing (it could be held), and 未获得 as an answer', () => {
    const { qualTechSme: _tech, ...unanswered } = full;
    expect(component(unanswered, 'qualification')).toMatchObject({ status: 'missing', missingFields: ['qualTechSme'] });
    const none = { ...full, qualHighTech: null, qualInnovativeSme: null, qualTechSme: null };
    expect(component(none, 'qualification')).toMatchObject({ status: 'scored', score: 0, value: '暂未获得' });
    const all = { ...full, qualSpecialized: '2024-01-01', qualLittleGiant: '2025-01-01' };
    expect(component(all, 'qualification')?.score).toBe(20);
  });

  it('bands at their edges', () => {
    expect([0, 1, 2, 4, 5].map((trademarks) => component({ trademarks }, 'trademark')?.score)).toEqual([0, 10, 15, 15, 20]);
    expect([0, 1, 2, 3, 4, 5].map((inventionPatents) => component({ inventionPatents }, 'technology')?.score)).toEqual([0, 10, 10, 15, 15, 20]);
    expect(component({ inventionPatents: 0, utilityModels: 2 }, 'technology')?.score).toBe(5);
    // 1.2² = 1.44: exactly 20% a year; 1.1² = 1.21: exactly 10%.
    expect(component({ revenueY3: 100, revenueY1: 144 }, 'growth')?.score).toBe(15);
    expect(component({ revenueY3: 100, revenueY1: 143 }, 'growth')?.score).toBe(10);
    expect(component({ revenueY3: 100, revenueY1: 121 }, 'growth')?.score).toBe(10);
    expect(component({ revenueY3: 100, revenueY1: 100 }, 'growth')?.score).toBe(5);
    expect(component({ revenueY3: 100, revenueY1: 99 }, 'growth')?.score).toBe(0);
    expect(component({ revenueY3: 0, revenueY1: 99 }, 'growth')).toMatchObject({ status: 'missing', missingFields: ['revenueY3'] });
    expect(['none', 'level1', 'level2', 'level3', 'level4'].map((digitalLevel) => component({ digitalLevel } as EnterpriseLedger, 'digital')?.score)).toEqual([0, 3, 6, 8, 10]);
    expect(['none', 'system', 'award'].map((qualityManagement) => component({ qualityManagement } as EnterpriseLedger, 'quality')?.score)).toEqual([0, 10, 15]);
  });

  it('scores the sample ledger without a missing component', () => {
    expect(brandScore(SAMPLE_LEDGER).scoredWeight).toBe(100);
  });
});
