/**
 * Every screen's address (spec §2), the one place a portal path is written. The route files take their
 * patterns from here (`routePath`), links and redirects call the builders, so a path cannot drift between
 * the route table and the pages that link to it. Paths are the spec's and must not change.
 */
export type RouteId = number | string;

/** A path with one `:id` parameter: call it to build the address, read `.pattern` for the route table. */
export type PathWithId = ((id: RouteId) => string) & { readonly pattern: string };

function withId(pattern: `/${string}/:id`): PathWithId {
  const build = (id: RouteId) => pattern.replace(':id', encodeURIComponent(String(id)));
  return Object.assign(build, { pattern });
}

/** `path?query`, or `path` alone when nothing is set; keys keep their order. */
export function withQuery(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A record id from a route or query parameter: a positive integer of up to nine digits, else null. */
export function parseRouteId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The route table's form of a path: no leading slash (routes sit under the layout at "/"). */
export function routePath(path: string | PathWithId): string {
  return (typeof path === 'string' ? path : path.pattern).replace(/^\//, '');
}

const REGIONAL_COMPARE = '/policy/RegionalCompare';
const POLICY_MATCH = '/findpolicy/policyMatch';
const MY_REPORT = '/PersonalCenter/myReport';

export const paths = {
  home: '/home',
  login: '/login',
  /** 登录 that returns to `target` afterwards. */
  loginThenReturn: (target: string) => withQuery('/login', { redirect: target }),
  register: '/register',
  feedback: '/feedback',
  findpolicy: '/findpolicy',
  nationwide: '/Nationwide',
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
  personalCenter: {
    enterpriseInformation: '/PersonalCenter/enterpriseInformation',
    myApplication: '/PersonalCenter/myApplication',
    myReport: { list: MY_REPORT, detail: withId(`${MY_REPORT}/:id`) },
    myFavorite: '/PersonalCenter/myFavorite',
    mySubscription: '/PersonalCenter/mySubscription',
    messageCenter: '/PersonalCenter/messageCenter',
  },
} as const;
