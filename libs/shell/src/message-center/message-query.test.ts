import { describe, expect, it } from 'vitest';
import { parseMessageListState, toMessageQuery, toMessageSearchParams } from './message-query';

const parse = (search: string) => parseMessageListState(new URLSearchParams(search));

describe('parseMessageListState', () => {
  it('defaults to 全部, page 1 of 10', () => {
    expect(parse('')).toEqual({ tab: 'all', pageNum: 1, pageSize: 10 });
  });

  it('reads a valid tab and page', () => {
    expect(parse('tab=unread&pageNum=3&pageSize=20')).toEqual({ tab: 'unread', pageNum: 3, pageSize: 20 });
    expect(parse('tab=read')).toMatchObject({ tab: 'read' });
  });

  it('falls back to the defaults for anything malformed', () => {
    expect(parse('tab=spam&pageNum=-2&pageSize=7')).toEqual({ tab: 'all', pageNum: 1, pageSize: 10 });
    expect(parse('pageNum=abc&pageSize=1000')).toEqual({ tab: 'all', pageNum: 1, pageSize: 10 });
    expect(parse('pageNum=1.5')).toMatchObject({ pageNum: 1 });
  });
});

describe('toMessageSearchParams', () => {
  it('writes only what differs from the defaults', () => {
    expect(toMessageSearchParams({ tab: 'all', pageNum: 1, pageSize: 10 }).toString()).toBe('');
    expect(toMessageSearchParams({ tab: 'unread', pageNum: 2, pageSize: 20 }).toString()).toBe('tab=unread&pageNum=2&pageSize=20');
  });

  it('round-trips through the parser', () => {
    const state = { tab: 'read', pageNum: 4, pageSize: 50 } as const;
    expect(parseMessageListState(toMessageSearchParams(state))).toEqual(state);
  });
});

describe('toMessageQuery', () => {
  it('maps the tab to the read filter', () => {
    expect(toMessageQuery({ tab: 'all', pageNum: 1, pageSize: 10 })).toEqual({ pageNum: 1, pageSize: 10 });
    expect(toMessageQuery({ tab: 'unread', pageNum: 2, pageSize: 10 })).toEqual({ pageNum: 2, pageSize: 10, read: false });
    expect(toMessageQuery({ tab: 'read', pageNum: 1, pageSize: 10 })).toEqual({ pageNum: 1, pageSize: 10, read: true });
  });
});
