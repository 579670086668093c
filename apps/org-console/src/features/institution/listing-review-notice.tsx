import Alert from '@mui/material/Alert';
import type { ListingReviewStatus } from '@smes/api';
import { formatChinaDateTime } from '@smes/ui';

export type ListingReviewNoticeProps = { kind: 'product' | 'case'; listed: boolean; review: ListingReviewStatus | null };

const NOUN = { product: '产品', case: '案例' } as const;

/** Where a product or case stands in 上架审核, in the words its institution needs: what the portal shows meanwhile. */
export function ListingReviewNotice({ kind, listed, review }: ListingReviewNoticeProps) {
  if (!review || review.state === 'approved') return null;
  if (review.state === 'pending') {
    return (
      <Alert severity="info">
        {listed
          ? `修改已于 ${formatChinaDateTime(review.submittedAt)} 提交上架审核，通过前门户展示原内容。`
          : `${NOUN[kind]}已于 ${formatChinaDateTime(review.submittedAt)} 提交上架审核，审核通过后${kind === 'product' ? '自动上架' : '按公开设置展示'}。`}
      </Alert>
    );
  }
  return (
    <Alert severity="warning">
      {`上架审核未通过：${review.reason ?? '未说明原因'}。修改后保存即重新提交${listed ? '，门户仍展示上次通过的内容' : ''}。`}
    </Alert>
  );
}
