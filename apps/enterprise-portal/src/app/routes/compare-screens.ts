import type { ScreenRoute } from '@smes/shell';
import { findCompareSection } from '../../features/compare/compare-sections';
import { paths, routePath } from '../paths';

/** A comparison screen; its title is its section's, so the tabs and the page titles cannot differ. */
function compareScreen(path: string, load: ScreenRoute['load']): ScreenRoute {
  return { path: routePath(path), title: findCompareSection(path).title, load };
}

/**
 * The regional comparison (区域政策对比): an overview and its sub-pages, all in one layout that keeps the
 * compared regions in `?regions=`. Each is its own lazy chunk; echarts loads only inside their charts.
 */
const compare = paths.regionalCompare;
export const compareScreens: readonly ScreenRoute[] = [
  compareScreen(compare.index, () => import('../../pages/regional-compare/regional-compare-page')),
  compareScreen(compare.policyList, () => import('../../pages/regional-compare/policy-list-page')),
  compareScreen(compare.policyRank, () => import('../../pages/regional-compare/policy-rank-page')),
  compareScreen(compare.subsidyRank, () => import('../../pages/regional-compare/subsidy-rank-page')),
  compareScreen(compare.policyRewards, () => import('../../pages/regional-compare/policy-rewards-page')),
  compareScreen(compare.patentCompare, () => import('../../pages/regional-compare/patent-compare-page')),
  compareScreen(compare.cyCompare, () => import('../../pages/regional-compare/cy-compare-page')),
  compareScreen(compare.hotCompare, () => import('../../pages/regional-compare/hot-compare-page')),
  compareScreen(compare.peerRank, () => import('../../pages/regional-compare/peer-rank-page')),
  compareScreen(compare.singleCompare, () => import('../../pages/regional-compare/single-compare-page')),
];
