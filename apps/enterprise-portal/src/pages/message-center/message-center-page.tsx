import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useMarkAllMessagesRead, useMarkMessageRead, useMessages, useUnreadMessageCount, type Message, type MessagePage } from '@smes/api';
import { AsyncContent, EmptyState, Paginator, useToast } from '@smes/ui';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';
import { MessageItem } from '../../features/subscription/message-item';
import {
  MESSAGE_TABS,
  parseMessageListState,
  toMessageQuery,
  toMessageSearchParams,
  type MessageListState,
  type MessageTab,
} from '../../features/subscription/message-query';
import { useNow } from '../../features/subscription/use-now';
import { paths } from '../../app/paths';

export default function MessageCenterPage() {
  return (
    <PersonalCenterFrame title="消息中心" subtitle="订阅的新政策、申报通知和申报进度都会发到这里" actions={<MarkAllReadButton />}>
      <MessageInbox />
    </PersonalCenterFrame>
  );
}

function MarkAllReadButton() {
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

const EMPTY_TEXT: Record<MessageTab, { title: string; description: string }> = {
  all: { title: '暂无消息', description: '订阅关注的政策类别、地区和行业后，匹配的新政策和申报通知会发到这里。' },
  unread: { title: '没有未读消息', description: '所有消息都已读过，新消息到达时会显示在这里。' },
  read: { title: '暂无已读消息', description: '打开过的消息会显示在这里。' },
};

function MessageInbox() {
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
              <EmptyState
                title={EMPTY_TEXT[state.tab].title}
                description={EMPTY_TEXT[state.tab].description}
                action={
                  state.tab === 'all' ? (
                    <Button component={RouterLink} to={paths.personalCenter.mySubscription} variant="outlined">
                      去订阅
                    </Button>
                  ) : undefined
                }
              />
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
                    <MessageItem message={message} now={now} onOpen={handleOpen} />
                  </li>
                ))}
              </Box>
              <Box sx={{ mt: 2 }}>
                <Paginator
                  page={state.pageNum}
                  pageSize={state.pageSize}
                  total={page.total}
                  onChange={(pageNum, pageSize) => go({ pageNum, pageSize })}
                />
              </Box>
            </>
          )}
        </AsyncContent>
      </Box>
    </Paper>
  );
}
