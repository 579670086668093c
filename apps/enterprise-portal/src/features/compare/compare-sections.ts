/** One screen of the regional comparison: its route path (no leading slash), page title and what it shows. */
export type CompareSection = {
  path: string;
  title: string;
  /** The label of its tab. */
  tab: string;
  description: string;
};

export const COMPARE_OVERVIEW_PATH = 'policy/RegionalCompare';
export const SINGLE_COMPARE_PATH = 'policy/SingleCompare';

/** The comparison's screens in tab order; titles are the route titles (compare-screens.ts). */
export const COMPARE_SECTIONS: readonly CompareSection[] = [
  { path: COMPARE_OVERVIEW_PATH, title: '区域政策对比', tab: '总览', description: '各地区政策总量、扶持金额与我的预估收益' },
  { path: 'policy/RegionalCompare/PolicyList', title: '政策数量对比', tab: '政策数量', description: '按政策级别和政策类别对比现行政策数量' },
  { path: 'policy/RegionalCompare/PolicyRank', title: '政策数量排名', tab: '数量排名', description: '现行政策总数及各类别政策数的地区排名' },
  { path: 'policy/RegionalCompare/SubsidyRank', title: '扶持金额排名', tab: '扶持金额', description: '现行政策最高扶持合计与单项最高金额' },
  { path: 'policy/RegionalCompare/PolicyRewards', title: '奖补政策对比', tab: '奖补政策', description: '各地区奖补金额最高的政策条目' },
  { path: 'policy/RegionalCompare/PatentCompare', title: '专利资助对比', tab: '专利资助', description: '发明、实用新型、外观设计等每件资助标准' },
  { path: 'policy/RegionalCompare/CyCompare', title: '产业覆盖对比', tab: '产业覆盖', description: '按国民经济行业门类统计的政策覆盖' },
  { path: 'policy/RegionalCompare/HotCompare', title: '热门对比', tab: '热门对比', description: '被对比最多的地区组合，一键套用' },
  { path: 'policy/RegionalCompare/PeerRank', title: '同行对比', tab: '同行对比', description: '同行业企业数量及获评资质企业数' },
  { path: SINGLE_COMPARE_PATH, title: '单项政策对比', tab: '单项对比', description: '选择一类政策，逐个地区并排查看' },
];

export function findCompareSection(path: string): CompareSection {
  const section = COMPARE_SECTIONS.find((item) => item.path === path);
  if (!section) throw new Error(`Unknown compare section: ${path}`);
  return section;
}
