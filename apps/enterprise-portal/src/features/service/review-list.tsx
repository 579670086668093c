import { Link as RouterLink } from 'react-router-dom';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ServiceReview } from '@smes/api';
import { REVIEW_DIMENSION_LABELS } from '@smes/service-rules';
import { formatChinaDate } from '@smes/ui';
import { paths } from '../../app/paths';
import { RatingStars } from './rating-stars';

export type ReviewListProps = {
  reviews: readonly ServiceReview[];
  /** Which product each review is about: on an institution's page it matters, on a product's page it is the page. */
  showProduct?: boolean;
  /**
   * What heads each review: who wrote it (masked; the public pages), or the institution it is about (我的评价, where
   * every review is the reader's own and its masked name said nothing).
   */
  heading?: 'reviewer' | 'institution';
};

const DIMENSIONS = Object.keys(REVIEW_DIMENSION_LABELS) as (keyof typeof REVIEW_DIMENSION_LABELS)[];

/** Reviews as a list: who (masked), the stars per dimension, the text and when (修改于 when it was edited). */
export function ReviewList({ reviews, showProduct = false, heading = 'reviewer' }: ReviewListProps) {
  return (
    <Stack component="ul" divider={<Divider component="li" aria-hidden />} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {reviews.map((review) => (
        <Stack key={review.id} component="li" spacing={0.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {heading === 'institution' ? (
              <Link component={RouterLink} to={paths.service.institutionDetail(review.institutionId)} variant="body2" sx={{ fontWeight: 600 }}>
                {review.institutionName}
              </Link>
            ) : (
              <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                {review.reviewerName}
              </Typography>
            )}
            <RatingStars rating={review.average} />
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {DIMENSIONS.map((dimension) => `${REVIEW_DIMENSION_LABELS[dimension]} ${review.scores[dimension]} 星`).join(' · ')}
          </Typography>
          <Typography variant="body2">{review.text}</Typography>
          <Typography variant="caption" color="text.secondary">
            {showProduct ? (
              <>
                <Link component={RouterLink} to={paths.service.detail(review.productId)} underline="hover" color="inherit">
                  {review.productName}
                </Link>
                {' · '}
              </>
            ) : null}
            {review.updatedAt !== review.createdAt ? `修改于 ${formatChinaDate(review.updatedAt)}` : formatChinaDate(review.createdAt)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
