import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIpRecords, useLedger, useReports } from '@smes/api';
import type { LedgerRecord } from '@smes/api';
import { getLedgerField } from '@smes/eligibility';
import type { EnterpriseLedger, LedgerFieldKey } from '@smes/eligibility';
import { useSession } from '@smes/session';
import { AsyncContent, EmptyState, formatChinaDate, LoadingState, PageContainer, PageHeader, SectionCard, StatusChip } from '@smes/ui';
import { IpCounts } from '../../features/enterprise/ip-counts';
import { LedgerSections } from '../../features/enterprise/ledger-sections';
import { REPORT_TYPE_LABELS } from '../../features/match/report-types';
import { CompletenessBar } from '../../shared/ledger/completeness-bar';
import { LEDGER_FORM_FIELD_NAMING, ledgerFieldHref } from '../../shared/ledger/ledger-form-fields';
import { LoginPrompt } from '../../shared/login-prompt/login-prompt';
import { paths } from '../../app/paths';

const QUALIFICATIONS: readonly LedgerFieldKey[] = ['qualHighTech', 'qualSpecialized', 'qualLittleGiant', 'qualInnovativeSme', 'qualTechSme'];

export default function EnterpriseOverviewPage() {
  const { isLoggedIn } = useSession();
  return (
    <PageContainer>
      <PageHeader
        title="企业档案一览"
        subtitle="企业档案各部分的完整度、知识产权、资质和最近的评测报告；政策匹配和各项评测都读取这份档案"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '企业档案一览' }]}
      />
      <EvaluationAreaNav />
      {isLoggedIn ? <OverviewLoader /> : <LoginPrompt description="企业档案一览展示您企业自己的档案，请先登录企业账号。" />}
    </PageContainer>
  );
}

/** 企业评测's screens, for visitors too: both evaluations explain themselves before asking to log in. */
const EVALUATION_AREA_LINKS = [
  { label: '高企评测', to: paths.highEvaluation.home },
  { label: '专精特新评测', to: paths.specialization.home },
  { label: '知识产权台账', to: paths.enterprise.knowledgeRecord },
  { label: '品牌评分', to: paths.enterprise.brandSeamDetail },
  { label: '知识产权管家', to: paths.enterprise.ipSteward },
] as const;

function EvaluationAreaNav() {
  return (
    <Stack component="nav" aria-label="企业评测" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
      {EVALUATION_AREA_LINKS.map((link) => (
        <Button key={link.to} component={RouterLink} to={link.to} variant="outlined" size="small">
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}

function OverviewLoader() {
  const ledger = useLedger();
  return (
    <AsyncContent isPending={ledger.isPending} error={ledger.error} data={ledger.data} onRetry={() => void ledger.refetch()}>
      {(record) => <Overview record={record} />}
    </AsyncContent>
  );
}

function Overview({ record }: { record: LedgerRecord }) {
  const ipRecords = useIpRecords();
  const ledger = record.ledger;
  return (
    <Stack spacing={3}>
      <SectionCard
        title={ledger.enterpriseName ?? '我的企业'}
        action={
          <Button component={RouterLink} to={paths.personalCenter.enterpriseInformation} size="small">
            编辑企业档案
          </Button>
        }
      >
        <CompletenessBar completeness={record.completeness} fields={LEDGER_FORM_FIELD_NAMING} maxLinks={5} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {record.updatedAt ? `最近更新：${formatChinaDate(record.updatedAt)}` : '还没有保存过企业档案'}
        </Typography>
      </SectionCard>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, alignItems: 'start' }}>
        <Box>
          <SectionCard title="档案各部分">
            <LedgerSections ledger={ledger} hasIpRecords={(ipRecords.data?.rows.length ?? 0) > 0} />
          </SectionCard>
        </Box>
        <Box>
          <Stack spacing={3}>
            <SectionCard title="资质">
              <Qualifications ledger={ledger} />
            </SectionCard>
            <SectionCard title="最近的评测与报告" action={<Link component={RouterLink} to={paths.personalCenter.myReport.list} underline="always">我的报告</Link>}>
              <LatestReports />
            </SectionCard>
          </Stack>
        </Box>
      </Box>
      <SectionCard
        title="知识产权"
        action={
          <Link component={RouterLink} to={paths.enterprise.knowledgeRecord} underline="always">
            知识产权台账
          </Link>
        }
      >
        <AsyncContent isPending={ipRecords.isPending} error={ipRecords.error} data={ipRecords.data} onRetry={() => void ipRecords.refetch()}>
          {(list) =>
            list.rows.length === 0 ? (
              <EmptyState
                title="还没有建立知识产权台账"
                description="登记专利、商标和软件著作权后，档案的知识产权数量按已授权的记录自动计算。"
                action={
                  <Button component={RouterLink} to={paths.enterprise.knowledgeRecord} variant="outlined">
                    建立知识产权台账
                  </Button>
                }
              />
            ) : (
              <Stack spacing={1.5}>
                <IpCounts counts={list.counts} label="已授权知识产权数量" />
                <Typography variant="body2" color="text.secondary">
                  {`台账共 ${list.rows.length} 条记录，其中申请中 ${list.rows.filter((row) => row.status === 'pending').length} 条。最近登记：${list.rows[0]?.name ?? ''}`}
                </Typography>
              </Stack>
            )
          }
        </AsyncContent>
      </SectionCard>
    </Stack>
  );
}

function Qualifications({ ledger }: { ledger: EnterpriseLedger }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
      {QUALIFICATIONS.map((key) => {
        const value = ledger[key];
        return (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {getLedgerField(key).label}
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {typeof value === 'string' ? (
                `${formatChinaDate(value)} 认定`
              ) : value === null ? (
                '未获得'
              ) : (
                <Link component={RouterLink} to={ledgerFieldHref(key)} underline="always">
                  未填写，去填写
                </Link>
              )}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

function LatestReports() {
  const reports = useReports({ query: { pageNum: 1, pageSize: 5 } });
  if (reports.isPending) return <LoadingState />;
  if (reports.error) return <Typography color="text.secondary">报告暂时无法读取，请稍后刷新</Typography>;
  if (reports.data.rows.length === 0) {
    return (
      <EmptyState
        title="还没有评测报告"
        action={
          <Button component={RouterLink} to={paths.highEvaluation.detection} variant="outlined">
            开始高企评测
          </Button>
        }
      />
    );
  }
  return (
    <Stack component="ul" spacing={1} aria-label="最近的报告" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {reports.data.rows.map((report) => (
        <Stack component="li" key={report.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <StatusChip status="processing" label={REPORT_TYPE_LABELS[report.type]} />
          <Link component={RouterLink} to={paths.personalCenter.myReport.detail(report.id)} underline="hover" sx={{ minWidth: 0, wordBreak: 'break-word' }}>
            {report.title}
          </Link>
          <Typography component="span" variant="body2" color="text.secondary">
            {formatChinaDate(report.createdAt)} · {report.headline}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
