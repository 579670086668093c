import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ActivityDetail, isNotFound, useActivity } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent, PageContainer, PageHeader, SectionCard, StatusChip } from '@smes/ui';
import { parseRouteId, paths, withQuery } from '../../app/paths';
import { ActivityFacts, MissingActivity } from '../../features/activity/activity-detail-parts';
import { ACTIVITY_STATUS_LABELS, ACTIVITY_STATUS_TONES, ACTIVITY_TYPE_LABELS, registrationClosedReason } from '../../features/activity/activity-labels';
import { RegistrationActions } from '../../features/activity/registration-actions';

/** 活动详情: what it covers and its agenda, then when and where, the seats left and the way to register. */
export default function ActivityDetailsPage() {
  const id = parseRouteId(useParams().id);
  return <PageContainer>{id === null ? <MissingActivity /> : <ActivityLoader id={id} />}</PageContainer>;
}

function ActivityLoader({ id }: { id: number }) {
  const activity = useActivity(id);
  if (isNotFound(activity.error)) return <MissingActivity />;
  return (
    <AsyncContent isPending={activity.isPending} error={activity.error} data={activity.data} onRetry={() => void activity.refetch()}>
      {(detail) => <ActivityView activity={detail} />}
    </AsyncContent>
  );
}

function ActivityView({ activity }: { activity: ActivityDetail }) {
  return (
    <>
      <PageHeader
        title={activity.title}
        breadcrumbs={[
          { label: '首页', to: paths.home },
          { label: '活动', to: paths.activity.list },
          { label: ACTIVITY_TYPE_LABELS[activity.type], to: withQuery(paths.activity.list, { type: activity.type }) },
          { label: '活动详情' },
        ]}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
        <StatusChip status={ACTIVITY_STATUS_TONES[activity.status]} label={ACTIVITY_STATUS_LABELS[activity.status]} />
        <Chip size="small" variant="outlined" label={ACTIVITY_TYPE_LABELS[activity.type]} />
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <SectionCard title="活动介绍">
            {activity.intro.map((paragraph, index) => (
              // Plain paragraphs that never reorder: the index is their key.
              <Typography key={index} component="p" sx={{ mb: 1.5, wordBreak: 'break-word' }}>
                {paragraph}
              </Typography>
            ))}
          </SectionCard>
          <SectionCard title="活动议程">
            <List disablePadding>
              {activity.agenda.map((item) => (
                <ListItem key={`${item.time}-${item.item}`} disableGutters sx={{ gap: 2, alignItems: 'baseline' }}>
                  <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
                    {item.time}
                  </Typography>
                  <Typography variant="body2">{item.item}</Typography>
                </ListItem>
              ))}
            </List>
          </SectionCard>
        </Stack>
        <SectionCard title="报名">
          <ActivityFacts activity={activity} />
          <Box sx={{ mt: 2 }}>
            <RegisterPanel activity={activity} />
          </Box>
        </SectionCard>
      </Box>
    </>
  );
}

/** Registered: the .ics file and cancel. Otherwise the way to register, or a disabled button that says why not. */
function RegisterPanel({ activity }: { activity: ActivityDetail }) {
  const { isLoggedIn } = useSession();
  // Read once per mount: whether the activity has started decides whether cancel is offered.
  const [openedAt] = useState(() => Date.now());
  const mine = activity.myRegistration;

  if (isLoggedIn && mine) {
    return (
      <Stack spacing={1.5}>
        <Alert severity="success">您已报名，{mine.attendees} 人参会。请按时参加；不能参加时请取消，把名额留给其他企业。</Alert>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <RegistrationActions registrationId={mine.id} title={activity.title} cancellable={Date.parse(activity.startTime) > openedAt} />
        </Stack>
        <Link component={RouterLink} to={paths.personalCenter.myRegistration}>
          查看我的报名
        </Link>
      </Stack>
    );
  }

  const reason = registrationClosedReason(activity);
  if (reason) {
    return (
      <Stack spacing={1}>
        <Button variant="contained" disabled fullWidth>
          {reason}，无法报名
        </Button>
        <Typography variant="body2" color="text.secondary">
          {activity.status === 'full' ? '名额已满。如有企业取消报名，名额会重新开放，截止前可再来看看。' : '本场活动已停止报名，可看看其他报名中的活动。'}
        </Typography>
      </Stack>
    );
  }

  const registerPath = paths.activity.register(activity.id);
  return (
    <Button variant="contained" fullWidth component={RouterLink} to={isLoggedIn ? registerPath : paths.loginThenReturn(registerPath)}>
      {isLoggedIn ? '我要报名' : '登录后报名'}
    </Button>
  );
}
