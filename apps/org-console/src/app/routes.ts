import type { AppNavItem, AppRoutesOptions, ScreenRoute } from '@smes/shell';
import { paths, routePath } from './paths';
import { useInstitutionAccountLabel } from '../features/institution/use-account-label';

/** The console's screens: path, Chinese page title (document.title and the visit record), lazy module. */
export const consoleScreens: readonly ScreenRoute[] = [
  { path: routePath(paths.home), title: '工作台', load: () => import('../pages/home/home-page') },
  { path: routePath(paths.login), title: '登录', load: () => import('../pages/login/login-page') },
  { path: routePath(paths.messageCenter), title: '消息中心', load: () => import('../pages/message-center/message-center-page') },
  { path: routePath(paths.applicationReview.list), title: '申报受理', load: () => import('../pages/application-review/application-review-page') },
  {
    path: routePath(paths.applicationReview.detail),
    title: '申报受理详情',
    load: () => import('../pages/application-review-detail/application-review-detail-page'),
  },
  { path: routePath(paths.authentication.form), title: '机构入驻认证', load: () => import('../pages/authentication/authentication-page') },
  { path: routePath(paths.authentication.detail), title: '认证详情', load: () => import('../pages/authentication-detail/authentication-detail-page') },
  { path: routePath(paths.certificationReview.list), title: '入驻审核', load: () => import('../pages/certification-review/certification-review-page') },
  { path: routePath(paths.certificationReview.detail), title: '入驻审核详情', load: () => import('../pages/certification-review-detail/certification-review-detail-page') },
  { path: routePath(paths.listingReview.list), title: '上架审核', load: () => import('../pages/listing-review/listing-review-page') },
  { path: routePath(paths.listingReview.detail), title: '上架审核详情', load: () => import('../pages/listing-review-detail/listing-review-detail-page') },
  { path: routePath(paths.demandReview.list), title: '需求审核', load: () => import('../pages/demand-review/demand-review-page') },
  { path: routePath(paths.demandReview.detail), title: '需求审核详情', load: () => import('../pages/demand-review-detail/demand-review-detail-page') },
  { path: routePath(paths.chainContacts), title: '产业链对接', load: () => import('../pages/chain-contacts/chain-contacts-page') },
  { path: routePath(paths.policyPublish.list), title: '政策发布', load: () => import('../pages/policy-publish/policy-publish-page') },
  { path: routePath(paths.policyPublish.add), title: '新建政策', load: () => import('../pages/policy-publish-editor/policy-publish-editor-page') },
  { path: routePath(paths.policyPublish.detail), title: '政策发布详情', load: () => import('../pages/policy-publish-detail/policy-publish-detail-page') },
  { path: routePath(paths.policyPublish.edit), title: '编辑政策', load: () => import('../pages/policy-publish-editor/policy-publish-editor-page') },
  { path: routePath(paths.policyPublish.history), title: '政策变更记录', load: () => import('../pages/policy-publish-history/policy-publish-history-page') },
  { path: routePath(paths.orderManage.list), title: '订单管理', load: () => import('../pages/order-manage/order-manage-page') },
  { path: routePath(paths.orderManage.detail), title: '订单详情', load: () => import('../pages/order-manage-detail/order-manage-detail-page') },
  { path: routePath(paths.productManage.list), title: '产品管理', load: () => import('../pages/product-manage/product-manage-page') },
  { path: routePath(paths.productManage.add), title: '发布产品', load: () => import('../pages/add-product/add-product-page') },
  { path: routePath(paths.productManage.edit), title: '编辑产品', load: () => import('../pages/add-product/add-product-page') },
  { path: routePath(paths.successCases.list), title: '成功案例', load: () => import('../pages/success-cases/success-cases-page') },
  { path: routePath(paths.successCases.detail), title: '案例详情', load: () => import('../pages/success-case-detail/success-case-detail-page') },
  { path: routePath(paths.successCases.add), title: '新增案例', load: () => import('../pages/edit-cases/edit-cases-page') },
  { path: routePath(paths.successCases.edit), title: '编辑案例', load: () => import('../pages/edit-cases/edit-cases-page') },
  { path: '*', title: '页面不存在', load: () => import('../pages/not-found/not-found-page') },
];

/**
 * The header, by account type: an institution account sees its certification and its work, the operator the
 * policy desk and its review queues, an enterprise account (told on 工作台 to use the portal) and a visitor only 工作台.
 */
export const consoleNavItems: AppNavItem[] = [
  { label: '工作台', to: paths.home },
  { label: '入驻认证', to: paths.authentication.detail, accountTypes: ['org'] },
  { label: '订单管理', to: paths.orderManage.list, accountTypes: ['org'] },
  { label: '产品管理', to: paths.productManage.list, accountTypes: ['org'] },
  { label: '成功案例', to: paths.successCases.list, accountTypes: ['org'] },
  { label: '政策发布', to: paths.policyPublish.list, accountTypes: ['admin'] },
  { label: '入驻审核', to: paths.certificationReview.list, accountTypes: ['admin'] },
  { label: '上架审核', to: paths.listingReview.list, accountTypes: ['admin'] },
  { label: '申报受理', to: paths.applicationReview.list, accountTypes: ['admin'] },
  { label: '需求审核', to: paths.demandReview.list, accountTypes: ['admin'] },
  { label: '产业链对接', to: paths.chainContacts, accountTypes: ['admin'] },
];

/**
 * The header's account corner. Logged out, every console screen leads to the home page, which is itself the
 * way in (统一身份认证登录): a 登录 in the header beside it was a second entry on one page.
 */
/** The operator runs the platform from the console: its header names that work, not the institutions'. */
export const consoleBrandByAccountType: NonNullable<AppRoutesOptions['brandByAccountType']> = { admin: '平台运营工作台' };

export const consoleUserArea: NonNullable<AppRoutesOptions['userArea']> = {
  visitorEntries: false,
  messageCenterPath: paths.messageCenter,
  useAccountLabel: useInstitutionAccountLabel,
};
