import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** 资讯: the list with its carousel, and an item's details. */
export const newsScreens: readonly ScreenRoute[] = [
  { path: routePath(paths.news.list), title: '资讯', load: () => import('../../pages/news/news-page') },
  { path: routePath(paths.news.details), title: '资讯详情', load: () => import('../../pages/news/news-details-page') },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default newsScreens;
