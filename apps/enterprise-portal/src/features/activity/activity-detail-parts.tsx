import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActivityDetail } from '@smes/api';
import { formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { MissingContent } from '../../shared/display/missing-content';
import { ACTIVITY_MODE_LABELS, ACTIVITY_TYPE_LABELS, activityTimeText, seatsText } from './activity-labels';

/** An unknown or malformed id: say so and offer the way back to the list. */
export function MissingActivity() {
  return <MissingContent title="活动不存在" backLabel="返回活动列表" backTo={paths.activity.list} />;
}

/** The facts a registrant needs: when, where (the meeting link once registered), who, the deadline and the seats. */
export function ActivityFacts({ activity }: { activity: ActivityDetail }) {
  const place =
    activity.mode === 'online' ? (
      activity.onlineUrl ? (
        <>
          线上：
          <Link href={activity.onlineUrl} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
            {activity.onlineUrl}
          </Link>
        </>
      ) : (
        '线上（报名成功后在此显示会议链接）'
      )
    ) : (
      `${activity.regionName} · ${activity.place ?? ''}`
    );
  const facts: [string, ReactNode][] = [
    ['类型', `${ACTIVITY_TYPE_LABELS[activity.type]} · ${ACTIVITY_MODE_LABELS[activity.mode]}`],
    ['时间', activityTimeText(activity)],
    ['地点', place],
    ['主办单位', activity.organizer],
    ['面向对象', activity.audience],
    ['报名截止', formatChinaDateTime(activity.registrationDeadline)],
    ['名额', seatsText(activity)],
    ['咨询电话', activity.hotline],
  ];
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      {facts.map(([label, value]) => (
        <Stack key={label} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: '5em', flexShrink: 0 }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
