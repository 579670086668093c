import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** 个人中心's own screens (its home and the account); each area's lists are in that area's route file. */
export const personalCenterScreens: readonly ScreenRoute[] = [
  { path: routePath(paths.personalCenter.home), title: '个人中心', load: () => import('../../pages/personal-center-home/personal-center-home-page') },
  { path: routePath(paths.personalCenter.accountSetting), title: '账号设置', load: () => import('../../pages/account-setting/account-setting-page') },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default personalCenterScreens;
