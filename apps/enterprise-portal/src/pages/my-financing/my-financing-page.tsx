import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMyFinancingApplications, type FinancingApplicationSummary, type FinancingMineQuery } from '@smes/api';
import { EmptyState, StatusChip, formatChinaDateTime, formatWan } from '@smes/ui';
import { paths } from '../../app/paths';
import { FINANCING_STATUSES, FINANCING_STATUS_LABELS, FINANCING_STATUS_TONES } from '../../features/fund/fund-labels';
import { parseMyFinancingQuery } from '../../features/fund/fund-queries';
import { StatusList } from '../../shared/list/status-list';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';

const DEFAULTS = { pageNum: 1, pageSize: 10 } as const;

/** 我的融资: the enterprise's financing applications (融资对接) by status, newest first. */
export default function MyFinancingPage() {
  return (
    <PersonalCenterFrame title="我的融资" subtitle="在找资金提交的融资申请：已提交、已受理、审批中，以及已放款和未通过的">
      <ApplicationList />
    </PersonalCenterFrame>
  );
}

const useApplications = (query: FinancingMineQuery) => useMyFinancingApplications({ query });

function ApplicationList() {
  return (
    <StatusList
      parse={parseMyFinancingQuery}
      defaults={DEFAULTS}
      statusKey="status"
      useRows={useApplications}
      tabs={{ label: '申请状态', options: FINANCING_STATUSES, labels: FINANCING_STATUS_LABELS }}
      label="融资申请列表"
      count={(total) => `共 ${total} 笔申请`}
      empty={(status) => (
        <EmptyState
          title={status ? `没有${FINANCING_STATUS_LABELS[status]}的申请` : '还没有融资申请'}
          description="在找资金里比较银行和担保机构的产品，选中后即可在线申请。"
          action={
            <Button component={RouterLink} to={paths.fund.list} variant="contained">
              去找资金
            </Button>
          }
        />
      )}
    >
      {(rows) => rows.map((application) => <ApplicationRow key={application.id} application={application} />)}
    </StatusList>
  );
}

function ApplicationRow({ application }: { application: FinancingApplicationSummary }) {
  const headingId = `financing-${application.id}-title`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusChip status={FINANCING_STATUS_TONES[application.status]} label={FINANCING_STATUS_LABELS[application.status]} />
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            <Link component={RouterLink} to={paths.personalCenter.myFinancing.detail(application.id)} underline="hover">
              {application.productName}
            </Link>
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {`${application.provider} · ${formatWan(application.amount)} · ${application.termMonths} 个月 · 申请编号 ${application.applicationNo} · 提交于 ${formatChinaDateTime(application.createdAt)}`}
        </Typography>
      </Box>
    </Paper>
  );
}
