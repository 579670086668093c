import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { CERTIFICATION_STATUS_LABELS, useCertificationQueue, type CertificationListQuery, type CertificationSummary } from '@smes/api';
import { AsyncContent, EmptyState, PageContainer, PageHeader, Paginator, StatusChip, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { AccountGate } from '../../shared/account-gate';
import { readPage } from '@smes/shell';

type QueueStatus = NonNullable<CertificationListQuery['status']>;
const QUEUE_STATUSES: readonly QueueStatus[] = ['pending', 'approved', 'rejected'];

/** The address is the queue's state: ?status (default 待审核, oldest first) and pageNum. */
function readQuery(params: URLSearchParams): { status: QueueStatus; pageNum: number } {
  const status = QUEUE_STATUSES.find((item) => item === params.get('status')) ?? 'pending';
  return { status, pageNum: readPage(params) };
}

export default function CertificationReviewPage() {
  return (
    <PageContainer>
      <PageHeader
        title="入驻审核"
        subtitle="审核服务机构的入驻认证申请：通过后机构与其服务产品在门户展示，驳回须说明原因；每个决定都会通知申请机构"
        breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '入驻审核' }]}
      />
      <AccountGate screens="certificationReview">
        <Queue />
      </AccountGate>
    </PageContainer>
  );
}

function Queue() {
  const [params, setParams] = useSearchParams();
  const { status, pageNum } = readQuery(params);
  const list = useCertificationQueue({ query: { status, pageNum, pageSize: 10 } });
  const update = (next: { status: QueueStatus; pageNum: number }) => {
    const search = new URLSearchParams();
    if (next.status !== 'pending') search.set('status', next.status);
    if (next.pageNum > 1) search.set('pageNum', String(next.pageNum));
    setParams(search);
  };
  return (
    <Stack spacing={2}>
      <Tabs value={status} onChange={(_event, value: QueueStatus) => update({ status: value, pageNum: 1 })} variant="scrollable" allowScrollButtonsMobile aria-label="按审核状态筛选">
        {QUEUE_STATUSES.map((item) => (
          <Tab key={item} value={item} label={CERTIFICATION_STATUS_LABELS[item]} />
        ))}
      </Tabs>
      <AsyncContent
        isPending={list.isPending}
        error={list.error}
        data={list.data}
        isEmpty={(data) => data.rows.length === 0}
        onRetry={() => void list.refetch()}
        empty={<EmptyState title={`没有${CERTIFICATION_STATUS_LABELS[status]}的申请`} />}
      >
        {(data) => (
          <Stack spacing={2} component="section" aria-label="入驻申请列表">
            <Typography color="text.secondary">共 {data.total} 份申请</Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.rows.map((row) => (
                <li key={row.id}>
                  <ApplicationCard row={row} />
                </li>
              ))}
            </Stack>
            <Paginator page={data.pageNum} pageSize={data.pageSize} total={data.total} onChange={(page) => update({ status, pageNum: page })} showSizeChanger={false} />
          </Stack>
        )}
      </AsyncContent>
    </Stack>
  );
}

function ApplicationCard({ row }: { row: CertificationSummary }) {
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            <Link component={RouterLink} to={paths.certificationReview.detail(row.id)} underline="hover">
              {row.name || '（未填写机构名称）'}
            </Link>
          </Typography>
          <StatusChip status={row.status} label={CERTIFICATION_STATUS_LABELS[row.status]} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {[row.serviceCategories.join('、'), row.regionName, row.submittedAt ? `提交于 ${formatChinaDateTime(row.submittedAt)}` : null].filter(Boolean).join(' · ')}
        </Typography>
      </CardContent>
    </Card>
  );
}
