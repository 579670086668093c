import { describe, expect, it } from 'vitest';
import { matchLedgerToChain } from '@smes/eligibility';
import type { EnterpriseLedger } from '@smes/eligibility';
import { CHAINS } from './industry-chains';

/** Every seeded chain's score for one ledger, highest first (ties in seed order). */
function ranking(ledger: EnterpriseLedger): { chain: number; score: number; products: number; segment: string | null }[] {
  return CHAINS.map((chain, index) => {
    const result = matchLedgerToChain(ledger, chain.segments);
    return { chain: index, score: result.score, products: result.reasons.find((reason) => reason.factor === 'products')?.points ?? 0, segment: result.segment };
  }).sort((a, b) => b.score - a.score || a.chain - b.chain);
}

/** A supplier of one segment: its first 行业门类, two of its typical products, a 高企. */
function supplierOf(chain: number, segment: number): EnterpriseLedger {
  const facts = CHAINS[chain]?.segments[segment];
  return { industry: facts?.industries[0], mainProducts: facts?.keywords.slice(0, 2).join('、'), qualHighTech: '2024-06-01' };
}

describe('chain scores over the seeded chains', () => {
  it('put a segment’s supplier on its own chain first, by the products, ahead of every chain its products do not fit', () => {
    CHAINS.forEach((chain, chainIndex) => {
      chain.segments.forEach((_segment, segmentIndex) => {
        const ranked = ranking(supplierOf(chainIndex, segmentIndex));
        const own = ranked.find((item) => item.chain === chainIndex);
        expect(own?.score, `${chain.name} #${segmentIndex}`).toBe(ranked[0]?.score);
        // A chain the products do not fit scores at most industry + tiers, below any chain they fit.
        const unfit = ranked.filter((item) => item.products === 0);
        for (const other of unfit) expect(other.score, `${chain.name} vs ${CHAINS[other.chain]?.name}`).toBeLessThan(own?.score ?? 0);
      });
    });
  });

  it('rank differently for enterprises of different trades: each chain’s midstream supplier has its own chain at the top', () => {
    CHAINS.forEach((chain, index) => {
      const ranked = ranking(supplierOf(index, 1));
      // Chains that share a typical product (工业软件 and 智能装备 both list MES) may tie at the top.
      const top = ranked.filter((item) => item.score === ranked[0]?.score).map((item) => item.chain);
      expect(top, chain.name).toContain(index);
      expect(top.length, chain.name).toBeLessThan(CHAINS.length / 2);
    });
    // No two trades see the same scores across the chains.
    const profiles = new Set(CHAINS.map((_chain, index) => JSON.stringify(CHAINS.map((other) => matchLedgerToChain(supplierOf(index, 1), other.segments).score))));
    expect(profiles.size).toBe(CHAINS.length);
  });

  it('name a segment only where the products fit: the industry alone is no 最相符 环节', () => {
    // A smart-equipment maker (制造业, 高企) against the textile chain and every other.
    for (const item of ranking({ industry: 'C', mainProducts: '工业视觉检测设备、工业机器人工作站', qualHighTech: '2024-06-01' })) {
      expect(item.segment === null).toBe(item.products === 0);
    }
    const ranked = ranking({ industry: 'C', mainProducts: '工业视觉检测设备、工业机器人工作站', qualHighTech: '2024-06-01' });
    expect(CHAINS[ranked[0]?.chain ?? -1]?.segments.some((segment) => segment.keywords.includes('工业机器人'))).toBe(true);
    // The chains its products do not fit are far below the one they fit, not one point apart.
    expect((ranked[0]?.score ?? 0) - (ranked.find((item) => item.products === 0)?.score ?? 0)).toBeGreaterThanOrEqual(50);
  });
});
