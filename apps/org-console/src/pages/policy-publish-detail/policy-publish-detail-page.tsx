import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isNotFound, usePolicyDesk } from '@smes/api';
import type { PolicyDeskDetail, PolicyRevisionSummary } from '@smes/api';
import { POLICY_DESK_STATUS_LABELS, POLICY_REVISION_STATUS_LABELS, POLICY_VALIDITY_LABELS } from '@smes/policy-desk';
import { parseRouteId, useShell } from '@smes/shell';
import { AsyncContent, NotFoundPage, PageContainer, PageHeader, SectionCard, StatusChip, formatChinaDateTime } from '@smes/ui';
import { paths, portalPaths } from '../../app/paths';
import { ChangeList } from '../../features/policy-desk/change-list';
import { DeskActions } from '../../features/policy-desk/desk-actions';
import { deskStatusTone, revisionStatusTone } from '../../features/policy-desk/desk-status';
import { DocumentView } from '../../features/policy-desk/document-view';
import { AccountGate } from '../../shared/account-gate';

/** 政策发布详情: the version in force and the one in the works, what the operator may do, and the versions kept. */
export default function PolicyPublishDetailPage() {
  const id = parseRouteId(useParams().id);
  return (
    <PageContainer>
      <PageHeader
        title="政策发布详情"
        breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '政策发布', to: paths.policyPublish.list }, { label: '政策发布详情' }]}
      />
      <AccountGate screens="policyPublish">{id === null ? <NotFoundPage /> : <Detail id={id} />}</AccountGate>
    </PageContainer>
  );
}

function Detail({ id }: { id: number }) {
  const desk = usePolicyDesk(id);
  if (isNotFound(desk.error)) return <NotFoundPage />;
  return (
    <AsyncContent isPending={desk.isPending} error={desk.error} data={desk.data} onRetry={() => void desk.refetch()}>
      {(detail) => <DeskDetail detail={detail} />}
    </AsyncContent>
  );
}

function revisionName(revision: { number: number | null }): string {
  return revision.number === null ? '平台初始数据' : `第 ${revision.number} 版`;
}

function DeskDetail({ detail }: { detail: PolicyDeskDetail }) {
  const { config } = useShell();
  const { open, published } = detail;
  const title = open?.document.title || published?.document.title || '未命名政策草稿';
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography component="h2" variant="h5" sx={{ wordBreak: 'break-word' }}>
          {title}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <StatusChip status={deskStatusTone(detail.status)} label={POLICY_DESK_STATUS_LABELS[detail.status]} />
          {detail.validity && open ? <StatusChip status={detail.validity === 'valid' ? 'approved' : 'cancelled'} label={`门户：${POLICY_VALIDITY_LABELS[detail.validity]}`} /> : null}
          {detail.policyId !== null ? (
            <Link href={`${config.portalOrigin}${portalPaths.policy(detail.policyId)}`} target="_blank" rel="noopener">
              在门户查看
            </Link>
          ) : null}
          <Link component={RouterLink} to={paths.policyPublish.history(detail.id)}>
            变更记录
          </Link>
        </Stack>
      </Stack>
      {detail.validity === 'repealed' ? (
        <Alert severity="warning">
          <AlertTitle>已废止（{detail.repealDate}）</AlertTitle>
          {detail.repealReason ?? ''}
        </Alert>
      ) : null}
      {open?.returnReason ? (
        <Alert severity="warning">
          <AlertTitle>审核人退回修改（{open.reviewerName}）</AlertTitle>
          {open.returnReason}
        </Alert>
      ) : null}

      <SectionCard title="操作">
        <DeskActions detail={detail} title={title} />
      </SectionCard>

      {open ? (
        <SectionCard title={`${revisionName(open)}（${POLICY_REVISION_STATUS_LABELS[open.status]}）`}>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {open.authorName} 起草 · 编辑过：{open.editors.join('、')} · 最后保存 {formatChinaDateTime(open.updatedAt)}（{open.updatedBy}）
              {open.submittedAt ? ` · 提交审核 ${formatChinaDateTime(open.submittedAt)}` : ''}
            </Typography>
            {open.note ? <Typography>修订说明：{open.note}</Typography> : null}
            {published ? (
              <Box>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                  与现行版本相比的改动
                </Typography>
                <ChangeList changes={open.changes} label="与现行版本相比的改动" />
              </Box>
            ) : null}
            <DocumentView document={open.document} policyId={detail.policyId} />
          </Stack>
        </SectionCard>
      ) : null}

      {published ? (
        <SectionCard title={`现行版本（${revisionName({ number: published.revision })}）`}>
          <Stack spacing={2}>
            {published.publishedAt ? (
              <Typography variant="body2" color="text.secondary">
                发布于 {formatChinaDateTime(published.publishedAt)}
              </Typography>
            ) : null}
            {detail.ruleSet ? (
              <Typography variant="body2" color="text.secondary">
                门户匹配所用规则集：{detail.ruleSet.name}（{detail.ruleSet.id}）
              </Typography>
            ) : null}
            <DocumentView document={published.document} policyId={detail.policyId} />
          </Stack>
        </SectionCard>
      ) : null}

      {detail.linked.notices.length + detail.linked.projects.length > 0 ? (
        <SectionCard title="门户上关联的申报">
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {detail.linked.notices.map((item) => (
              <li key={`notice-${item.id}`}>
                <Link href={`${config.portalOrigin}${portalPaths.notice(item.id)}`} target="_blank" rel="noopener">
                  申报通知：{item.title}
                </Link>
              </li>
            ))}
            {detail.linked.projects.map((item) => (
              <li key={`project-${item.id}`}>
                <Link href={`${config.portalOrigin}${portalPaths.project(item.id)}`} target="_blank" rel="noopener">
                  申报项目：{item.title}
                </Link>
              </li>
            ))}
          </Stack>
        </SectionCard>
      ) : null}

      <SectionCard title="版本">
        {detail.revisions.length === 0 ? (
          <Typography color="text.secondary">这项政策来自平台初始数据，发布台上还没有它的版本；修订后这里会列出每一版。</Typography>
        ) : (
          <Stack component="ol" spacing={1} aria-label="版本" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {detail.revisions.map((revision) => (
              <RevisionLine key={revision.number} revision={revision} />
            ))}
          </Stack>
        )}
        <Button component={RouterLink} to={paths.policyPublish.history(detail.id)} sx={{ mt: 1 }}>
          查看全部变更记录
        </Button>
      </SectionCard>
    </Stack>
  );
}

function RevisionLine({ revision }: { revision: PolicyRevisionSummary }) {
  const facts = [
    `${revision.authorName} 起草于 ${formatChinaDateTime(revision.createdAt)}`,
    revision.reviewerName && revision.reviewedAt ? `${revision.reviewerName} ${revision.status === 'draft' ? '退回' : '审核'}于 ${formatChinaDateTime(revision.reviewedAt)}` : null,
    revision.publishedAt ? `发布于 ${formatChinaDateTime(revision.publishedAt)}` : null,
  ].filter(Boolean);
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{revisionName(revision)}</Typography>
        <StatusChip status={revisionStatusTone(revision.status)} label={POLICY_REVISION_STATUS_LABELS[revision.status]} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {facts.join(' · ')}
      </Typography>
      {revision.note ? <Typography variant="body2">修订说明：{revision.note}</Typography> : null}
    </Box>
  );
}
