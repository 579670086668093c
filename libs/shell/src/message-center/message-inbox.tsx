import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useMarkAllMessagesRead, useMarkMessageRead, useMessages, useUnreadMessageCount, type Message, type MessageLink, type MessagePage } from '@smes/api';
import { AsyncContent, EmptyState, Paginator, useToast } from '@smes/ui';
import { MessageItem } from './message-item';
import { MESSAGE_TABS, parseMessageListState, toMessageQuery, toMessageSearchParams, type MessageListState, type MessageTab } from './message-query';
import { useNow } from './use-now';

export type MessageInboxProps = {
  /** Where a message's link leads in this app; null when it stands on its own. */
  hrefOf: (link: MessageLink | null) => string | null;
  /** What an empty inbox says, and the way to fill it (the portal's 去订阅). */
  emptyAll: { title: string; description: string; action?: ReactNode };
};

const EMPTY_TEXT: Record<Exclude<MessageTab, 'all'>, { title: string; description: string }> = {
  unread: { title: '没有未读消息', description: '所有消息都已读过，新消息到达时会显示在这里。' },
  read: { title: '暂无已读消息', description: '打开过的消息会显示在这里。' },
};

/**
 * The message center of both apps: 全部 / 未读 / 已读 with the unread count, newest first, each message opening what it
 * is about (marked read as it opens), pages, all in the address so Back returns to the same view.
 */
export function MessageInbox({ hrefOf, emptyAll }: MessageInboxProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseMessageListState(searchParams);
  const messages = useMessages({ query: toMessageQuery(state) });
  const unread = useUnreadMessageCount();
  const markRead = useMarkMessageRead();
  const now = useNow();

  const go = (changes: Partial<MessageListState>) => setSearchParams(toMessageSearchParams({ ...state, ...changes }));

  const handleOpen = (message: Message) => {
    if (!message.read) markRead.mutate(message.id);
  };

  const tabLabel = (tab: MessageTab, label: string) => (tab === 'unread' && unread.data ? `${label}（${unread.data}）` : label);
  const isBeyondLastPage = (page: MessagePage) => page.rows.length === 0 && page.total > 0;
  const empty: MessageInboxProps['emptyAll'] = state.tab === 'all' ? emptyAll : EMPTY_TEXT[state.tab];

  return (
    <Paper variant="outlined">
      <Tabs
        value={state.tab}
        onChange={(_event, tab: MessageTab) => go({ tab, pageNum: 1 })}
        aria-label="按阅读状态筛选消息"
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {MESSAGE_TABS.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tabLabel(tab.value, tab.label)} id={`message-tab-${tab.value}`} aria-controls="message-tabpanel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="message-tabpanel" aria-labelledby={`message-tab-${state.tab}`} sx={{ p: { xs: 1, sm: 2 } }}>
        <AsyncContent
          isPending={messages.isPending}
          error={messages.error}
          data={messages.data}
          onRetry={() => void messages.refetch()}
          isEmpty={(page) => page.rows.length === 0}
          empty={
            messages.data && isBeyondLastPage(messages.data) ? (
              <EmptyState
                title="这一页没有消息"
                description="消息可能已变少，回到第一页看看。"
                action={
                  <Button variant="outlined" onClick={() => go({ pageNum: 1 })}>
                    回到第一页
                  </Button>
                }
              />
            ) : (
              <EmptyState title={empty.title} description={empty.description} action={empty.action} />
            )
          }
        >
          {(page) => (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ px: 1, mb: 1 }} aria-live="polite">
                共 {page.total} 条消息
              </Typography>
              <Box component="ul" aria-label="消息列表" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {page.rows.map((message, index) => (
                  <li key={message.id}>
                    {index > 0 && <Divider component="div" />}
                    <MessageItem message={message} href={hrefOf(message.link)} now={now} onOpen={handleOpen} />
                  </li>
                ))}
              </Box>
              <Box sx={{ mt: 2 }}>
                <Paginator page={state.pageNum} pageSize={state.pageSize} total={page.total} onChange={(pageNum, pageSize) => go({ pageNum, pageSize })} />
              </Box>
            </>
          )}
        </AsyncContent>
      </Box>
    </Paper>
  );
}

/** 全部标为已读, offered while something is unread. */
export function MarkAllReadButton() {
  const unread = useUnreadMessageCount();
  const markAll = useMarkAllMessagesRead();
  const toast = useToast();
  const count = unread.data ?? 0;
  const handleClick = () => {
    markAll.mutate(undefined, {
      onSuccess: () => toast.success('已将全部消息标为已读'),
      onError: (error) => toast.error(`操作失败：${error.message}`),
    });
  };
  return (
    <Button variant="outlined" startIcon={<DoneAllIcon />} onClick={handleClick} disabled={count === 0} loading={markAll.isPending}>
      全部标为已读
    </Button>
  );
}
