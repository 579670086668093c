/**
 * Page headers the static app shell draws before any JavaScript (ADR 26 and its follow-up on list
 * headers): a screen whose header is fixed text — breadcrumbs, title and lead — declares it here, renders
 * it with `staticPageHeader()` (so React draws exactly these words), and index.html gets the same header as
 * a shell variant that the server picks for `path` (tools/vite/app-shell.ts writes the markup, the build
 * writes the path → variant table that nginx's map is rendered from). The entry's name is the variant's
 * word in `data-route`.
 *
 * This file is read by the Vite config and the nginx tooling too, outside the app's module graph, so it
 * imports nothing and writes its paths out; app/static-page-headers.test.ts pins every path to paths.ts and to
 * a screen of the route table. A new list screen with a fixed header adds one entry and uses it.
 */
export type StaticCrumb = { label: string; to?: string };
export type StaticPageHeader = {
  /** The route path (exact, no parameters) whose shell draws this header. */
  path: string;
  title: string;
  lead: string;
  /** The trail to the page; the last crumb is the page itself (no link). */
  breadcrumbs: readonly StaticCrumb[];
};

const FINDPOLICY_TRAIL: readonly StaticCrumb[] = [
  { label: '首页', to: '/home' },
  { label: '找政策', to: '/findpolicy' },
];

export const STATIC_PAGE_HEADERS = {
  policyNoticeList: {
    path: '/findpolicy/policyNotice',
    title: '政策原文检索',
    lead: '国家、省、市、区县各级惠企政策原文，支持全文检索',
    breadcrumbs: [...FINDPOLICY_TRAIL, { label: '政策原文检索' }],
  },
  declarationNoticeList: {
    path: '/findpolicy/DeclarationNotice',
    title: '申报通知',
    lead: '各级主管部门发布的申报通知，按申报窗口实时显示状态',
    breadcrumbs: [...FINDPOLICY_TRAIL, { label: '申报通知' }],
  },
  declarationProjectList: {
    path: '/findpolicy/DeclarationProject',
    title: '申报项目',
    lead: '各级政府部门正在受理和即将受理的扶持项目，按申报窗口实时更新',
    breadcrumbs: [...FINDPOLICY_TRAIL, { label: '申报项目' }],
  },
  policyInterpretationList: {
    path: '/findpolicy/PolicyInterpretation',
    title: '政策解读',
    lead: '权威部门对惠企政策的文字与图文解读',
    breadcrumbs: [...FINDPOLICY_TRAIL, { label: '政策解读' }],
  },
  publicAnnouncementList: {
    path: '/findpolicy/PublicAnnouncement',
    title: '公示公告',
    lead: '申报通知、评审结果与资金拨付的公示',
    breadcrumbs: [...FINDPOLICY_TRAIL, { label: '公示公告' }],
  },
} as const satisfies Record<string, StaticPageHeader>;

export type StaticPageHeaderName = keyof typeof STATIC_PAGE_HEADERS;

/**
 * A detail screen whose title is one public record's field: the shell draws its breadcrumbs at once, and
 * the start script (tools/vite/shell-start.ts) asks the portal API for the record, without credentials, as
 * soon as the page is parsed and writes the title (and subtitle) in, so the page's largest paint no longer
 * waits for the app's JavaScript to load and run (ADR 50). The app's own request for the same record
 * carries the session (a user's 收藏 is in it); the start script reads only fields that are the same for
 * everyone.
 */
export type StaticDetailHeader = {
  /** The route paths (each ending in `:id`, a record's number) that draw this header. */
  paths: readonly string[];
  /** The portal API path of the record (the contract's GET), its `:id` the route's. */
  source: string;
  /** The fields of the answer's `data` that the page's PageHeader shows as its title and subtitle. */
  titleField: string;
  subtitleField?: string;
  /** The trail to the page; the last crumb is the page itself (no link). */
  breadcrumbs: readonly StaticCrumb[];
};

export const STATIC_DETAIL_HEADERS = {
  policyDetail: {
    paths: ['/findpolicy/policyNoticeDetails/:id', '/policy/PolicyDetail/:id'],
    source: '/api/policy/:id',
    titleField: 'title',
    subtitleField: 'docNo',
    breadcrumbs: [...FINDPOLICY_TRAIL, { label: '政策原文检索', to: '/findpolicy/policyNotice' }, { label: '政策详情' }],
  },
} as const satisfies Record<string, StaticDetailHeader>;

/** The declared trail as PageHeader takes it (mutable copies of the frozen declarations). */
const pageCrumbs = (breadcrumbs: readonly StaticCrumb[]): StaticCrumb[] => breadcrumbs.map((crumb) => ({ ...crumb }));

/** A detail header's breadcrumbs for PageHeader: the same words the shell draws. */
export function staticDetailCrumbs(name: keyof typeof STATIC_DETAIL_HEADERS): StaticCrumb[] {
  return pageCrumbs(STATIC_DETAIL_HEADERS[name].breadcrumbs);
}

/** PageHeader's props for a screen whose header the shell draws: the same words, so nothing moves. */
export function staticPageHeader(name: StaticPageHeaderName): { title: string; subtitle: string; breadcrumbs: StaticCrumb[] } {
  const { title, lead, breadcrumbs } = STATIC_PAGE_HEADERS[name];
  return { title, subtitle: lead, breadcrumbs: pageCrumbs(breadcrumbs) };
}
