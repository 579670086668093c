import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import type { Message, MessagePage, Subscription } from './types';

export function buildSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    categories: [],
    regionCodes: [],
    industries: [],
    notifyPolicies: true,
    notifyNotices: true,
    notifyMatches: true,
    ...overrides,
  };
}

export function buildMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 1,
    type: 'policy',
    title: '新政策：杭州市关于加快推进专精特新中小企业高质量发展的若干措施',
    content: '您订阅的“科技创新”类政策有更新：杭州市经济和信息化局发布了新的扶持措施，最高奖励 100 万元。',
    link: { kind: 'policy', id: 101 },
    read: false,
    createdAt: '2026-03-02T01:30:00.000Z',
    ...overrides,
  };
}

/** `count` messages with ids 1..count, newest first, distinct titles. */
export function buildMessages(count: number, overrides: Partial<Message> = {}): Message[] {
  return Array.from({ length: count }, (_, index) =>
    buildMessage({
      id: index + 1,
      title: `消息 ${index + 1}`,
      createdAt: new Date(Date.UTC(2026, 2, 2, 1, 30) - index * 3_600_000).toISOString(),
      ...overrides,
    }),
  );
}

export type MessagePageOptions = {
  total?: number;
  pageNum?: number;
  pageSize?: number;
};

export function buildMessagePage(
  rows: Message[],
  { total = rows.length, pageNum = DEFAULT_PAGE_NUM, pageSize = DEFAULT_PAGE_SIZE }: MessagePageOptions = {},
): MessagePage {
  return { rows, total, pageNum, pageSize };
}
