import { HOME_PATH, LOGIN_PATH, type RouteId, withId, withQuery } from '@smes/shell';

// Links and route files import everything path-related from here.
export { parseRouteId, routePath, withQuery } from '@smes/shell';

/**
 * Every screen's address (spec §2), the one place a portal path is written. The route files take their
 * patterns from here (`routePath`), links and redirects call the builders, so a path cannot drift between
 * the route table and the pages that link to it. Paths are the spec's and must not change.
 */
const REGIONAL_COMPARE = '/policy/RegionalCompare';
const POLICY_MATCH = '/findpolicy/policyMatch';
const MY_REPORT = '/PersonalCenter/myReport';
const MY_ORDER = '/PersonalCenter/myOrder';
const HIGH_EVALUATION = '/Enterprise/highEvaluation';
const SPECIALIZATION = '/Enterprise/specialization';
const MARKET_ORDER = '/market/marketorder';
const MARKET_PLATFORM = '/market/marketplatform';
const MY_FINANCING = '/PersonalCenter/myFinancing';

export const paths = {
  home: HOME_PATH,
  login: LOGIN_PATH,
  /** 登录 that returns to `target` afterwards. */
  loginThenReturn: (target: string) => withQuery(LOGIN_PATH, { redirect: target }),
  register: '/register',
  feedback: '/feedback',
  /** 无障碍声明, linked from the footer. */
  accessibility: '/accessibility',
  /** 网站地图, 隐私政策, 用户协议: linked from the footer; not in the spec's route table, named in its style. */
  siteMap: '/siteMap',
  privacyPolicy: '/privacyPolicy',
  userAgreement: '/userAgreement',
  /** 全站搜索: one search across every area, `?keyword=` with an optional `area` tab; not in the spec's route table. */
  search: '/search',
  findpolicy: '/findpolicy',
  /** 申报日历: not in the spec's route table; named in its style under 找政策. */
  declarationCalendar: '/findpolicy/declarationCalendar',
  nationwide: '/Nationwide',
  /** AI 助手 (spec route aiAssistant); the floating panel (aiAssistant2) has no address of its own. */
  aiAssistant: '/aiAssistant',
  /** 机构入驻认证 (spec: service authentication steps 1 to 3), for a service-institution account. */
  serviceAuthentication: '/service/authentication',
  /** 政务服务 (spec GovernmentService): the handling guides, and one guide (办事指南). */
  governmentService: { list: '/governmentService', detail: withId('/governmentService/detail/:id') },
  /** 资讯 (spec route news, with details). */
  news: { list: '/news', details: withId('/news/details/:id') },
  /** 活动 (spec: Activity with details and useRegist): the list, an activity's details and its registration form. */
  activity: { list: '/activity', detail: withId('/activity/details/:id'), register: withId('/activity/useRegist/:id') },
  /**
   * 找培训 (spec: Course with courseDetails and courseViewing). courseViewing takes the chapter as `?chapter=`
   * (`viewingChapter`); without it the viewer opens where the learner last stopped.
   */
  course: {
    list: '/course',
    details: withId('/course/courseDetails/:id'),
    viewing: withId('/course/courseViewing/:id'),
    viewingChapter: (id: RouteId, chapter: number) => withQuery(withId('/course/courseViewing/:id')(id), { chapter }),
  },
  policyNotice: {
    list: '/findpolicy/policyNotice',
    detail: withId('/findpolicy/policyNoticeDetails/:id'),
    /** The same screen under the spec's `policy/PolicyDetail` route, where matching and comparison link. */
    policyDetail: withId('/policy/PolicyDetail/:id'),
  },
  declarationNotice: {
    list: '/findpolicy/DeclarationNotice',
    detail: withId('/findpolicy/DeclarationNotice/detail/:id'),
  },
  declarationProject: {
    list: '/findpolicy/DeclarationProject',
    detail: withId('/findpolicy/DeclarationProjectDetail/:id'),
  },
  policyInterpretation: {
    list: '/findpolicy/PolicyInterpretation',
    detail: withId('/findpolicy/PolicyInterpretation/detail/:id'),
  },
  publicAnnouncement: {
    list: '/findpolicy/PublicAnnouncement',
    detail: withId('/findpolicy/PublicAnnouncement/detail/:id'),
  },
  projectEvaluation: withId('/findpolicy/ProjectEvaluation/:id'),
  /** 我要申报 of a project; with an application id it opens that one instead of creating or reopening. */
  projectApplication: Object.assign(
    (id: RouteId, applicationId?: number) => withQuery(withId('/findpolicy/ProjectApplication/:id')(id), { applicationId }),
    { pattern: '/findpolicy/ProjectApplication/:id' },
  ),
  policyMatch: {
    index: POLICY_MATCH,
    proceed: `${POLICY_MATCH}/proceed`,
    report: `${POLICY_MATCH}/report`,
    /** 匹配报告 of one saved report. */
    savedReport: (id: RouteId) => withQuery(`${POLICY_MATCH}/report`, { id }),
  },
  regionalCompare: {
    index: REGIONAL_COMPARE,
    policyList: `${REGIONAL_COMPARE}/PolicyList`,
    policyRank: `${REGIONAL_COMPARE}/PolicyRank`,
    subsidyRank: `${REGIONAL_COMPARE}/SubsidyRank`,
    policyRewards: `${REGIONAL_COMPARE}/PolicyRewards`,
    patentCompare: `${REGIONAL_COMPARE}/PatentCompare`,
    cyCompare: `${REGIONAL_COMPARE}/CyCompare`,
    hotCompare: `${REGIONAL_COMPARE}/HotCompare`,
    peerRank: `${REGIONAL_COMPARE}/PeerRank`,
    singleCompare: '/policy/SingleCompare',
  },
  /** 找服务: the spec's Service routes — institutions, productPage, institutionDetail, detail (a product), anli (a case). */
  service: {
    hub: '/service',
    institutions: '/service/institutions',
    institutionDetail: withId('/service/institutionDetail/:id'),
    productPage: '/service/productPage',
    detail: withId('/service/detail/:id'),
    anli: withId('/service/anli/:id'),
  },
  /**
   * 找市场 (spec market: marketOrder, requirements, marketCustom, marketPlatform): the hub, 市场项目 (demands)
   * with a demand's detail, 发布需求 (requirements; `?id=` reopens a draft), 优质中小企业, 链主合作平台 with a chain's detail.
   */
  market: {
    hub: '/market',
    order: { list: MARKET_ORDER, detail: withId(`${MARKET_ORDER}/detail/:id`) },
    requirements: Object.assign((id?: RouteId) => withQuery('/market/requirements', { id }), { pattern: '/market/requirements' }),
    custom: '/market/marketcustom',
    platform: { list: MARKET_PLATFORM, detail: withId(`${MARKET_PLATFORM}/detail/:id`) },
  },
  /** 找资金 (spec Fund, with detail): financial products; `?compare=1,2` on the list is the comparison. */
  fund: { list: '/fund', detail: withId('/fund/detail/:id') },
  /** 找人才 (spec Talent, with detail): public profiles; the contractModal (签约意向) is a dialog on the detail. */
  talent: { list: '/talent', detail: withId('/talent/detail/:id') },
  /** An enterprise's public profile (spec Enterprise › enterpriseDetail), opened from 优质中小企业 and the chains. */
  enterpriseProfile: withId('/Enterprise/enterpriseDetail/:id'),
  /**
   * 企业评测's ledger screens (spec Enterprise): the signed-in enterprise's own ledger at a glance (no id: the public
   * profile is `enterpriseProfile`), its 知识产权台账, 品牌评分 and 知识产权管家 (IP service packages).
   */
  enterprise: {
    overview: '/Enterprise/enterpriseDetail',
    knowledgeRecord: '/Enterprise/knowledgeRecord',
    brandSeamDetail: '/Enterprise/brandSeamDetail',
    ipSteward: '/Enterprise/intellectualPropertySteward',
  },
  /** 高企评测 (spec Enterprise › highEvaluation): 检测 → 问题诊断 → 评测报告; the last two show one saved report. */
  highEvaluation: {
    /** The spec's route itself: it opens the evaluation (its 检测 step), like the link from 企业评测. */
    home: HIGH_EVALUATION,
    detection: `${HIGH_EVALUATION}/detection`,
    problem: Object.assign((id: RouteId) => withQuery(`${HIGH_EVALUATION}/problem`, { id }), { pattern: `${HIGH_EVALUATION}/problem` }),
    report: Object.assign((id: RouteId) => withQuery(`${HIGH_EVALUATION}/report`, { id }), { pattern: `${HIGH_EVALUATION}/report` }),
  },
  /** 专精特新评测 (spec Enterprise › specialization): the same three steps on the 专精特新 scheme in force. */
  specialization: {
    home: SPECIALIZATION,
    detection: `${SPECIALIZATION}/detection`,
    problem: Object.assign((id: RouteId) => withQuery(`${SPECIALIZATION}/problem`, { id }), { pattern: `${SPECIALIZATION}/problem` }),
    report: Object.assign((id: RouteId) => withQuery(`${SPECIALIZATION}/report`, { id }), { pattern: `${SPECIALIZATION}/report` }),
  },
  personalCenter: {
    /** 个人中心首页 (spec personalCenterHome): what the account has going on and what to do next. */
    home: '/PersonalCenter',
    /** 账号设置: phone, password, logout everywhere. */
    accountSetting: '/PersonalCenter/accountSetting',
    enterpriseInformation: '/PersonalCenter/enterpriseInformation',
    myApplication: '/PersonalCenter/myApplication',
    /** 申报进度 of one application (兑现进度: 受理 → 审核 → 公示 → 拨付); messages about an application lead here. */
    myApplicationProgress: withId('/PersonalCenter/myApplication/:id'),
    myReport: { list: MY_REPORT, detail: withId(`${MY_REPORT}/:id`) },
    myFavorite: '/PersonalCenter/myFavorite',
    /** 我的关注: the followed declaration windows (not in the spec's route table). */
    myFollow: '/PersonalCenter/myFollow',
    mySubscription: '/PersonalCenter/mySubscription',
    messageCenter: '/PersonalCenter/messageCenter',
    /** 我的订单 and an order's detail (找服务). */
    myOrder: { list: MY_ORDER, detail: withId(`${MY_ORDER}/:id`) },
    myReview: '/PersonalCenter/myReview',
    /** 我的需求 and a demand's responses (找市场). */
    demand: { list: '/PersonalCenter/demand', detail: withId('/PersonalCenter/demand/:id') },
    /** 我的融资 and one application's status timeline (找资金's 融资对接). */
    myFinancing: { list: MY_FINANCING, detail: withId(`${MY_FINANCING}/:id`) },
    /** 我的报名: the user's activity registrations (活动). */
    myRegistration: '/PersonalCenter/myRegistration',
    /** 我的签约意向: the enterprise's requests to talent, with the answer and, once accepted, the contact (找人才). */
    myContract: '/PersonalCenter/myContract',
    /** 我的课程: courses in progress (with 继续学习) and completed (找培训). */
    myCourse: '/PersonalCenter/myCourse',
  },
} as const;
