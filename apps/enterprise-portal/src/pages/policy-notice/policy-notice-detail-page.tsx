import { useParams } from 'react-router-dom';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import PrintIcon from '@mui/icons-material/Print';
import { isNotFound, type PolicyDetail, useDictData, useDownloadPolicyAttachment, usePolicy } from '@smes/api';

import { AsyncContent, FactList, PageContainer, PageHeader, SectionCard, StatusChip } from '@smes/ui';

import { LEVEL_LABELS } from '../../shared/display/policy-level';

import { AttachmentList } from '../../features/policy/attachment-list';

import { MissingContent } from '../../shared/display/missing-content';
import { Paragraphs } from '../../features/policy/detail-parts';

import { FavoriteButton } from '../../features/policy/favorite-button';

import { LinkedList } from '../../features/policy/linked-list';

import { VALIDITY_LABELS, dictLabel } from '../../features/policy/policy-labels';
import { PrintStyles } from '../../features/policy/print-styles';
import { PolicyAssistantBlock } from '../../features/assistant/policy-assistant-block';

import { usePendingFavorite } from '../../features/policy/use-pending-favorite';

import { parseRouteId, paths } from '../../app/paths';
import { amountText } from '../../shared/display/declaration-display';
import { useClauseParam, useScrollToClause } from '../../shared/display/clause-anchor';
import { staticDetailCrumbs } from '../../shared/static-page-headers';
import { POLICY_DETAIL_DICTS } from '../../features/policy/policy-detail-dicts';


function PolicyMissing() {
  return <MissingContent title="政策不存在" backLabel="返回政策原文检索" backTo={paths.policyNotice.list} />;
}

/** 政策原文详情 / 政策详情 (two routes, one page). */
export default function PolicyNoticeDetailPage() {
  usePendingFavorite();
  const id = parseRouteId(useParams().id);
  return <PageContainer>{id === null ? <PolicyMissing /> : <PolicyLoader id={id} />}</PageContainer>;
}

function PolicyLoader({ id }: { id: number }) {
  const policy = usePolicy(id);
  if (isNotFound(policy.error)) return <PolicyMissing />;
  return (
    <AsyncContent isPending={policy.isPending} error={policy.error} data={policy.data} onRetry={() => void policy.refetch()}>
      {(detail) => <PolicyView policy={detail} />}
    </AsyncContent>
  );
}

function PolicyView({ policy }: { policy: PolicyDetail }) {
  const download = useDownloadPolicyAttachment();
  const cited = useClauseParam();
  useScrollToClause(cited);
  const [categoryDict, industryDict] = POLICY_DETAIL_DICTS;
  const categories = useDictData(categoryDict);
  const industries = useDictData(industryDict);
  const amount = amountText(policy.supportAmount);
  const industryText =
    policy.industries.length === 0 ? '不限行业' : policy.industries.map((code) => dictLabel(industries.data, code)).join('、');

  return (
    <>
      <PrintStyles />
      <PageHeader
        title={policy.title}
        subtitle={policy.docNo}
        breadcrumbs={staticDetailCrumbs('policyDetail')}
        actions={
          <Stack direction="row" spacing={1} className="print-hidden">
            <FavoriteButton policyId={policy.id} favorite={policy.favorite} />
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              打印
            </Button>
          </Stack>
        }
      />
      {download.error ? (
        <Alert severity="error" sx={{ mb: 2 }} className="print-hidden">
          {download.error.message}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <StatusChip status={policy.validity === 'valid' ? 'open' : 'closed'} label={VALIDITY_LABELS[policy.validity]} />
          <Chip size="small" label={LEVEL_LABELS[policy.level]} />
          <Chip size="small" variant="outlined" label={dictLabel(categories.data, policy.category)} />
        </Stack>
        <FactList
          facts={[
            ['文号', policy.docNo || '—'],
            ['发文机构', policy.issuer],
            ['地区', policy.regionName],
            ['成文日期', policy.writtenDate],
            ['发布日期', policy.publishDate],
            ['实施日期', policy.effectiveDate],
            ['废止日期', policy.repealDate ?? '—'],
            ['支持行业', industryText],
            ...(amount ? ([['扶持力度', amount]] as [string, string][]) : []),
            ['浏览量', String(policy.viewCount)],
          ]}
        />
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <SectionCard title="政策原文">
          <Paragraphs paragraphs={policy.content} cited={cited} />
        </SectionCard>
        <Stack spacing={3}>
          <Box className="print-hidden">
            <PolicyAssistantBlock docType="policy" docId={policy.id} />
          </Box>
          <SectionCard title="附件">
            <AttachmentList
              attachments={policy.attachments}
              pendingId={download.isPending ? (download.variables?.attachmentId ?? null) : null}
              onDownload={(attachmentId) => download.mutate({ id: policy.id, attachmentId })}
              emptyText="本政策没有附件"
            />
          </SectionCard>
          <SectionCard title="政策解读">
            <LinkedList items={policy.interpretations} pathOf={paths.policyInterpretation.detail} emptyText="暂无解读" />
          </SectionCard>
          <SectionCard title="申报通知">
            <LinkedList items={policy.notices} pathOf={paths.declarationNotice.detail} emptyText="暂无相关申报通知" />
          </SectionCard>
          <SectionCard title="申报项目">
            <LinkedList items={policy.projects} pathOf={paths.declarationProject.detail} emptyText="暂无相关申报项目" />
          </SectionCard>
        </Stack>
      </Box>
    </>
  );
}
