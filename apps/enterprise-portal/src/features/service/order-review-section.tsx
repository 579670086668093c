import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ServiceOrder } from '@smes/api';
import { SectionCard, formatChinaDateTime } from '@smes/ui';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';

/** A completed order's review: the form until one is written, then the review, editable for 7 days. */
export default function OrderReviewSection({ order }: { order: ServiceOrder }) {
  const [editing, setEditing] = useState(false);
  const { review } = order;
  if (review === null) {
    return (
      <SectionCard title="评价服务">
        <ReviewForm orderId={order.id} />
      </SectionCard>
    );
  }
  // The server decides for good (409 after 7 days); the button is only offered while the window is open.
  const editable = Date.now() <= new Date(review.editableUntil).getTime();
  return (
    <SectionCard
      title="我的评价"
      action={
        editable && !editing ? (
          <Button size="small" onClick={() => setEditing(true)}>
            修改评价
          </Button>
        ) : undefined
      }
    >
      {editing ? (
        <ReviewForm orderId={order.id} review={review} onDone={() => setEditing(false)} />
      ) : (
        <>
          <ReviewList reviews={[review]} />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {editable ? `可在 ${formatChinaDateTime(review.editableUntil)} 前修改` : '评价已超过 7 天，不能再修改'}
          </Typography>
        </>
      )}
    </SectionCard>
  );
}
