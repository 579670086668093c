import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/**
 * The regional comparison (区域政策对比): an overview and its sub-pages, all in one layout that keeps the
 * compared regions in `?regions=`. Each is its own lazy chunk. The
 * titles are also the tabs' (features/compare/compare-sections.ts, whose test holds the two equal); this file
 * does not import that module, so the comparison's code stays out of the start-up chunk.
 */
const compare = paths.regionalCompare;
export const compareScreens: readonly ScreenRoute[] = [
  { path: routePath(compare.index), title: '区域政策对比', load: () => import('../../pages/regional-compare/regional-compare-page') },
  { path: routePath(compare.policyList), title: '政策数量对比', load: () => import('../../pages/regional-compare/policy-list-page') },
  { path: routePath(compare.policyRank), title: '政策数量排名', load: () => import('../../pages/regional-compare/policy-rank-page') },
  { path: routePath(compare.subsidyRank), title: '扶持金额排名', load: () => import('../../pages/regional-compare/subsidy-rank-page') },
  { path: routePath(compare.policyRewards), title: '奖补政策对比', load: () => import('../../pages/regional-compare/policy-rewards-page') },
  { path: routePath(compare.patentCompare), title: '专利资助对比', load: () => import('../../pages/regional-compare/patent-compare-page') },
  { path: routePath(compare.cyCompare), title: '产业覆盖对比', load: () => import('../../pages/regional-compare/cy-compare-page') },
  { path: routePath(compare.hotCompare), title: '热门对比', load: () => import('../../pages/regional-compare/hot-compare-page') },
  { path: routePath(compare.peerRank), title: '同行对比', load: () => import('../../pages/regional-compare/peer-rank-page') },
  { path: routePath(compare.singleCompare), title: '单项政策对比', load: () => import('../../pages/regional-compare/single-compare-page') },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default compareScreens;
