import { DEFAULT_MESSAGE_QUERY, type MessageQuery } from '@smes/api';
import { DEFAULT_PAGE_SIZE_OPTIONS } from '@smes/ui';
import { readPage } from '../route-paths';

function readPageSize(params: URLSearchParams, fallback: number): number {
  const value = Number(params.get('pageSize'));
  return (DEFAULT_PAGE_SIZE_OPTIONS as readonly number[]).includes(value) ? value : fallback;
}

export const MESSAGE_TABS = [
  { value: 'all', label: '全部' },
  { value: 'unread', label: '未读' },
  { value: 'read', label: '已读' },
] as const;

export type MessageTab = (typeof MESSAGE_TABS)[number]['value'];

export type MessageListState = {
  tab: MessageTab;
  pageNum: number;
  pageSize: number;
};

/**
 * The tab and page live in the address bar so back/forward and shared links work; anything malformed
 * falls back to 全部, page 1 of 10.
 */
export function parseMessageListState(params: URLSearchParams): MessageListState {
  const tab = MESSAGE_TABS.find((item) => item.value === params.get('tab'))?.value ?? 'all';
  return {
    tab,
    pageNum: readPage(params, DEFAULT_MESSAGE_QUERY.pageNum),
    pageSize: readPageSize(params, DEFAULT_MESSAGE_QUERY.pageSize),
  };
}

/** Only what differs from the defaults goes into the URL. */
export function toMessageSearchParams(state: MessageListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'all') params.set('tab', state.tab);
  if (state.pageNum !== DEFAULT_MESSAGE_QUERY.pageNum) params.set('pageNum', String(state.pageNum));
  if (state.pageSize !== DEFAULT_MESSAGE_QUERY.pageSize) params.set('pageSize', String(state.pageSize));
  return params;
}

export function toMessageQuery({ tab, pageNum, pageSize }: MessageListState): MessageQuery {
  return { pageNum, pageSize, ...(tab === 'all' ? {} : { read: tab === 'read' }) };
}
