import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { Message } from '@smes/api';
import { MESSAGE_TYPE_LABELS, formatRelativeTime } from './message-display';
import { MessageTypeAvatar } from './message-type-avatar';
import { PushMatchDetail } from './push-match-detail';
import { formatChinaDateTime, visuallyHidden } from '@smes/ui';

export type MessageItemProps = {
  message: Message;
  /** Where the message leads in this app (its link kind read by the app's own routes); null when it stands alone. */
  href: string | null;
  now: Date;
  /** Called when the message is opened (followed, or unfolded when it has no link). */
  onOpen: (message: Message) => void;
};

/**
 * One message: type icon, title with an unread dot, excerpt and time. A message with a link is a link
 * (so it opens in a new tab too); one without unfolds its full text in place. A push-matching message
 * (你可能符合《…》) shows its conditions and money below.
 */
export function MessageItem({ message, href, now, onOpen }: MessageItemProps) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();

  const handleClick = () => {
    if (href === null) setExpanded((current) => !current);
    onOpen(message);
  };

  const target =
    href === null
      ? ({ component: 'button', type: 'button', 'aria-expanded': expanded, 'aria-controls': contentId } as const)
      : ({ component: RouterLink, to: href } as const);

  const item = (
    <ButtonBase
      {...target}
      onClick={handleClick}
      sx={{
        width: '100%',
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        gap: 2,
        px: { xs: 1.5, sm: 2 },
        py: 1.75,
        textAlign: 'left',
        font: 'inherit',
        color: 'text.primary',
        bgcolor: message.read ? 'transparent' : 'action.hover',
        '&:hover': { bgcolor: 'action.selected' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: -2 },
      }}
    >
      <MessageTypeAvatar type={message.type} />
      <Box component="span" sx={{ display: 'block', flex: 1, minWidth: 0 }}>
        <Box component="span" sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          {!message.read && (
            <Box
              component="span"
              aria-hidden
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main', flexShrink: 0, alignSelf: 'center' }}
            />
          )}
          <Typography
            component="span"
            variant="subtitle1"
            sx={{ flex: 1, minWidth: 0, fontWeight: message.read ? 400 : 600, wordBreak: 'break-word' }}
          >
            {!message.read && <Box component="span" sx={visuallyHidden}>未读：</Box>}
            {message.title}
          </Typography>
          <Typography
            component="time"
            variant="caption"
            color="text.secondary"
            dateTime={message.createdAt}
            title={formatChinaDateTime(message.createdAt) || undefined}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {formatRelativeTime(message.createdAt, now)}
          </Typography>
        </Box>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
          {MESSAGE_TYPE_LABELS[message.type]}
        </Typography>
        <Typography
          id={contentId}
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{
            display: expanded ? 'block' : '-webkit-box',
            mt: 0.5,
            overflow: 'hidden',
            wordBreak: 'break-word',
            WebkitLineClamp: expanded ? 'none' : 2,
            WebkitBoxOrient: 'vertical',
          }}
        >
          {message.content}
        </Typography>
      </Box>
    </ButtonBase>
  );
  if (!message.match) return item;
  // Outside the link, so the link's name stays the title and the conditions read as their own list.
  return (
    <Box sx={{ bgcolor: message.read ? 'transparent' : 'action.hover' }}>
      {item}
      <PushMatchDetail detail={message.match} label={message.title} />
    </Box>
  );
}
