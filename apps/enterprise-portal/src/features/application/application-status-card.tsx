import { useId } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { Application, ApplicationEvent } from '@smes/api';
import { ProgressBar, SectionCard, StatusChip, StepList, formatChinaDateTime, formatWan, useMediaMatch } from '@smes/ui';
import { APPLICATION_STATUS_LABELS, activeApplicationStep, applicationStatusTone, applicationSteps } from './application-display';

export type ApplicationStatusCardProps = { application: Application };

/** Where the application stands: status, the 待提交 → 已拨付 stepper, progress and what happened when. */
export function ApplicationStatusCard({ application }: ApplicationStatusCardProps) {
  const progressLabelId = useId();
  const narrow = useMediaMatch((theme: Theme) => theme.breakpoints.down('sm'));
  const steps = applicationSteps(application.status);
  const activeStep = activeApplicationStep(application.status);
  const events = [...application.timeline].reverse();

  return (
    <SectionCard title="申报状态">
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography color="text.secondary">当前状态</Typography>
          <StatusChip status={applicationStatusTone(application.status)} label={APPLICATION_STATUS_LABELS[application.status]} />
        </Stack>
        <Typography color="text.secondary" id={progressLabelId}>
          材料进度 <Box component="strong" sx={{ color: 'text.primary' }}>{application.progress}%</Box>
        </Typography>
      </Stack>
      <ProgressBar
        value={application.progress}
        aria-labelledby={progressLabelId}
        sx={{ height: (theme) => theme.spacing(1), borderRadius: 1, mb: 3 }}
      />
      <StepList
        steps={steps.map((step) => ({ key: step.status, label: step.label, error: step.error }))}
        activeStep={activeStep}
        orientation={narrow ? 'vertical' : 'horizontal'}
        alternativeLabel={!narrow}
        aria-label="申报流程"
      />
      <Typography component="h3" variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
        办理记录
      </Typography>
      <Box component="ol" aria-label="办理记录" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {events.map((event, index) => (
          <Box
            component="li"
            // The record only grows, so its position is stable; a step taken twice in one moment repeats at and status.
            key={`${event.at}-${index}`}
            sx={{ position: 'relative', pl: 3, pb: 1.5, borderLeft: 2, borderColor: 'divider', ml: 0.75, '&:last-of-type': { pb: 0 } }}
          >
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                left: (theme) => `calc(-1 * ${theme.spacing(0.75)} - 1px)`,
                top: (theme) => theme.spacing(0.75),
                width: (theme) => theme.spacing(1.5),
                height: (theme) => theme.spacing(1.5),
                borderRadius: '50%',
                bgcolor: 'primary.main',
              }}
            />
            <ApplicationEventText event={event} />
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}

/** One step of 办理记录: what, when (China time), who moved it, and the step's own details. */
function ApplicationEventText({ event }: { event: ApplicationEvent }) {
  const details = [
    event.reason ? `原因：${event.reason}` : null,
    event.publicity ? `公示期：${event.publicity.start} 至 ${event.publicity.end}` : null,
    event.disbursement ? `拨付金额：${formatWan(event.disbursement.amountWan)}（${event.disbursement.date}）` : null,
  ].filter((line): line is string => line !== null);
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {APPLICATION_STATUS_LABELS[event.status]}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {formatChinaDateTime(event.at)}
          {/* The department that acted, not the platform account that recorded it. */}
          {event.department ? ` · 办理：${event.department}` : ''}
        </Typography>
      </Typography>
      {details.map((line) => (
        <Typography key={line} variant="body2" sx={{ fontWeight: 600 }}>
          {line}
        </Typography>
      ))}
      {event.note ? (
        <Typography variant="body2" color="text.secondary">
          {event.note}
        </Typography>
      ) : null}
    </>
  );
}
