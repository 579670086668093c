import type { EnterpriseLedger } from './ledger';
import { INDUSTRY_SECTIONS } from './ledger-fields';

/**
 * 找市场 › 链主合作平台: how well an enterprise's ledger fits an industry chain, and the chain's
 * 带动指数. Pure functions, shared by the stand-in (which answers with the result) and the portal (which
 * explains the weights on screen), so the rule is written once.
 */

export type QualityTier = 'littleGiant' | 'specialized' | 'innovative' | 'highTech' | 'techSme';
export type ChainStage = 'upstream' | 'midstream' | 'downstream';

export const QUALITY_TIER_LABELS: Record<QualityTier, string> = {
  littleGiant: '专精特新“小巨人”',
  specialized: '专精特新中小企业',
  innovative: '创新型中小企业',
  highTech: '高新技术企业',
  techSme: '科技型中小企业',
};

/** Highest first: the order lists and cards show tiers in. */
export const QUALITY_TIERS: readonly QualityTier[] = ['littleGiant', 'specialized', 'innovative', 'highTech', 'techSme'];

export const CHAIN_STAGE_LABELS: Record<ChainStage, string> = { upstream: '上游', midstream: '中游', downstream: '下游' };

/** The ledger's 资质 field that records each tier (its value is the date it was granted; `null` means not held). */
export const LEDGER_TIER_FIELDS = {
  littleGiant: 'qualLittleGiant',
  specialized: 'qualSpecialized',
  innovative: 'qualInnovativeSme',
  highTech: 'qualHighTech',
  techSme: 'qualTechSme',
} as const satisfies Record<QualityTier, keyof EnterpriseLedger>;

/** The tiers a ledger holds with the year each was granted, highest first. */
export function ledgerTiers(ledger: EnterpriseLedger): { tier: QualityTier; year: number }[] {
  const held: { tier: QualityTier; year: number }[] = [];
  for (const tier of QUALITY_TIERS) {
    const granted = ledger[LEDGER_TIER_FIELDS[tier]];
    const year = typeof granted === 'string' ? Number(granted.slice(0, 4)) : NaN;
    if (Number.isInteger(year)) held.push({ tier, year });
  }
  return held;
}

export function industryName(code: string): string | undefined {
  return INDUSTRY_SECTIONS.find((section) => section.code === code)?.name;
}

export type ChainSegmentFacts = { stage: ChainStage; name: string; industries: readonly string[]; keywords: readonly string[] };

export type ChainMatchFactor = 'industry' | 'products' | 'tiers';
export type ChainMatchStatus = 'matched' | 'unmatched' | 'missing';
export type ChainMatchReason = { factor: ChainMatchFactor; status: ChainMatchStatus; points: number; maxPoints: number; text: string };
export type ChainMatchResult = { score: number; segment: string | null; reasons: ChainMatchReason[] };

/**
 * Points per factor; they add up to 100. Products weigh most: they are what a chain leader buys, and the only fact
 * that tells one chain from another (nearly every chain has a 制造业 segment, so 所属行业 alone says little). One
 * product found outweighs the industry and the tiers together, so a chain the products fit always ranks above one
 * they do not.
 */
export const CHAIN_MATCH_POINTS = { industry: 10, products: 70, tiers: 20 } as const;
/** One typical product of a segment found in the ledger's 主营产品 earns this much; two or more earn all 70. */
export const CHAIN_MATCH_ONE_PRODUCT_POINTS = 50;
/** A chain leader counts a supplier's highest tier; 小巨人 counts fully. */
export const CHAIN_MATCH_TIER_POINTS: Record<QualityTier, number> = { littleGiant: 20, specialized: 16, highTech: 14, innovative: 10, techSme: 8 };

function segmentLabel(segment: ChainSegmentFacts): string {
  return `${CHAIN_STAGE_LABELS[segment.stage]} · ${segment.name}`;
}

