import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActivitySummary } from '@smes/api';
import { StatusChip, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { ACTIVITY_MODE_LABELS, ACTIVITY_STATUS_LABELS, ACTIVITY_STATUS_TONES, ACTIVITY_TYPE_LABELS, activityPlaceText, activityTimeText, seatsText } from './activity-labels';

export type ActivityCardProps = { activity: ActivitySummary; headingLevel?: 'h2' | 'h3' };

/** One activity in a list: status and type, title, when and where, organiser, seats left and the deadline. */
export function ActivityCard({ activity, headingLevel = 'h2' }: ActivityCardProps) {
  const headingId = `activity-${activity.id}-title`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <StatusChip status={ACTIVITY_STATUS_TONES[activity.status]} label={ACTIVITY_STATUS_LABELS[activity.status]} />
          <Chip size="small" variant="outlined" label={ACTIVITY_TYPE_LABELS[activity.type]} />
          <Chip size="small" variant="outlined" label={ACTIVITY_MODE_LABELS[activity.mode]} />
        </Stack>
        <Typography id={headingId} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          <Link component={RouterLink} to={paths.activity.detail(activity.id)} underline="hover">
            {activity.title}
          </Link>
        </Typography>
        <Stack component="dl" spacing={0.5} sx={{ m: 0, mt: 1, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, wordBreak: 'break-word' } }}>
          <Fact label="时间" value={activityTimeText(activity)} />
          <Fact label="地点" value={activityPlaceText(activity)} />
          <Fact label="主办" value={activity.organizer} />
          <Fact label="报名" value={`${formatChinaDateTime(activity.registrationDeadline)} 截止 · ${seatsText(activity)}`} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ typography: 'body2' }}>
      <Typography component="dt" variant="body2" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2">
        {value}
      </Typography>
    </Stack>
  );
}
