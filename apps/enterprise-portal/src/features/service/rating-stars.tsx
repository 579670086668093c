import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ratingText } from '../../shared/display/service-display';

export type RatingStarsProps = {
  rating: number | null;
  /** How many reviews the rating comes from; shown as （12 条评价） when given. */
  count?: number;
};

/**
 * Read-only stars with the score written next to them: the stars are decoration (hidden from screen
 * readers), the text says the same for everyone.
 */
export function RatingStars({ rating, count }: RatingStarsProps) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {rating === null ? null : <Rating value={rating} precision={0.1} readOnly size="small" aria-hidden />}
      <Typography component="span" variant="body2" color={rating === null ? 'text.secondary' : 'text.primary'} sx={{ fontWeight: rating === null ? 400 : 600 }}>
        {ratingText(rating)}
      </Typography>
      {count === undefined ? null : (
        <Typography component="span" variant="body2" color="text.secondary">
          （{count} 条评价）
        </Typography>
      )}
    </Stack>
  );
}
