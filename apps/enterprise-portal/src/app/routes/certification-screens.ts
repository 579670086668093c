import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** 机构入驻认证: a service institution applies from the portal (the same form as in the console). */
export const certificationScreens: readonly ScreenRoute[] = [
  { path: routePath(paths.serviceAuthentication), title: '机构入驻认证', load: () => import('../../pages/service-authentication/service-authentication-page') },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default certificationScreens;
