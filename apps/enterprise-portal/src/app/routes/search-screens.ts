import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** 全站搜索: the home search box's results across every area. */
export const searchScreens: readonly ScreenRoute[] = [{ path: routePath(paths.search), title: '全站搜索', load: () => import('../../pages/search/search-page') }];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default searchScreens;
