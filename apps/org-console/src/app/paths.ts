import { HOME_PATH, LOGIN_PATH, withId } from '@smes/shell';

/** Every console screen's address, the one place a console path is written (see the portal's app/paths.ts). */
export const paths = {
  home: HOME_PATH,
  login: LOGIN_PATH,
  /** 消息中心: orders, answers and review decisions for the signed-in account (spec: messageCenter). */
  messageCenter: '/messageCenter',
  /** 申报受理: the platform operator moves applications past 已提交 (兑现进度). */
  applicationReview: { list: '/applicationReview', detail: withId('/applicationReview/:id') },
  /** PersonalCenter/organizational/authentication (the form) and its detail (status, reason, files). */
  authentication: { form: '/authentication', detail: '/authentication/detail' },
  /** 入驻审核: the platform operator's queue of certification applications and one application. */
  certificationReview: { list: '/certificationReview', detail: withId('/certificationReview/:id') },
  /** 上架审核: the operator's queue of institutions' new and changed products and cases, and one review. */
  listingReview: { list: '/listingReview', detail: withId('/listingReview/:id') },
  /** 产业链对接: the operator relays enterprises' 我要对接 on chain opportunities to the chain owners (no accounts). */
  chainContacts: '/chainContacts',
  /** 需求审核: the operator's queue of 找市场 demands and one demand (approve, or reject with a reason). */
  demandReview: { list: '/demandReview', detail: withId('/demandReview/:id') },
  /** 政策发布: the operator's policy desk — the list, a new draft, one policy (review, 修订, 废止), its editor and its history. */
  policyPublish: {
    list: '/policyPublish',
    add: '/policyPublish/new',
    detail: withId('/policyPublish/:id'),
    edit: withId('/policyPublish/edit/:id'),
    history: withId('/policyPublish/history/:id'),
  },
  /** PersonalCenter/organizational/orderManage and its details (spec route names). */
  orderManage: { list: '/orderManage', detail: withId('/orderManage/details/:id') },
  /** productManage and productManage/addProduct; editing reuses addProduct with the product's id. */
  /** successCases, successCases/detail and successCases/editCases (new, or with the case's id to edit). */
  successCases: { list: '/successCases', detail: withId('/successCases/detail/:id'), add: '/successCases/editCases', edit: withId('/successCases/editCases/:id') },
  productManage: { list: '/productManage', add: '/productManage/addProduct', edit: withId('/productManage/addProduct/:id') },
} as const;

/** The portal's own addresses (its app/paths.ts, the spec's routes) that console screens link to, under `portalOrigin`. */
export const portalPaths = {
  policy: (id: number) => `/findpolicy/policyNoticeDetails/${id}`,
  notice: (id: number) => `/findpolicy/DeclarationNotice/detail/${id}`,
  project: (id: number) => `/findpolicy/DeclarationProjectDetail/${id}`,
} as const;

export { routePath } from '@smes/shell';
