import { paths } from '../../app/paths';

/** One screen of the regional comparison: its path (from paths.ts), page title and what it shows. */
export type CompareSection = {
  path: string;
  title: string;
  /** The label of its tab. */
  tab: string;
  description: string;
};

/** The comparison's screens in tab order; titles are the route titles (compare-screens.ts). */
export const COMPARE_SECTIONS: readonly CompareSection[] = [
  { path: paths.regionalCompare.index, title: '区域政策对比', tab: '总览', description: '各地区政策总量、扶持金额与我的预估收益' },
  { path: paths.regionalCompare.policyList, title: '政策数量对比', tab: '政策数量', description: '按政策级别和政策类别对比现行政策数量' },
  { path: paths.regionalCompare.policyRank, title: '政策数量排名', tab: '数量排名', description: '现行政策总数及各类别政策数的地区排名' },
  { path: paths.regionalCompare.subsidyRank, title: '扶持金额排名', tab: '扶持金额', description: '现行政策最高扶持合计与单项最高金额' },
  { path: paths.regionalCompare.policyRewards, title: '奖补政策对比', tab: '奖补政策', description: '各地区奖补金额最高的政策条目' },
  { path: paths.regionalCompare.patentCompare, title: '专利资助对比', tab: '专利资助', description: '发明、实用新型、外观设计等每件资助标准' },
  { path: paths.regionalCompare.cyCompare, title: '产业覆盖对比', tab: '产业覆盖', description: '按国民经济行业门类统计的政策覆盖' },
  { path: paths.regionalCompare.hotCompare, title: '热门对比', tab: '热门对比', description: '被对比最多的地区组合，一键套用' },
  { path: paths.regionalCompare.peerRank, title: '同行对比', tab: '同行对比', description: '同行业企业数量及获评资质企业数' },
  { path: paths.regionalCompare.singleCompare, title: '单项政策对比', tab: '单项对比', description: '选择一类政策，逐个地区并排查看' },
];

export function findCompareSection(path: string): CompareSection {
  const section = COMPARE_SECTIONS.find((item) => item.path === path);
  if (!section) throw new Error(`Unknown compare section: ${path}`);
  return section;
}
