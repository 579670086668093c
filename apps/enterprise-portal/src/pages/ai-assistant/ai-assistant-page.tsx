import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSession } from '@smes/session';
import { PageContainer, PageHeader } from '@smes/ui';
import { paths } from '../../app/paths';
import { AssistantChat } from '../../features/assistant/assistant-chat';
import { ConversationList } from '../../features/assistant/conversation-list';
import { ANONYMOUS_CONVERSATION_KEY, ASSISTANT_INTRO, CURRENT_CONVERSATION_KEY } from '../../features/assistant/session-keys';
import { useAssistantChat } from '../../features/assistant/use-assistant-chat';

/** AI 助手 (spec route aiAssistant): policy answers from the portal's own documents, cited to the clause. */
export default function AiAssistantPage() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  // Remounting on login/logout starts the right kind of conversation (server-kept or session-only).
  return <AssistantScreen key={isLoggedIn ? 'user' : 'visitor'} isLoggedIn={isLoggedIn} here={`${location.pathname}${location.search}`} />;
}

function AssistantScreen({ isLoggedIn, here }: { isLoggedIn: boolean; here: string }) {
  const chat = useAssistantChat({ context: null, sessionKey: ANONYMOUS_CONVERSATION_KEY, currentConversationKey: CURRENT_CONVERSATION_KEY, isLoggedIn });
  return (
    <PageContainer>
      <PageHeader title="AI 助手" subtitle="问政策、查条件，回答注明出处" breadcrumbs={[{ label: '首页', to: paths.home }, { label: 'AI 助手' }]} />
      {/* minmax(0, 1fr): a long conversation title or quote never widens the column past the screen. On a phone
          the chat comes first, so the question box is not pushed below the conversation list. */}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Paper component="aside" variant="outlined" aria-label="对话列表" sx={{ p: 2, minWidth: 0, order: { xs: 2, md: 0 } }}>
          {isLoggedIn ? (
            <ConversationList currentId={chat.conversationId} onOpen={chat.open} onNew={chat.startNew} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              未登录时，对话只保存在本次浏览器会话中。
              <Link component={RouterLink} to={paths.loginThenReturn(here)}>
                登录
              </Link>
              后可保存对话，并按企业档案核对申报条件。
            </Typography>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
          <AssistantChat chat={chat} context={null} intro={ASSISTANT_INTRO} />
        </Paper>
      </Box>
    </PageContainer>
  );
}
