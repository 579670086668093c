import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProgressBar } from '@smes/ui';
import type { RatingSummary } from '@smes/api';
import { REVIEW_DIMENSION_LABELS } from '@smes/service-rules';
import { ratingText } from '../../shared/display/service-display';

export type RatingBreakdownProps = {
  rating: RatingSummary;
};

const DIMENSIONS = Object.keys(REVIEW_DIMENSION_LABELS) as (keyof typeof REVIEW_DIMENSION_LABELS)[];

/** The average, each dimension's average and how many reviews gave 5 … 1 stars (bars labelled for screen readers). */
export function RatingBreakdown({ rating }: RatingBreakdownProps) {
  if (rating.count === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        暂无评价
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, alignItems: 'start' }}>
      <Stack spacing={0.5}>
        <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
          {ratingText(rating.average)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          共 {rating.count} 条评价
        </Typography>
        {DIMENSIONS.map((dimension) => (
          <Typography key={dimension} variant="body2">
            {REVIEW_DIMENSION_LABELS[dimension]}：{ratingText(rating.dimensions[dimension])}
          </Typography>
        ))}
      </Stack>
      <Stack spacing={0.75} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="评分分布">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = rating.distribution[stars - 1] ?? 0;
          const label = `${stars} 星 ${count} 条`;
          return (
            <Stack key={stars} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ minWidth: '2.5em' }} aria-hidden>
                {stars} 星
              </Typography>
              <ProgressBar
                value={(count / rating.count) * 100}
                aria-label={label}
                // A neutral track: MUI's default track is a tint of the bar's own blue, so a bar with no reviews
                // looked full.
                sx={{ flex: 1, height: 8, borderRadius: 1, bgcolor: 'action.selected' }}
              />
              <Typography variant="body2" color="text.secondary" sx={{ minWidth: '3em' }} aria-hidden>
                {count} 条
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
