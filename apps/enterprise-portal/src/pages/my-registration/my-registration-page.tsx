import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMyRegistrations, type ActivityRegistration } from '@smes/api';
import { EmptyState, StatusChip, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { activityPlaceText, activityTimeText } from '../../features/activity/activity-labels';
import { RegistrationActions } from '../../features/activity/registration-actions';
import { readPage, readPageSize, useListParams } from '../../shared/list/list-params';
import { PagedResults } from '../../shared/list/paged-results';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';

const DEFAULTS = { pageNum: 1, pageSize: 10 } as const;

function parsePage(params: URLSearchParams) {
  return { pageNum: readPage(params), pageSize: readPageSize(params) };
}

/** 我的报名: the user's activity registrations, coming ones first, with the .ics file and cancel. */
export default function MyRegistrationPage() {
  return (
    <PersonalCenterFrame title="我的报名" subtitle="报名的政策宣讲会、培训、对接会和路演：加入日历，或在活动开始前取消">
      <RegistrationList />
    </PersonalCenterFrame>
  );
}

function RegistrationList() {
  const { query, update } = useListParams(parsePage, DEFAULTS);
  const registrations = useMyRegistrations({ query });
  // Read once per mount: which activities have already started or ended.
  const [openedAt] = useState(() => Date.now());
  return (
    <PagedResults
      result={registrations}
      page={query.pageNum}
      pageSize={query.pageSize}
      onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
      label="报名列表"
      count={(total) => `共 ${total} 条报名`}
      empty={
        <EmptyState
          title="还没有报名"
          description="政策宣讲会、培训、对接会和路演都可以在线报名。"
          action={
            <Button component={RouterLink} to={paths.activity.list} variant="contained">
              去看看活动
            </Button>
          }
        />
      }
    >
      {(rows) => rows.map((registration) => <RegistrationRow key={registration.id} registration={registration} openedAt={openedAt} />)}
    </PagedResults>
  );
}

function registrationState(registration: ActivityRegistration, openedAt: number): { tone: string; label: string } {
  if (registration.status === 'cancelled') return { tone: 'cancelled', label: '已取消' };
  if (Date.parse(registration.activity.endTime) <= openedAt) return { tone: 'closed', label: '已结束' };
  return { tone: 'success', label: '已报名' };
}

function RegistrationRow({ registration, openedAt }: { registration: ActivityRegistration; openedAt: number }) {
  const { activity } = registration;
  const headingId = `registration-${registration.id}-title`;
  const state = registrationState(registration, openedAt);
  const active = registration.status === 'registered' && Date.parse(activity.endTime) > openedAt;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusChip status={state.tone} label={state.label} />
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            <Link component={RouterLink} to={paths.activity.detail(activity.id)} underline="hover">
              {activity.title}
            </Link>
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {activityTimeText(activity)} · {activityPlaceText(activity)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`报名人：${registration.contactName}（${registration.enterpriseName}），${registration.attendees} 人参会 · 报名于 ${formatChinaDateTime(registration.createdAt)}`}
          {registration.cancelledAt ? ` · 取消于 ${formatChinaDateTime(registration.cancelledAt)}` : ''}
        </Typography>
        {active ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <RegistrationActions registrationId={registration.id} title={activity.title} cancellable={Date.parse(activity.startTime) > openedAt} />
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