function filledText(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

function productHits(products: string, segment: ChainSegmentFacts): string[] {
  const lower = products.toLowerCase();
  return segment.keywords.filter((keyword) => lower.includes(keyword.toLowerCase()));
}

function tiersAnswered(ledger: EnterpriseLedger): boolean {
  return QUALITY_TIERS.some((tier) => ledger[LEDGER_TIER_FIELDS[tier]] !== undefined);
}

/**
 * Scores a ledger against a chain from three ledger facts: 所属行业, 主营产品 and 梯度资质. A fact the ledger
 * does not hold is reported as missing and scores nothing: the score never claims a fit the ledger does not show.
 */
export function matchLedgerToChain(ledger: EnterpriseLedger, segments: readonly ChainSegmentFacts[]): ChainMatchResult {
  const reasons: ChainMatchReason[] = [];

  const industry = filledText(ledger.industry);
  const industrySegments = industry ? segments.filter((segment) => segment.industries.includes(industry)) : [];
  if (!industry) {
    reasons.push({ factor: 'industry', status: 'missing', points: 0, maxPoints: CHAIN_MATCH_POINTS.industry, text: '企业档案未填写所属行业，无法判断与哪个环节同属一个行业，此项不计分' });
  } else {
    const name = `${industryName(industry) ?? industry}（${industry}）`;
    reasons.push(
      industrySegments.length > 0
        ? {
            factor: 'industry',
            status: 'matched',
            points: CHAIN_MATCH_POINTS.industry,
            maxPoints: CHAIN_MATCH_POINTS.industry,
            text: `档案所属行业${name}与${industrySegments.map(segmentLabel).join('、')}相同`,
          }
        : { factor: 'industry', status: 'unmatched', points: 0, maxPoints: CHAIN_MATCH_POINTS.industry, text: `档案所属行业${name}不在本链各环节的行业之列` },
    );
  }

  const products = filledText(ledger.mainProducts);
  let best: { segment: ChainSegmentFacts; hits: string[] } | undefined;
  if (products) {
    for (const segment of segments) {
      const hits = productHits(products, segment);
      if (hits.length > (best?.hits.length ?? 0)) best = { segment, hits };
    }
  }
  if (!products) {
    reasons.push({ factor: 'products', status: 'missing', points: 0, maxPoints: CHAIN_MATCH_POINTS.products, text: '企业档案未填写主营产品，无法与各环节的典型产品比对，此项不计分' });
  } else if (best) {
    const points = best.hits.length >= 2 ? CHAIN_MATCH_POINTS.products : CHAIN_MATCH_ONE_PRODUCT_POINTS;
    reasons.push({
      factor: 'products',
      status: 'matched',
      points,
      maxPoints: CHAIN_MATCH_POINTS.products,
      text: `档案主营产品“${products}”含${best.hits.map((hit) => `“${hit}”`).join('、')}，对应${segmentLabel(best.segment)}`,
    });
  } else {
    const examples = segments.flatMap((segment) => segment.keywords.slice(0, 1)).slice(0, 4);
    reasons.push({
      factor: 'products',
      status: 'unmatched',
      points: 0,
      maxPoints: CHAIN_MATCH_POINTS.products,
      text: `档案主营产品“${products}”中没有本链各环节的典型产品${examples.length > 0 ? `（如${examples.join('、')}）` : ''}`,
    });
  }

  const held = ledgerTiers(ledger);
  // The tier that counts most for a chain leader (高企 outweighs 创新型 here, though 创新型 is on the 梯度 ladder).
  const top = [...held].sort((a, b) => CHAIN_MATCH_TIER_POINTS[b.tier] - CHAIN_MATCH_TIER_POINTS[a.tier])[0];
  if (top) {
    reasons.push({
      factor: 'tiers',
      status: 'matched',
      points: CHAIN_MATCH_TIER_POINTS[top.tier],
      maxPoints: CHAIN_MATCH_POINTS.tiers,
      text: `档案记有${held.map((item) => `${QUALITY_TIER_LABELS[item.tier]}（${item.year}年）`).join('、')}，按其中分值最高的${QUALITY_TIER_LABELS[top.tier]}计分`,
    });
  } else if (tiersAnswered(ledger)) {
    reasons.push({ factor: 'tiers', status: 'unmatched', points: 0, maxPoints: CHAIN_MATCH_POINTS.tiers, text: '档案中未持有专精特新、高新技术企业等梯度资质' });
  } else {
    reasons.push({ factor: 'tiers', status: 'missing', points: 0, maxPoints: CHAIN_MATCH_POINTS.tiers, text: '企业档案未填写资质情况，此项不计分' });
  }

  // Only products name a segment: the same 行业门类 is shared by most segments and is no sign of a fit on its own.
  const segment = best?.segment;
  return {
    score: reasons.reduce((sum, reason) => sum + reason.points, 0),
    segment: segment ? segmentLabel(segment) : null,
    reasons,
  };
}

export type DriveIndexInputs = { localSupplyRate: number; supplierSmes: number; openOpportunities: number };

/** 带动指数 = 本地配套率 × 50% + 配套中小企业数得分 × 30% + 开放供需机会得分 × 20%, each part out of 100. */
export const DRIVE_INDEX_WEIGHTS = { localSupplyRate: 0.5, supplierSmes: 0.3, openOpportunities: 0.2 } as const;
/** 配套中小企业 reaching this count score the full 100 on their part. */
export const DRIVE_INDEX_FULL_SUPPLIERS = 500;
/** Open opportunities reaching this count score the full 100 on their part. */
export const DRIVE_INDEX_FULL_OPPORTUNITIES = 10;

export function chainDriveIndex(inputs: DriveIndexInputs): number {
  const rate = Math.min(100, Math.max(0, inputs.localSupplyRate));
  const suppliers = Math.min(100, (Math.max(0, inputs.supplierSmes) / DRIVE_INDEX_FULL_SUPPLIERS) * 100);
  const opportunities = Math.min(100, (Math.max(0, inputs.openOpportunities) / DRIVE_INDEX_FULL_OPPORTUNITIES) * 100);
  return Math.round(
    rate * DRIVE_INDEX_WEIGHTS.localSupplyRate + suppliers * DRIVE_INDEX_WEIGHTS.supplierSmes + opportunities * DRIVE_INDEX_WEIGHTS.openOpportunities,
  );
}
