import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isNotFound, useOrgCase, type OrgCase } from '@smes/api';
import { parseRouteId } from '@smes/shell';
import { AsyncContent, EmptyState, FactList, PageContainer, PageHeader, SectionCard, StatusChip, formatChinaDate, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { ListingReviewNotice } from '../../features/institution/listing-review-notice';
import { caseVisibility } from '../../features/institution/case-form';
import { InstitutionGate } from '../../features/institution/institution-gate';

export default function SuccessCaseDetailPage() {
  const { id: rawId } = useParams();
  const id = parseRouteId(rawId);
  return (
    <PageContainer>
      <PageHeader title="案例详情" breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '成功案例', to: paths.successCases.list }, { label: '案例详情' }]} />
      <InstitutionGate>{id === null ? <CaseNotFound /> : <CaseDetail id={id} />}</InstitutionGate>
    </PageContainer>
  );
}

function CaseNotFound() {
  return (
    <EmptyState
      title="案例不存在"
      description="案例可能不属于本机构，或链接有误。"
      action={
        <Button component={RouterLink} to={paths.successCases.list}>
          返回成功案例
        </Button>
      }
    />
  );
}

function CaseDetail({ id }: { id: number }) {
  const found = useOrgCase({ id });
  if (isNotFound(found.error)) return <CaseNotFound />;
  return (
    <AsyncContent isPending={found.isPending} error={found.error} data={found.data} onRetry={() => void found.refetch()}>
      {(data) => <CaseContent saved={data} />}
    </AsyncContent>
  );
}

function CaseContent({ saved }: { saved: OrgCase }) {
  const visibility = caseVisibility(saved);
  const sections: [string, string][] = [
    ['客户问题', saved.problem],
    ['服务过程', saved.approach],
    ['服务成效', saved.result],
  ];
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {saved.case.title}
          </Typography>
          <StatusChip status={visibility.tone} label={visibility.label} />
        </Stack>
        <Button component={RouterLink} to={paths.successCases.edit(saved.case.id)} variant="outlined">
          编辑案例
        </Button>
      </Stack>
      <ListingReviewNotice kind="case" listed={saved.listed} review={saved.review} />
      <Typography color="text.secondary">
        {saved.case.category} · 客户行业：{saved.case.clientIndustry} · 完成于 {formatChinaDate(saved.case.completedOn)}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{saved.case.summary}</Typography>
      {sections.map(([title, text]) => (
        <SectionCard key={title} title={title}>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
        </SectionCard>
      ))}
      <SectionCard title="客户同意记录">
        {saved.consent.consented ? (
          <FactList
            facts={[
              ['同意人', saved.consent.consentBy],
              ['同意日期', saved.consent.consentOn ? formatChinaDate(saved.consent.consentOn) : '—'],
              ['记录时间', saved.consent.recordedAt ? formatChinaDateTime(saved.consent.recordedAt) : '—'],
            ]}
          />
        ) : (
          <Alert severity="warning">客户尚未同意公开，本案例不会出现在门户。取得同意后在编辑中记录同意人和日期，再选择公开。</Alert>
        )}
      </SectionCard>
    </Stack>
  );
}
