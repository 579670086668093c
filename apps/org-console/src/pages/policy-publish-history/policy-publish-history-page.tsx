import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isNotFound, usePolicyDeskHistory } from '@smes/api';
import type { PolicyDeskHistory } from '@smes/api';
import { POLICY_DESK_EVENT_LABELS } from '@smes/policy-desk';
import { parseRouteId } from '@smes/shell';
import { AsyncContent, NotFoundPage, PageContainer, PageHeader, SectionCard, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { ChangeList } from '../../features/policy-desk/change-list';
import { AccountGate } from '../../shared/account-gate';

/** 政策变更记录: every step on a policy, newest first — who, when, which version, and what each save changed — and its rule-set versions. */
export default function PolicyPublishHistoryPage() {
  const id = parseRouteId(useParams().id);
  return (
    <PageContainer>
      <PageHeader
        title="政策变更记录"
        breadcrumbs={[
          { label: '工作台', to: paths.home },
          { label: '政策发布', to: paths.policyPublish.list },
          ...(id !== null ? [{ label: '政策发布详情', to: paths.policyPublish.detail(id) }] : []),
          { label: '政策变更记录' },
        ]}
      />
      <AccountGate screens="policyPublish">{id === null ? <NotFoundPage /> : <History id={id} />}</AccountGate>
    </PageContainer>
  );
}

function History({ id }: { id: number }) {
  const history = usePolicyDeskHistory(id);
  if (isNotFound(history.error)) return <NotFoundPage />;
  return (
    <AsyncContent isPending={history.isPending} error={history.error} data={history.data} onRetry={() => void history.refetch()}>
      {(data) => <Events history={data} />}
    </AsyncContent>
  );
}

/** 规则版本: the versions match reports, evaluations and pushes name (第 N 版), who wrote and approved each, and when it took effect. */
function RuleSetVersions({ versions }: { versions: PolicyDeskHistory['ruleSetVersions'] }) {
  return (
    <SectionCard title="申报规则版本" headingLevel="h3">
      <Stack component="ol" spacing={1} aria-label="申报规则版本" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {versions.map((version) => (
          <Box component="li" key={version.number}>
            <Typography variant="body2" sx={{ fontWeight: 'fontWeightBold' }}>
              {version.label}
              {version.inForce ? '（现行）' : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {version.deskRevision === null
                ? `平台初始数据 · ${formatChinaDateTime(version.at)}`
                : `编写：${version.author}${version.approver ? ` · 审核发布：${version.approver}` : ''} · ${formatChinaDateTime(version.at)} · 随政策第 ${version.deskRevision} 版发布`}
            </Typography>
          </Box>
        ))}
      </Stack>
      {versions.some((version) => version.inForce) ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          修订后这项政策没有现行的申报规则；以上版本留作记录。
        </Typography>
      )}
    </SectionCard>
  );
}

function Events({ history }: { history: PolicyDeskHistory }) {
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6" sx={{ wordBreak: 'break-word' }}>
        {history.title}
      </Typography>
      {history.ruleSetVersions.length > 0 ? <RuleSetVersions versions={history.ruleSetVersions} /> : null}
      {history.events.length === 0 ? (
        <Typography color="text.secondary">这项政策来自平台初始数据，发布台上还没有对它的操作。</Typography>
      ) : (
        <Stack component="ol" spacing={2} aria-label="变更记录" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {history.events.map((event) => (
            <Box component="li" key={event.id}>
              <SectionCard title={`${POLICY_DESK_EVENT_LABELS[event.action]}${event.revision === null ? '' : ` · 第 ${event.revision} 版`}`} headingLevel="h3">
                <Stack spacing={1}>
                  <Typography variant="body2" color="text.secondary">
                    {event.actorName} · {formatChinaDateTime(event.at)}
                  </Typography>
                  {event.note ? <Typography variant="body2">{event.note}</Typography> : null}
                  {event.changes.length > 0 ? <ChangeList changes={event.changes} label={`${POLICY_DESK_EVENT_LABELS[event.action]}的改动`} /> : null}
                </Stack>
              </SectionCard>
            </Box>
          ))}
        </Stack>
      )}
      <Button component={RouterLink} to={paths.policyPublish.detail(history.id)} sx={{ alignSelf: 'flex-start' }}>
        返回政策发布详情
      </Button>
    </Stack>
  );
}
