import type { EnterpriseLedger, LedgerFieldKey } from './ledger';
import { isFieldFilled } from './ledger-fields';

export type BrandComponentId = 'trademark' | 'technology' | 'qualification' | 'quality' | 'growth' | 'digital';

/** One part of the brand score: what it counts, the enterprise's value, its weight and what would raise it. */
export type BrandComponent = {
  id: BrandComponentId;
  title: string;
  /** What the component counts and how a value turns into points. */
  counts: string;
  weight: number;
  /** `missing`: a ledger field it needs is empty, so it is not scored (never silently 0). */
  status: 'scored' | 'missing';
  /** The value as read from the ledger, in words; null when missing. */
  value: string | null;
  score: number | null;
  /** Empty ledger fields that keep it from being scored. */
  missingFields: LedgerFieldKey[];
  /** How to raise it; for a full score, what keeps it there. */
  advice: string;
};

export type BrandScore = {
  components: BrandComponent[];
  /** Points of the scored components. */
  score: number;
  /** Weight of the scored components: the most `score` could be with the data there is. */
  scoredWeight: number;
  maxScore: number;
};

/** Shown on the screen as it is: the score is only as good as the explanation of it. */
export const BRAND_SCORE_METHOD =
  '品牌评分按企业档案的六项数据计算，满分 100 分：商标保护 20 分、核心技术 20 分、资质荣誉 20 分、质量管理 15 分、经营成长 15 分、数字化水平 10 分。每项按档案中的数值分档得分；档案缺少某项数据时，该项不计分也不按 0 分计，只在总分旁注明缺少的权重。评分为平台依据档案自动计算的参考值，不是官方认定。';

function missing(fields: LedgerFieldKey[]): Pick<BrandComponent, 'status' | 'value' | 'score' | 'missingFields'> {
  return { status: 'missing', value: null, score: null, missingFields: fields };
}

function unfilled(ledger: EnterpriseLedger, keys: LedgerFieldKey[]): LedgerFieldKey[] {
  return keys.filter((key) => !isFieldFilled(key, ledger[key]));
}

function banded(value: number, bands: readonly [min: number, score: number][]): number {
  for (const [min, score] of bands) if (value >= min) return score;
  return 0;
}

function trademark(ledger: EnterpriseLedger): BrandComponent {
  const base = {
    id: 'trademark' as const,
    title: '商标保护',
    counts: '已注册商标件数：5 件及以上 20 分，2–4 件 15 分，1 件 10 分，没有 0 分',
    weight: 20,
  };
  const gaps = unfilled(ledger, ['trademarks']);
  if (gaps.length > 0) return { ...base, ...missing(gaps), advice: '在企业档案或知识产权台账中登记已注册的商标' };
  const count = ledger.trademarks ?? 0;
  const score = banded(count, [
    [5, 20],
    [2, 15],
    [1, 10],
  ]);
  return {
    ...base,
    status: 'scored',
    value: `${count} 件`,
    score,
    missingFields: [],
    advice: score === 20 ? '保持商标续展，并在主要产品类别和出口市场注册' : '在主要产品和服务类别注册商标，出口企业可办理马德里国际注册',
  };
}

function technology(ledger: EnterpriseLedger): BrandComponent {
  const base = {
    id: 'technology' as const,
    title: '核心技术',
    counts: '有效发明专利件数：5 件及以上 20 分，3–4 件 15 分，1–2 件 10 分；没有发明专利但有实用新型或软件著作权 5 分',
    weight: 20,
  };
  const gaps = unfilled(ledger, ['inventionPatents']);
  if (gaps.length > 0) return { ...base, ...missing(gaps), advice: '在企业档案或知识产权台账中登记已授权的专利' };
  const inventions = ledger.inventionPatents ?? 0;
  const others = (ledger.utilityModels ?? 0) + (ledger.softwareCopyrights ?? 0);
  const score =
    inventions > 0
      ? banded(inventions, [
          [5, 20],
          [3, 15],
          [1, 10],
        ])
      : others > 0
        ? 5
        : 0;
  return {
    ...base,
    status: 'scored',
    value: `发明专利 ${inventions} 件${inventions === 0 ? `，实用新型和软件著作权 ${others} 件` : ''}`,
    score,
    missingFields: [],
    advice: score === 20 ? '围绕主要产品持续布局发明专利' : '围绕主要产品申请发明专利，可借助知识产权服务机构做专利挖掘',
  };
}

const QUALIFICATION_POINTS: readonly [LedgerFieldKey, string, number][] = [
  ['qualLittleGiant', '专精特新“小巨人”', 8],
  ['qualSpecialized', '专精特新中小企业', 6],
  ['qualHighTech', '高新技术企业', 6],
  ['qualInnovativeSme', '创新型中小企业', 3],
  ['qualTechSme', '科技型中小企业', 2],
];

