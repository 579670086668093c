import type { CompareRegion } from '@smes/api';
import { LEVEL_LABELS } from '../../shared/display/policy-level';

/** A share as a percentage with one decimal, e.g. 0.1312 → "13.1%"; nothing to divide by → "—". */
export function formatShare(part: number, whole: number): string {
  if (whole <= 0) return '—';
  return `${(Math.round((part / whole) * 1000) / 10).toFixed(1)}%`;
}

/** The name a region goes by in a list: districts carry their city, e.g. 西湖区（杭州市）. */
export function regionLabel(region: CompareRegion): string {
  return region.level === 'district' && region.parentName ? `${region.name}（${region.parentName}）` : region.name;
}

/**
 * The province a region belongs to, for grouping the picker: a city's parent, a district's city's
 * parent (looked up in `all`), and a municipality itself.
 */
export function regionProvince(region: CompareRegion, all: readonly CompareRegion[]): string {
  if (region.level === 'province' || !region.parentName) return region.name;
  if (region.level === 'city') return region.parentName;
  const city = all.find((candidate) => candidate.level === 'city' && candidate.name === region.parentName);
  return city?.parentName ?? region.parentName;
}

/**
 * Regions grouped by province (groups in the order of their smallest code), and by code inside a
 * group, so a city is followed by its districts: 杭州市, 上城区, …, 宁波市.
 */
export function sortByProvince(regions: readonly CompareRegion[]): CompareRegion[] {
  const groupOf = new Map(regions.map((region) => [region.code, regionProvince(region, regions)]));
  const groupStart = new Map<string, string>();
  for (const region of regions) {
    const group = groupOf.get(region.code) ?? '';
    const start = groupStart.get(group);
    if (start === undefined || region.code < start) groupStart.set(group, region.code);
  }
  const startOf = (region: CompareRegion) => groupStart.get(groupOf.get(region.code) ?? '') ?? region.code;
  return [...regions].sort((a, b) => startOf(a).localeCompare(startOf(b)) || a.code.localeCompare(b.code));
}

/** 国家级 / 省级 / 市级 / 区县级 for a policy level code; an unknown code shows as itself. */
export function policyLevelLabel(level: string): string {
  return (LEVEL_LABELS as Record<string, string>)[level] ?? level;
}
