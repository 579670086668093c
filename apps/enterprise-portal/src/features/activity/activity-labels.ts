import type { ActivityMode, ActivityQuery, ActivityStatus, ActivitySummary, ActivityType } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { formatChinaDateTime, formatChinaTime } from '@smes/ui';
import { readEnum, readPage, readPageSize, readText } from '../../shared/list/list-params';
import { readApplicableTo } from '../../shared/region/region-address';

// The filters' values and limits are the contract's (openapi/portal.yaml).
const ACTIVITY_LIST = PORTAL_QUERY_LIMITS.activityList;
export const ACTIVITY_TYPES = ACTIVITY_LIST.type.enum;
export const ACTIVITY_MODES = ACTIVITY_LIST.mode.enum;
export const ACTIVITY_STATUSES = ACTIVITY_LIST.status.enum;

export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  policy: '政策宣讲会',
  training: '培训',
  matchmaking: '对接会',
  roadshow: '路演',
  salon: '沙龙',
};

export const ACTIVITY_MODE_LABELS: Record<ActivityMode, string> = { offline: '线下', online: '线上' };

export const ACTIVITY_STATUS_LABELS: Record<ActivityStatus, string> = { open: '报名中', full: '已报满', closed: '已截止' };

/** Tones of StatusChip (libs/ui): open green, full amber, closed grey. */
export const ACTIVITY_STATUS_TONES: Record<ActivityStatus, string> = { open: 'open', full: 'pending', closed: 'closed' };

export const ACTIVITY_LIST_DEFAULTS = { pageNum: 1, pageSize: 10 } as const;

/** The list's URL: type, mode, status, region and keyword; a malformed value falls back to absent. */
export function parseActivityQuery(params: URLSearchParams): ActivityQuery {
  const query: ActivityQuery = { pageNum: readPage(params), pageSize: readPageSize(params) };
  const keyword = readText(params, 'keyword', ACTIVITY_LIST.keyword.maxLength);
  const regionName = readText(params, 'regionName', ACTIVITY_LIST.regionName.maxLength);
  const type = readEnum(params, 'type', ACTIVITY_TYPES);
  const mode = readEnum(params, 'mode', ACTIVITY_MODES);
  const status = readEnum(params, 'status', ACTIVITY_STATUSES);
  const applicableTo = readApplicableTo(params);
  if (keyword) query.keyword = keyword;
  if (applicableTo) query.applicableTo = applicableTo;
  if (regionName) query.regionName = regionName;
  if (type) query.type = type;
  if (mode) query.mode = mode;
  if (status) query.status = status;
  return query;
}

/** 2026-12-06 14:00–16:30, or both ends in full when it runs over more than one day. */
export function activityTimeText(activity: Pick<ActivitySummary, 'startTime' | 'endTime'>): string {
  const start = formatChinaDateTime(activity.startTime);
  const end = formatChinaDateTime(activity.endTime);
  return start.slice(0, 10) === end.slice(0, 10) ? `${start}–${formatChinaTime(activity.endTime)}` : `${start} 至 ${end}`;
}

/** Where it happens: the venue with its city, or 线上. */
export function activityPlaceText(activity: Pick<ActivitySummary, 'mode' | 'place' | 'regionName'>): string {
  return activity.mode === 'online' ? '线上（报名后可见会议链接）' : `${activity.regionName} · ${activity.place ?? ''}`;
}

/** Why a registration cannot be made now, or null when it can: the register button says this instead. */
export function registrationClosedReason(activity: Pick<ActivitySummary, 'status'>): string | null {
  if (activity.status === 'full') return '名额已满';
  if (activity.status === 'closed') return '报名已截止';
  return null;
}

/** 剩余 3 / 30 个名额. */
export function seatsText(activity: Pick<ActivitySummary, 'seatsLeft' | 'capacity'>): string {
  return `剩余 ${activity.seatsLeft} / ${activity.capacity} 个名额`;
}