function qualification(ledger: EnterpriseLedger): BrandComponent {
  const base = {
    id: 'qualification' as const,
    title: '资质荣誉',
    counts: '持有的资质：专精特新“小巨人” 8 分，专精特新中小企业 6 分，高新技术企业 6 分，创新型中小企业 3 分，科技型中小企业 2 分，合计不超过 20 分',
    weight: 20,
  };
  // One unanswered qualification could be held: scoring without it would understate the enterprise.
  const gaps = unfilled(
    ledger,
    QUALIFICATION_POINTS.map(([key]) => key),
  );
  if (gaps.length > 0) return { ...base, ...missing(gaps), advice: '在企业档案中填写每项资质的认定日期，没有的选择“未获得”' };
  const held = QUALIFICATION_POINTS.filter(([key]) => typeof ledger[key] === 'string');
  const score = Math.min(
    20,
    held.reduce((total, [, , points]) => total + points, 0),
  );
  const next = QUALIFICATION_POINTS.find(([key]) => typeof ledger[key] !== 'string');
  return {
    ...base,
    status: 'scored',
    value: held.length > 0 ? held.map(([, label]) => label).join('、') : '暂未获得',
    score,
    missingFields: [],
    advice: score === 20 || !next ? '按期复核，保持资质有效' : `可评估申报${next[1]}（企业评测中可先自评）`,
  };
}

function quality(ledger: EnterpriseLedger): BrandComponent {
  const base = {
    id: 'quality' as const,
    title: '质量管理',
    counts: '获省级及以上质量奖 15 分，通过 ISO 9001 等质量管理体系认证 10 分，都没有 0 分',
    weight: 15,
  };
  const gaps = unfilled(ledger, ['qualityManagement']);
  if (gaps.length > 0) return { ...base, ...missing(gaps), advice: '在企业档案中填写质量管理体系认证情况' };
  const level = ledger.qualityManagement;
  const score = level === 'award' ? 15 : level === 'system' ? 10 : 0;
  return {
    ...base,
    status: 'scored',
    value: level === 'award' ? '获省级及以上质量奖' : level === 'system' ? '通过质量管理体系认证' : '未认证',
    score,
    missingFields: [],
    advice: level === 'award' ? '保持体系有效运行' : level === 'system' ? '申报市级、省级政府质量奖' : '通过 ISO 9001 质量管理体系认证',
  };
}

function growth(ledger: EnterpriseLedger): BrandComponent {
  const base = {
    id: 'growth' as const,
    title: '经营成长',
    counts: '近三年营业收入年均增长率：20% 及以上 15 分，10%–20% 10 分，0–10% 5 分，下降 0 分',
    weight: 15,
  };
  const gaps = unfilled(ledger, ['revenueY1', 'revenueY3']);
  if (gaps.length > 0) return { ...base, ...missing(gaps), advice: '在企业档案中填写上年度和三年前的营业收入' };
  const first = ledger.revenueY3 ?? 0;
  const last = ledger.revenueY1 ?? 0;
  if (first <= 0) return { ...base, ...missing(['revenueY3']), advice: '三年前没有营业收入时无法计算增长率，满三个完整会计年度后再评' };
  const ratio = last / first;
  const rate = (Math.sqrt(ratio) - 1) * 100;
  // Banded on the two-year ratio (1.2² = 1.44, 1.1² = 1.21), not the rate: √1.44 − 1 is 0.19999… in floating point,
  // and an enterprise exactly on a band's edge belongs in it. The tolerance only absorbs rounding of the division.
  const score = banded(ratio + 1e-9, [
    [1.44, 15],
    [1.21, 10],
    [1, 5],
  ]);
  return {
    ...base,
    status: 'scored',
    value: `年均增长 ${rate.toFixed(1)}%`,
    score,
    missingFields: [],
    advice: score === 15 ? '保持增长，关注利润与现金流' : '拓展主营产品的市场，可参考找市场的需求与链主合作机会',
  };
}

function digital(ledger: EnterpriseLedger): BrandComponent {
  const base = {
    id: 'digital' as const,
    title: '数字化水平',
    counts: '中小企业数字化水平评测等级：四级 10 分，三级 8 分，二级 6 分，一级 3 分，未评测 0 分',
    weight: 10,
  };
  const gaps = unfilled(ledger, ['digitalLevel']);
  if (gaps.length > 0) return { ...base, ...missing(gaps), advice: '在企业档案中填写数字化水平评测等级' };
  const level = ledger.digitalLevel ?? 'none';
  const score = { none: 0, level1: 3, level2: 6, level3: 8, level4: 10 }[level];
  return {
    ...base,
    status: 'scored',
    value: level === 'none' ? '未评测' : `${{ level1: '一', level2: '二', level3: '三', level4: '四' }[level]}级`,
    score,
    missingFields: [],
    advice: score === 10 ? '保持数字化投入' : '参加中小企业数字化水平评测，推进生产、管理环节上云用数',
  };
}

/** The brand score of a ledger: six weighted components, each explained; missing data is shown as missing, never as 0. */
export function brandScore(ledger: EnterpriseLedger): BrandScore {
  const components = [trademark(ledger), technology(ledger), qualification(ledger), quality(ledger), growth(ledger), digital(ledger)];
  const scored = components.filter((component) => component.status === 'scored');
  return {
    components,
    score: scored.reduce((total, component) => total + (component.score ?? 0), 0),
    scoredWeight: scored.reduce((total, component) => total + component.weight, 0),
    maxScore: components.reduce((total, component) => total + component.weight, 0),
  };
}
