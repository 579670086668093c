import { useId } from 'react';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useSession } from '@smes/session';
import { paths } from '../../app/paths';
import { AssistantChat } from './assistant-chat';
import { DOC_TYPE_NAMES, pageContext } from './page-context';
import { ANONYMOUS_CONVERSATION_KEY, ASSISTANT_INTRO, CURRENT_CONVERSATION_KEY } from './session-keys';
import { useAssistantChat } from './use-assistant-chat';

export type AssistantPanelProps = {
  id: string;
  open: boolean;
  /** The page behind the panel: on a document's detail page, questions are about that document. */
  pathname: string;
  onClose: () => void;
};

/**
 * The assistant as a side panel (a modal drawer: focus stays inside, Esc closes, focus returns to the
 * button). Kept mounted after the first open so the conversation survives closing it; following a link
 * inside (a citation) closes it so the cited clause is in view.
 */
export default function AssistantPanel({ id, open, pathname, onClose }: AssistantPanelProps) {
  const titleId = useId();
  const { isLoggedIn } = useSession();
  const context = pageContext(pathname);
  const chat = useAssistantChat({ context, sessionKey: ANONYMOUS_CONVERSATION_KEY, currentConversationKey: CURRENT_CONVERSATION_KEY, isLoggedIn });

  const handleClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]') !== null) onClose();
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      keepMounted
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 480 }, maxWidth: '100%' },
        },
      }}
    >
      <Box onClick={handleClick} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} component="h2" variant="h6">
            AI 助手
          </Typography>
          <IconButton aria-label="关闭 AI 助手" onClick={onClose}>
            <Close />
          </IconButton>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {context.docType !== null
            ? `正在查看本页${DOC_TYPE_NAMES[context.docType]}，问“这份${DOC_TYPE_NAMES[context.docType]}”时按本页内容回答。`
            : '回答注明引用的政策条款。'}{' '}
          <Link component={RouterLink} to={paths.aiAssistant}>
            打开完整页面
          </Link>
        </Typography>
        <AssistantChat chat={chat} context={context} intro={ASSISTANT_INTRO} headingLevel="h3" autoFocus={open} />
      </Box>
    </Drawer>
  );
}
