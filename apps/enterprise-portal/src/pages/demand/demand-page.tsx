import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEMAND_REVIEW_LABELS, DEMAND_STATUS_LABELS, type DemandRecord, type MyDemandQuery, type MyDemandResponse, useMyDemands, useMyResponses } from '@smes/api';
import { EmptyState, SectionCard, StatusChip, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { MyChainContacts } from '../../features/industry-chain/my-chain-contacts';
import { DEMAND_STATUS_TONES } from '../../features/market/demand-queries';
import { MY_DEMAND_DEFAULTS, REVIEW_STATES, REVIEW_TONES, parseMyDemandQuery } from '../../features/market/my-demand-queries';
import { PagedResults } from '../../shared/list/paged-results';
import { StatusList } from '../../shared/list/status-list';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';

/**
 * 我的需求 (spec PersonalCenter › demand): drafts, the review states and the public demands with their responses;
 * below, the other side: the demands this enterprise responded to (我对接的需求), and whether it was accepted, and its
 * 我要对接 requests on chain opportunities with where the platform's relay stands.
 */
export default function DemandPage() {
  return (
    <PersonalCenterFrame
      title="我的需求"
      subtitle="在找市场发布的需求：草稿、待审核、已驳回，以及公开后的对接情况"
      actions={
        <Button component={RouterLink} to={paths.market.requirements()} variant="contained">
          发布需求
        </Button>
      }
    >
      <Stack spacing={3}>
        <DemandList />
        <SectionCard title="我对接的需求">
          <ResponseList />
        </SectionCard>
        <SectionCard title="我对接的链主机会">
          <MyChainContacts />
        </SectionCard>
      </Stack>
    </PersonalCenterFrame>
  );
}

const useDemands = (query: MyDemandQuery) => useMyDemands({ query });

function DemandList() {
  return (
    <StatusList
      parse={parseMyDemandQuery}
      defaults={MY_DEMAND_DEFAULTS}
      statusKey="reviewState"
      useRows={useDemands}
      tabs={{ label: '审核状态', options: REVIEW_STATES, labels: DEMAND_REVIEW_LABELS }}
      label="我的需求列表"
      count={(total) => `共 ${total} 条需求`}
      empty={(reviewState) => (
        <EmptyState
          title={reviewState ? `没有${DEMAND_REVIEW_LABELS[reviewState]}的需求` : '还没有发布需求'}
          description="发布采购、合作、外包或技术需求，审核通过后其他企业可以对接。"
          action={
            <Button component={RouterLink} to={paths.market.requirements()} variant="contained">
              发布需求
            </Button>
          }
        />
      )}
    >
      {(rows) => rows.map((record) => <DemandRow key={record.demand.id} record={record} />)}
    </StatusList>
  );
}

function DemandRow({ record }: { record: DemandRecord }) {
  const { demand } = record;
  const headingId = `demand-${demand.id}-title`;
  const editable = record.allowedActions.includes('submit');
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {record.reviewState === 'approved' ? (
              <StatusChip status={DEMAND_STATUS_TONES[demand.status]} label={DEMAND_STATUS_LABELS[demand.status]} />
            ) : (
              <StatusChip status={REVIEW_TONES[record.reviewState]} label={DEMAND_REVIEW_LABELS[record.reviewState]} />
            )}
            <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
              <Link component={RouterLink} to={paths.personalCenter.demand.detail(demand.id)} underline="hover">
                {demand.title}
              </Link>
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {`${demand.responseCount} 家对接 · 截止 ${demand.deadline} · 更新于 ${formatChinaDateTime(record.updatedAt)}`}
          </Typography>
          {record.rejectReason && record.reviewState === 'rejected' ? (
            <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
              驳回原因：{record.rejectReason}
            </Typography>
          ) : null}
        </Box>
        {editable ? (
          <Button component={RouterLink} to={paths.market.requirements(demand.id)} variant="outlined" size="small" sx={{ flexShrink: 0 }} aria-label={`继续编辑 ${demand.title}`}>
            继续编辑
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

const RESPONSE_PAGE_SIZE = 5;

/** 我对接的需求: paged here rather than in the address, which belongs to the list of one's own demands above. */
function ResponseList() {
  const [page, setPage] = useState({ pageNum: 1, pageSize: RESPONSE_PAGE_SIZE });
  const responses = useMyResponses({ query: page });
  return (
    <PagedResults
      result={responses}
      page={page.pageNum}
      pageSize={page.pageSize}
      onPageChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      label="我对接的需求列表"
      count={(total) => `共对接 ${total} 条需求`}
      empty={
        <EmptyState
          title="还没有对接过需求"
          description="在市场项目中找到合适的需求，点“我要对接”留下方案和联系方式，发布方采纳后可以看到对方的联系方式。"
          action={
            <Button component={RouterLink} to={paths.market.order.list} variant="outlined">
              去市场项目看看
            </Button>
          }
        />
      }
      inStack
    >
      {(rows) => rows.map((row) => <ResponseRow key={row.response.id} row={row} />)}
    </PagedResults>
  );
}

function ResponseRow({ row }: { row: MyDemandResponse }) {
  const { demand, response } = row;
  const headingId = `response-${response.id}-title`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusChip status={DEMAND_STATUS_TONES[demand.status]} label={DEMAND_STATUS_LABELS[demand.status]} />
        {response.accepted ? <StatusChip status="success" label="已采纳我的对接" /> : null}
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          <Link component={RouterLink} to={paths.market.order.detail(demand.id)} underline="hover">
            {demand.title}
          </Link>
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {`${demand.publisherName} · 对接于 ${formatChinaDateTime(response.createdAt)} · 截止 ${demand.deadline}`}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
        {`我的对接说明：${response.message}`}
      </Typography>
      {response.accepted ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          发布方已采纳，联系方式见需求详情。
        </Typography>
      ) : null}
    </Paper>
  );
}
