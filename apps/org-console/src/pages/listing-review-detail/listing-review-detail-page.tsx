import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LISTING_KIND_LABELS,
  LISTING_REVIEW_LABELS,
  isApiError,
  isNotFound,
  useDecideListingReview,
  useListingReview,
  type ListingReview,
  type ServiceCaseInput,
  type ServiceProductInput,
} from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { priceText } from '@smes/hand-over';
import { parseRouteId } from '@smes/shell';
import { AsyncContent, FactList, NotFoundPage, PageContainer, PageHeader, SectionCard, StatusChip, formatChinaDateTime, getErrorMessage } from '@smes/ui';
import { paths } from '../../app/paths';
import { AccountGate } from '../../shared/account-gate';
import { ReviewDecision } from '../../shared/review-queue';

const REASON_LIMITS = PORTAL_SCHEMA_LIMITS.ListingReject.reason;

export default function ListingReviewDetailPage() {
  const id = parseRouteId(useParams().id);
  return (
    <PageContainer>
      <PageHeader
        title="上架审核详情"
        breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '上架审核', to: paths.listingReview.list }, { label: '上架审核详情' }]}
      />
      <AccountGate screens="listingReview">{id === null ? <NotFoundPage /> : <Review id={id} />}</AccountGate>
    </PageContainer>
  );
}

function Review({ id }: { id: number }) {
  const review = useListingReview(id);
  if (isNotFound(review.error)) return <NotFoundPage />;
  return (
    <AsyncContent isPending={review.isPending} error={review.error} data={review.data} onRetry={() => void review.refetch()}>
      {(data) => <ReviewView review={data} />}
    </AsyncContent>
  );
}

/** One row of the comparison: the submitted value, and for a change the value the portal shows now. */
type Row = [label: string, submitted: string, live: string | null];

function productRows(product: ServiceProductInput, live: ServiceProductInput | null): Row[] {
  const rows = (item: ServiceProductInput): string[] => [
    item.name,
    item.category,
    item.needs.join('、') || '—',
    item.summary,
    item.description,
    priceText(item.priceMode, item.price ?? null),
    `${item.deliveryDays} 天`,
    item.deliverables.join('；'),
    item.process.join(' → ') || '—',
  ];
  const labels = ['产品名称', '服务类别', '需求标签', '产品简介', '服务内容', '定价', '交付周期', '交付成果', '服务流程'];
  const submitted = rows(product);
  const before = live ? rows(live) : null;
  return labels.map((label, index) => [label, submitted[index] ?? '', before ? (before[index] ?? '') : null]);
}

function caseRows(item: ServiceCaseInput, live: ServiceCaseInput | null): Row[] {
  const rows = (value: ServiceCaseInput): string[] => [
    value.title,
    value.category,
    value.clientIndustry,
    value.summary,
    value.problem,
    value.approach,
    value.result,
    value.completedOn,
    value.consented ? `${value.consentBy ?? ''}，${value.consentOn ?? ''}` : '客户尚未同意公开',
    value.published ? '选择公开' : '不公开',
  ];
  const labels = ['案例标题', '服务类别', '客户行业', '案例摘要', '客户问题', '服务过程', '服务成效', '完成日期', '客户同意', '公开设置'];
  const submitted = rows(item);
  const before = live ? rows(live) : null;
  return labels.map((label, index) => [label, submitted[index] ?? '', before ? (before[index] ?? '') : null]);
}

/**
 * What the operator judges: the submitted content as the portal would show it, and for a change each field the
 * portal shows now beside it, the category against the institution's certified scope, and the decision.
 */
function ReviewView({ review }: { review: ListingReview }) {
  const { summary } = review;
  const decide = useDecideListingReview();
  const rows = review.product ? productRows(review.product, review.liveProduct) : review.case ? caseRows(review.case, review.liveCase) : [];
  const inScope = review.institutionCategories.includes(summary.category);
  const failure = decide.error && !(isApiError(decide.error) && decide.error.statusCode === 409) ? decide.error : null;
  const noun = LISTING_KIND_LABELS[summary.kind];
  return (
    <Stack spacing={3}>
      <SectionCard
        title={summary.title}
        action={<StatusChip status={summary.state} label={`${LISTING_REVIEW_LABELS[summary.state]}`} />}
      >
        <FactList
          facts={[
            ['类型', `${noun}${summary.change ? '（修改已展示的内容）' : '（新发布）'}`],
            ['服务机构', summary.institutionName],
            ['认证服务范围', review.institutionCategories.join('、')],
            ['提交时间', formatChinaDateTime(summary.submittedAt)],
            ...(summary.reviewedAt ? ([['审核时间', `${formatChinaDateTime(summary.reviewedAt)}（${review.reviewer ?? '—'}）`]] as [string, string][]) : []),
          ]}
        />
        {!inScope ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {`服务类别“${summary.category}”不在机构认证的服务范围内。`}
          </Alert>
        ) : null}
        {review.reason ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            驳回原因：{review.reason}
          </Alert>
        ) : null}
      </SectionCard>
      <SectionCard title={summary.change ? '提交的修改（与门户现在展示的内容对照）' : '提交的内容'}>
        <Box component="dl" sx={{ m: 0 }}>
          {rows.map(([label, submitted, live]) => {
            const changed = live !== null && live !== submitted;
            return (
              <Box key={label} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                  {changed ? '（已修改）' : ''}
                </Typography>
                <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontWeight: changed ? 600 : undefined }}>
                  {submitted}
                </Typography>
                {changed ? (
                  <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    修改前：{live}
                  </Typography>
                ) : null}
              </Box>
            );
          })}
        </Box>
      </SectionCard>
      {summary.state === 'pending' ? (
        <SectionCard title="审核">
          <Stack spacing={2}>
            {failure ? <Alert severity="error">{getErrorMessage(failure)}</Alert> : null}
            <ReviewDecision
              subject={`${noun}「${summary.title}」`}
              approveEffect={
                summary.kind === 'product'
                  ? summary.change
                    ? '门户改为展示这次提交的内容，并以消息通知机构。'
                    : '产品自动上架并在门户展示，并以消息通知机构。'
                  : '门户展示这次提交的内容（客户同意并选择公开的案例才会展示），并以消息通知机构。'
              }
              reasonReader="服务机构"
              reasonLimits={REASON_LIMITS}
              busy={decide.isPending}
              onApprove={() => decide.mutate({ id: summary.id, approve: true })}
              onReject={(reason) => decide.mutate({ id: summary.id, approve: false, reason })}
            />
          </Stack>
        </SectionCard>
      ) : null}
    </Stack>
  );
}
