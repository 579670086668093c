import type { CalendarWindow, CalendarWindowList } from './types';

export function buildCalendarWindow(overrides: Partial<CalendarWindow> = {}): CalendarWindow {
  return {
    noticeId: 1,
    title: '关于组织开展2026年度杭州市专精特新中小企业认定工作的通知',
    issuer: '杭州市经济和信息化局',
    level: 'municipal',
    regionName: '杭州市',
    category: '资质认定',
    supportText: '最高 50 万元',
    startTime: '2026-11-01T01:00:00.000Z',
    endTime: '2026-11-27T09:30:00.000Z',
    status: 'open',
    policyId: 101,
    projects: [{ id: 11, title: '2026年度杭州市专精特新中小企业认定' }],
    recommended: false,
    followed: false,
    ...overrides,
  };
}

export function buildCalendarWindowList(windows: CalendarWindow[], overrides: Partial<CalendarWindowList> = {}): CalendarWindowList {
  return {
    windows,
    departments: [...new Set(windows.map((window) => window.issuer))].sort(),
    categories: [...new Set(windows.map((window) => window.category))].sort(),
    ...overrides,
  };
}
