import { useSearchParams } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CERTIFICATION_STATUS_LABELS, useCertificationQueue, type CertificationListQuery, type CertificationSummary } from '@smes/api';
import { EmptyState, PageContainer, PageHeader, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { AccountGate } from '../../shared/account-gate';
import { QueueCard, QueueResults } from '../../shared/review-queue';
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
      <QueueResults
        result={list}
        label="入驻申请列表"
        count={(total) => `共 ${total} 份申请`}
        empty={<EmptyState title={`没有${CERTIFICATION_STATUS_LABELS[status]}的申请`} />}
        rowKey={(row) => row.id}
        onPageChange={(page) => update({ status, pageNum: page })}
      >
        {(row) => <ApplicationCard row={row} />}
      </QueueResults>
    </Stack>
  );
}

function ApplicationCard({ row }: { row: CertificationSummary }) {
  return (
    <QueueCard
      title={row.name || '（未填写机构名称）'}
      to={paths.certificationReview.detail(row.id)}
      status={row.status}
      statusLabel={CERTIFICATION_STATUS_LABELS[row.status]}
      meta={[row.serviceCategories.join('、'), row.regionName, row.submittedAt && `提交于 ${formatChinaDateTime(row.submittedAt)}`]}
    />
  );
}
