import type { CompareCount, ComparePatentKind, RegionComparison } from '@smes/api';
import { formatNumber } from '@smes/ui';

/** One row of a key × region table: a label and a value per region (in the regions' order). */
export type MatrixRow<TValue = number> = { key: string; label: string; values: TValue[] };

/**
 * Counts of every key any region has, one row per key in order of first appearance; a region
 * without the key counts 0 (the server lists only keys with policies).
 */
export function countMatrix(regions: readonly RegionComparison[], pick: (region: RegionComparison) => readonly CompareCount[]): MatrixRow[] {
  const rows = new Map<string, MatrixRow>();
  regions.forEach((region, regionIndex) => {
    for (const item of pick(region)) {
      let row = rows.get(item.key);
      if (!row) {
        row = { key: item.key, label: item.label, values: regions.map(() => 0) };
        rows.set(item.key, row);
      }
      row.values[regionIndex] = item.count;
    }
  });
  return [...rows.values()];
}

/** Rows sorted by their total over the regions, largest first (stable for ties). */
export function byTotalDescending<TRow extends MatrixRow>(rows: readonly TRow[]): TRow[] {
  const total = (row: MatrixRow) => row.values.reduce((sum, value) => sum + value, 0);
  return [...rows].sort((a, b) => total(b) - total(a));
}

export type Ranked<T> = { item: T; value: number; rank: number };

/** Largest first; equal values share a rank and the next rank skips (1, 2, 2, 4). */
export function rankBy<T>(items: readonly T[], value: (item: T) => number): Ranked<T>[] {
  const sorted = items.map((item) => ({ item, value: value(item) })).sort((a, b) => b.value - a.value);
  return sorted.map((entry, index) => {
    const firstEqual = sorted.findIndex((other) => other.value === entry.value);
    return { ...entry, rank: firstEqual === -1 ? index + 1 : firstEqual + 1 };
  });
}

/**
 * Each value's share of their sum as a percentage with one decimal ("35.4%"), rounded so that the column
 * adds up to exactly 100.0% (largest remainder: the tenths lost to rounding go to the values that lost the
 * most, earlier values first on ties). A sum of 0 has no shares: every entry is "—".
 */
export function sharesOfTotal(values: readonly number[]): string[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return values.map(() => '—');
  const tenths = values.map((value) => (value / total) * 1000);
  const rounded = tenths.map(Math.floor);
  let left = 1000 - rounded.reduce((sum, value) => sum + value, 0);
  const byRemainder = tenths.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    rounded[index] = (rounded[index] ?? 0) + 1;
    left -= 1;
  }
  return rounded.map((value) => `${(value / 10).toFixed(1)}%`);
}

/** One patent kind across regions: the subsidy per item (null = the region has none) and its policy. */
export type PatentRow = { kind: ComparePatentKind; label: string; amounts: (number | null)[]; policyIds: (number | null)[] };

const PATENT_ORDER: readonly ComparePatentKind[] = ['invention', 'utility', 'design', 'pct', 'software'];

export function patentMatrix(regions: readonly RegionComparison[]): PatentRow[] {
  const rows = new Map<ComparePatentKind, PatentRow>();
  regions.forEach((region, regionIndex) => {
    for (const entry of region.patent) {
      let row = rows.get(entry.kind);
      if (!row) {
        row = { kind: entry.kind, label: entry.label, amounts: regions.map(() => null), policyIds: regions.map(() => null) };
        rows.set(entry.kind, row);
      }
      row.amounts[regionIndex] = entry.amount;
      row.policyIds[regionIndex] = entry.policyId;
    }
  });
  return [...rows.values()].sort((a, b) => PATENT_ORDER.indexOf(a.kind) - PATENT_ORDER.indexOf(b.kind));
}

/** Industries that have peers in any region, in order of first appearance. */
export function peerIndustries(regions: readonly RegionComparison[]): { code: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const region of regions) for (const peer of region.peers) if (!seen.has(peer.industry)) seen.set(peer.industry, peer.industryLabel);
  return [...seen].map(([code, label]) => ({ code, label }));
}

export type PeerFigure = { region: RegionComparison; enterpriseCount: number; qualifiedCount: number };

/** Each region's peers in one industry (0 where the region has none). */
export function peersIn(regions: readonly RegionComparison[], industry: string): PeerFigure[] {
  return regions.map((region) => {
    const peer = region.peers.find((entry) => entry.industry === industry);
    return { region, enterpriseCount: peer?.enterpriseCount ?? 0, qualifiedCount: peer?.qualifiedCount ?? 0 };
  });
}

export type NamedValue = { name: string; value: number };

/**
 * A sentence naming the highest and the lowest region for a figure, e.g.
 * "现行政策总数：杭州市最多（150 项），温州市最少（120 项）。" — the chart's text caption.
 */
export function describeExtremes(metric: string, items: readonly NamedValue[], unit: string): string {
  if (items.length === 0) return `${metric}：暂无数据。`;
  const sorted = [...items].sort((a, b) => b.value - a.value);
  const top = sorted[0] as NamedValue;
  const bottom = sorted[sorted.length - 1] as NamedValue;
  const amount = (value: number) => `${formatNumber(value)}${unit ? ` ${unit}` : ''}`;
  if (top.value === bottom.value) return `${metric}：各地区相同，均为 ${amount(top.value)}。`;
  const leaders = sorted.filter((item) => item.value === top.value).map((item) => item.name).join('、');
  const laggards = sorted.filter((item) => item.value === bottom.value).map((item) => item.name).join('、');
  return `${metric}：${leaders}最多（${amount(top.value)}），${laggards}最少（${amount(bottom.value)}）。`;
}
