import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useReports } from '@smes/api';
import type { ReportListQuery, ReportSummary } from '@smes/api';
import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { EmptyState, formatChinaDateTime } from '@smes/ui';
import { StatusList } from '../../shared/list/status-list';
import { ExportReportButton } from '../../features/match/export-report-button';
import { parseReportListQuery } from '../../features/match/report-list-query';
import { REPORT_TYPES, REPORT_TYPE_LABELS } from '../../features/match/report-types';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';
import { paths } from '../../app/paths';

export default function MyReportPage() {
  return (
    <PersonalCenterFrame title="我的报告" subtitle="智能匹配报告和各类评测、自评报告，可随时查看和再次下载">
      <ReportList />
    </PersonalCenterFrame>
  );
}

const useReportPage = (query: ReportListQuery) => useReports({ query });
const DEFAULTS = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE } as const;

function ReportList() {
  return (
    <StatusList
      parse={parseReportListQuery}
      defaults={DEFAULTS}
      statusKey="type"
      useRows={useReportPage}
      tabs={{ label: '报告类型', options: REPORT_TYPES, labels: REPORT_TYPE_LABELS }}
      label="报告列表"
      count={(total) => `共 ${total} 份报告`}
      empty={(type) => (
        <EmptyState
          title={type ? `还没有${REPORT_TYPE_LABELS[type]}报告` : '还没有报告'}
          description={
            type === 'high_tech' || type === 'specialized'
              ? `完成一次${REPORT_TYPE_LABELS[type]}后，评测报告会保存在这里。`
              : '完成一次智能政策匹配或项目自评后，报告会保存在这里。'
          }
          action={
            type === 'high_tech' || type === 'specialized' ? (
              <Button
                component={RouterLink}
                to={(type === 'high_tech' ? paths.highEvaluation : paths.specialization).detection}
                variant="contained"
              >
                开始{REPORT_TYPE_LABELS[type]}
              </Button>
            ) : (
              <Button component={RouterLink} to={paths.policyMatch.proceed} variant="contained">
                开始智能匹配
              </Button>
            )
          }
        />
      )}
    >
      {(rows) => rows.map((report) => <ReportRow key={report.id} report={report} />)}
    </StatusList>
  );
}

function ReportRow({ report }: { report: ReportSummary }) {
  const headingId = `report-${report.id}-title`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" color="primary" variant="outlined" label={REPORT_TYPE_LABELS[report.type]} />
            <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
              {report.title}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {report.headline}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            生成于 {formatChinaDateTime(report.createdAt)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            component={RouterLink}
            to={paths.personalCenter.myReport.detail(report.id)}
            variant="contained"
            size="small"
            startIcon={<VisibilityOutlinedIcon />}
            aria-label={`查看 ${report.title}`}
          >
            查看
          </Button>
          <ExportReportButton reportId={report.id} size="small" ariaLabel={`下载网页版（HTML）：${report.title}`} />
        </Stack>
      </Stack>
    </Paper>
  );
}
