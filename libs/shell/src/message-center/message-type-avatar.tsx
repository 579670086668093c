import Avatar from '@mui/material/Avatar';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import type { MessageType } from '@smes/api';

const ICONS = {
  policy: ArticleOutlinedIcon,
  notice: CampaignOutlinedIcon,
  application: AssignmentTurnedInOutlinedIcon,
  service: HandshakeOutlinedIcon,
  system: NotificationsNoneOutlinedIcon,
} satisfies Record<MessageType, unknown>;

const TONES = {
  policy: 'primary',
  notice: 'warning',
  application: 'success',
  service: 'info',
  system: 'secondary',
} as const satisfies Record<MessageType, string>;

/** The round icon at the start of a message; decorative, the type is also said in words. */
export function MessageTypeAvatar({ type }: { type: MessageType }) {
  const Icon = ICONS[type];
  const tone = TONES[type];
  return (
    <Avatar component="span" aria-hidden sx={{ width: 40, height: 40, flexShrink: 0, bgcolor: `${tone}.main`, color: `${tone}.contrastText` }}>
      <Icon fontSize="small" />
    </Avatar>
  );
}
