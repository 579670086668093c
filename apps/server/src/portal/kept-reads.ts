import type { ChangedTable } from '../domain/search/answer-cache';

/**
 * The tables each answer the portal keeps in memory reads (ADR 126): a kept answer is refused when one of them is
 * written, and only then (or after a second, ADR 99). Read off each computation's SQL; `kept-reads.test.ts` records
 * the statements each one runs and fails on a table missing here, and writes to each table listed and sees the write
 * in the very next answer.
 */
export const KEPT_READS = {
  /**
   * `GET /api/policy/list` (searchPolicies): the policies themselves (page, keyword hits, opening of the body),
   * `policy_counts` (the total of a list filtered only by its columns, kept by policies' row triggers), the region
   * tree (`regionCode`, `applicableTo`: regionParam / scopeParam, read once per process by regionIndex) and the
   * 政策类别 dictionary (`category`: dictParam).
   */
  policyList: ['policies', 'policy_counts', 'regions', 'dict_data'],
  // A keyword of one word reads `policy_words` and 全站搜索 `search_document_words` (ADR 138): each written only by its
  // source table's row triggers, in the writer's statement, so a write to them moves that table's counter.
  /**
   * `GET /api/notice/list` without `favorite=true` (listNotices, nextStatusChange): the notices and the region
   * tree (`regionCode`, `applicableTo`).
   */
  noticeList: ['notices', 'regions'],
  /** `GET /api/interpretation/list` (listInterpretations): the readings and their policies (title, keyword). */
  interpretationList: ['interpretations', 'policies'],
  /** `GET /api/announcement/list` (listAnnouncements). */
  announcementList: ['announcements'],
  /**
   * `GET /api/gDeclaraManage/list` (listDeclarations, nextStatusChange): the projects, and for `applicableTo` the
   * policies they rest on and the region tree.
   */
  declarationProjectList: ['declaration_projects', 'policies', 'regions'],
  /**
   * `GET /api/home/latest` (homeLatest, homeLatestUntil): each area's table — 找市场's demands, 活动, 课程, 找服务's
   * products and their institutions, 找人才, 找资金, 政务服务 and their favourites, 资讯 — and the region tree
   * (`applicableTo`).
   */
  homeLatest: [
    'market_demands', 'activities', 'courses', 'service_products', 'institutions', 'talents', 'fund_products', 'gov_services',
    'gov_service_favorites', 'news', 'regions',
  ],
  /**
   * `GET /api/search` and its suggestions: the index and its queue — the newest queued items are indexed first (their
   * sources read through the queue: a source written queues its item) and what is left is counted (`pending`).
   */
  globalSearch: ['search_documents', 'search_index_queue'],
  globalSearchSuggest: ['search_documents', 'search_index_queue'],
} as const satisfies Record<string, readonly ChangedTable[]>;

export type KeptAnswerName = keyof typeof KEPT_READS;
