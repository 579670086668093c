import { HOME_PATH, LOGIN_PATH, withId } from '@smes/shell';

/** Every console screen's address, the one place a console path is written (see the portal's app/paths.ts). */
export const paths = {
  home: HOME_PATH,
  login: LOGIN_PATH,
  /** 申报受理: the platform operator moves applications past 已提交 (兑现进度). */
  applicationReview: { list: '/applicationReview', detail: withId('/applicationReview/:id') },
  /** PersonalCenter/organizational/authentication (the form) and its detail (status, reason, files). */
  authentication: { form: '/authentication', detail: '/authentication/detail' },
  /** 入驻审核: the platform operator's queue of certification applications and one application. */
  certificationReview: { list: '/certificationReview', detail: withId('/certificationReview/:id') },
} as const;

export { routePath } from '@smes/shell';
