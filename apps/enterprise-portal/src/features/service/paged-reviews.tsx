import { useState } from 'react';
import Box from '@mui/material/Box';
import { useServiceInstitutionReviews, useServiceProductReviews } from '@smes/api';
import { AsyncContent, Paginator } from '@smes/ui';
import { ReviewList } from './review-list';

const PAGE_SIZE = 5;

export type PagedReviewsProps = {
  /** Whose reviews: a product's, or every product's of an institution. */
  of: { product: number } | { institution: number };
};

/** A product's or an institution's reviews, five a page, newest first. */
export function PagedReviews({ of }: PagedReviewsProps) {
  const [pageNum, setPageNum] = useState(1);
  const query = { pageNum, pageSize: PAGE_SIZE };
  const isProduct = 'product' in of;
  const productReviews = useServiceProductReviews(isProduct ? of.product : 0, { query, queryConfig: { enabled: isProduct } });
  const institutionReviews = useServiceInstitutionReviews(isProduct ? 0 : of.institution, { query, queryConfig: { enabled: !isProduct } });
  const reviews = isProduct ? productReviews : institutionReviews;
  return (
    <AsyncContent
      isPending={reviews.isPending}
      error={reviews.error}
      data={reviews.data}
      onRetry={() => void reviews.refetch()}
      isEmpty={(page) => page.rows.length === 0}
      empty={<Box sx={{ color: 'text.secondary', py: 1 }}>暂无评价，完成订单的企业可以在这里留下评价。</Box>}
    >
      {(page) => (
        <>
          <ReviewList reviews={page.rows} showProduct={!isProduct} />
          {page.total > PAGE_SIZE ? (
            <Box sx={{ mt: 2 }}>
              <Paginator page={pageNum} pageSize={PAGE_SIZE} total={page.total} onChange={(next) => setPageNum(next)} showSizeChanger={false} />
            </Box>
          ) : null}
        </>
      )}
    </AsyncContent>
  );
}
