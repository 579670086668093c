import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEMAND_REVIEW_LABELS, DEMAND_STATUS_LABELS, type DemandRecordDetail, isNotFound, useMyDemand } from '@smes/api';
import { AsyncContent, EmptyState, SectionCard } from '@smes/ui';
import { parseRouteId, paths } from '../../app/paths';
import { DemandActionButtons, DemandChangeDialog, type PendingChange } from '../../features/market/demand-actions';
import { DemandDescription, DemandFacts } from '../../features/market/demand-facts';
import { ResponseCard } from '../../features/market/response-card';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';

/** 需求详情 (个人中心): the publisher's demand, its review, every response, and 采纳 / 成交 / 关闭. */
export default function DemandDetailPage() {
  const id = parseRouteId(useParams().id);
  return <PersonalCenterFrame title="需求详情">{id === null ? <MissingDemand /> : <RecordLoader id={id} />}</PersonalCenterFrame>;
}

function MissingDemand() {
  return (
    <EmptyState
      title="需求不存在"
      description="只能查看您自己发布的需求。"
      action={
        <Button component={RouterLink} to={paths.personalCenter.demand.list} variant="outlined">
          返回我的需求
        </Button>
      }
    />
  );
}

function RecordLoader({ id }: { id: number }) {
  const record = useMyDemand(id);
  if (isNotFound(record.error)) return <MissingDemand />;
  return (
    <AsyncContent isPending={record.isPending} error={record.error} data={record.data} onRetry={() => void record.refetch()}>
      {(data) => <RecordView record={data} />}
    </AsyncContent>
  );
}

function ReviewNotice({ record }: { record: DemandRecordDetail }) {
  const { reviewState, rejectReason } = record.record;
  const id = record.record.demand.id;
  const edit = (
    <Button component={RouterLink} to={paths.market.requirements(id)} color="inherit" size="small">
      {reviewState === 'draft' ? '继续编辑' : '修改后重新提交'}
    </Button>
  );
  if (reviewState === 'draft') return <Alert severity="info" action={edit}>草稿尚未提交，提交审核通过后才会公开。</Alert>;
  if (reviewState === 'pending') return <Alert severity="info">已提交，平台审核通过后公开。</Alert>;
  if (reviewState === 'rejected') return <Alert severity="warning" action={edit}>审核未通过：{rejectReason}</Alert>;
  return (
    <Alert
      severity="success"
      action={
        <Button component={RouterLink} to={paths.market.order.detail(id)} color="inherit" size="small">
          查看公开页
        </Button>
      }
    >
      已公开，当前{DEMAND_STATUS_LABELS[record.record.demand.status]}。
    </Alert>
  );
}

function RecordView({ record }: { record: DemandRecordDetail }) {
  const [pending, setPending] = useState<PendingChange | null>(null);
  const canAccept = record.record.allowedActions.includes('accept');
  const { demand } = record.record;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography component="h2" variant="h6" sx={{ wordBreak: 'break-word' }}>
          {demand.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {record.record.reviewState === 'approved' ? DEMAND_STATUS_LABELS[demand.status] : DEMAND_REVIEW_LABELS[record.record.reviewState]}
        </Typography>
      </Stack>
      <ReviewNotice record={record} />
      <SectionCard title="需求概况">
        <DemandFacts detail={record.detail} />
      </SectionCard>
      <SectionCard title="需求描述">
        <DemandDescription text={record.detail.description} />
      </SectionCard>
      <SectionCard title={`对接（${record.responses.length}）`}>
        {record.responses.length === 0 ? (
          <Typography color="text.secondary">{record.record.reviewState === 'approved' ? '还没有企业对接。' : '需求公开后，其他企业的对接会显示在这里。'}</Typography>
        ) : (
          <Stack spacing={2}>
            {record.responses.map((response) => (
              <ResponseCard
                key={response.id}
                response={response}
                action={
                  canAccept ? (
                    <Button size="small" variant="contained" onClick={() => setPending({ action: 'accept', response })} aria-label={`采纳 ${response.responderName} 的对接`}>
                      采纳
                    </Button>
                  ) : null
                }
              />
            ))}
          </Stack>
        )}
      </SectionCard>
      {record.record.allowedActions.some((action) => action === 'deal' || action === 'close') ? (
        <Stack direction="row" spacing={2}>
          <DemandActionButtons record={record} onPick={setPending} />
        </Stack>
      ) : null}
      <DemandChangeDialog record={record} pending={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}
