import type { NewsDetail, NewsSummary } from './types';

export function buildNewsSummary(overrides: Partial<NewsSummary> = {}): NewsSummary {
  return {
    id: 61,
    title: '深圳2026年第2批拟认定专精特新中小企业名单公示',
    category: 'announcement',
    summary: '经企业申报、区级初审和专家评审，本批共 126 家企业，公示期 7 个工作日。',
    source: '深圳市中小企业服务局',
    regionName: '深圳市',
    publishDate: '2026-11-20',
    viewCount: 812,
    featured: false,
    ...overrides,
  };
}

export function buildNewsDetail(overrides: Partial<NewsDetail> = {}): NewsDetail {
  return {
    ...buildNewsSummary(overrides),
    content: ['根据2026年度专精特新中小企业工作安排，现将第2批拟认定专精特新中小企业名单予以公示。', '公示期内，对名单有异议的，请以书面形式实名反映。'],
    author: '李晓彤',
    related: [{ id: 62, title: '广州2026年第1批拟认定高新技术企业名单公示' }],
    ...overrides,
  };
}
