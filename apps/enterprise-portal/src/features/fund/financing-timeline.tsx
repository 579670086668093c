import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { FinancingApplication, FinancingStatus } from '@smes/api';
import { formatChinaDateTime, formatWan, StepList, useMediaMatch } from '@smes/ui';
import { FINANCING_STATUS_LABELS } from './fund-labels';

/** The path every application takes; the last step is 已放款 or 未通过, or 已撤回 for one withdrawn while 已提交. */
const PATH: readonly FinancingStatus[] = ['submitted', 'accepted', 'reviewing'];

/** Where the application stands (the stepper), the provider's answer, and every step with its time and note. */
/**
 * How the promised time was counted. A year whose 法定节假日 are not published yet was counted Monday to Friday, so
 * the text says its holidays were not deducted rather than claim they were.
 */
export function workingTimeBasis(uncountedHolidayYear: number | null): string {
  const basis = '按工作日 9:00–17:00 计时，周末和法定节假日不计，调休上班日计入';
  return uncountedHolidayYear === null ? basis : `${basis}；${uncountedHolidayYear} 年法定节假日尚未公布，未扣除`;
}

export function FinancingTimeline({ application }: { application: FinancingApplication }) {
  const vertical = useMediaMatch((theme: Theme) => theme.breakpoints.down('sm'));
  const withdrawn = application.status === 'withdrawn';
  const final: FinancingStatus = application.status === 'rejected' || withdrawn ? application.status : 'disbursed';
  const steps = withdrawn ? ['submitted' as const, final] : [...PATH, final];
  const decided = application.status === 'disbursed' || application.status === 'rejected' || withdrawn;
  const active = decided ? steps.length : steps.indexOf(application.status);
  return (
    <Stack spacing={2}>
      <StepList
        steps={steps.map((status) => ({
          key: status,
          label: status === final && !decided ? '已放款 / 未通过' : FINANCING_STATUS_LABELS[status],
          error: status === 'rejected',
        }))}
        activeStep={active}
        orientation={vertical ? 'vertical' : 'horizontal'}
        aria-label="申请进度"
      />
      {application.status === 'disbursed' && application.approvedAmount !== null && application.approvedRate !== null ? (
        <Alert severity="success">{`已放款 ${formatWan(application.approvedAmount)}，执行年利率 ${application.approvedRate.toFixed(2)}%。`}</Alert>
      ) : null}
      {withdrawn ? <Alert severity="info">您已撤回这笔申请，机构不再办理；如仍需融资，可重新申请。</Alert> : null}
      {application.status === 'rejected' ? <Alert severity="warning">{`未通过：${application.rejectReason ?? '机构未说明原因'}`}</Alert> : null}
      {application.nextUpdateAt ? (
        <Typography variant="body2" color="text.secondary">{`机构预计在 ${formatChinaDateTime(application.nextUpdateAt)} 前给出下一步结果（${workingTimeBasis(application.nextUpdateUncountedHolidayYear)}），届时会发站内消息通知您。`}</Typography>
      ) : null}
      <Stack component="ol" spacing={1} aria-label="办理记录" sx={{ m: 0, pl: 3 }}>
        {application.timeline.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {FINANCING_STATUS_LABELS[event.status]}
            </Typography>
            <Typography variant="body2" component="span" color="text.secondary">
              {` · ${formatChinaDateTime(event.at)}`}
              {event.note ? ` · ${event.note}` : ''}
            </Typography>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
