import type { ActivityDetail, ActivityList, ActivityRegistration, ActivitySummary } from './types';

export function buildActivitySummary(overrides: Partial<ActivitySummary> = {}): ActivitySummary {
  return {
    id: 1,
    title: '杭州市2026年度高新技术企业认定政策宣讲会',
    type: 'policy',
    mode: 'offline',
    organizer: '杭州市科学技术局',
    regionName: '杭州市',
    place: '杭州市民中心 J 楼 3 楼报告厅',
    startTime: '2026-12-06T06:00:00.000Z',
    endTime: '2026-12-06T08:30:00.000Z',
    registrationDeadline: '2026-12-05T09:00:00.000Z',
    capacity: 30,
    seatsLeft: 1,
    status: 'open',
    ...overrides,
  };
}

export function buildActivityDetail(overrides: Partial<ActivityDetail> = {}): ActivityDetail {
  return {
    ...buildActivitySummary(overrides),
    intro: ['杭州市科学技术局联合杭州市中小企业服务中心举办本次宣讲会。', '活动内容：解读高新技术企业认定管理办法及工作指引。'],
    agenda: [
      { time: '13:30–14:00', item: '签到' },
      { time: '14:00–15:15', item: '高新技术企业认定政策解读' },
    ],
    audience: '拟申报高新技术企业认定的科技型中小企业',
    hotline: '0571-85256120',
    onlineUrl: null,
    maxAttendees: 1,
    myRegistration: null,
    ...overrides,
  };
}

export function buildActivityList(rows: ActivitySummary[], overrides: Partial<ActivityList> = {}): ActivityList {
  return { rows, total: rows.length, pageNum: 1, pageSize: 10, regions: ['宁波市', '杭州市'], ...overrides };
}

export function buildActivityRegistration(overrides: Partial<ActivityRegistration> = {}): ActivityRegistration {
  return {
    id: 7,
    activity: buildActivitySummary(),
    contactName: '王晓明',
    contactPhone: '13800138000',
    enterpriseName: '杭州云栖智造科技有限公司',
    attendees: 1,
    status: 'registered',
    createdAt: '2026-11-24T02:00:00.000Z',
    cancelledAt: null,
    ...overrides,
  };
}
