import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { RATING_STAR_COLOR } from '@smes/ui';
import { ratingText } from '../../shared/display/service-display';

export type RatingStarsProps = {
  rating: number | null;
  /** How many reviews the rating comes from; shown as （12 条评价） when given. */
  count?: number;
};

const STARS = [1, 2, 3, 4, 5] as const;

/** How much of the five stars is filled, to a tenth of a star as MUI Rating's `precision={0.1}` drew it. */
export function filledShare(rating: number): number {
  const tenths = Math.round(Math.min(5, Math.max(0, rating)) * 10);
  return tenths / 50;
}

/**
 * Read-only stars with the score written next to them: the stars are decoration (hidden from screen
 * readers), the text says the same for everyone. Drawn as MUI Rating's small read-only stars (18 px, empty ones
 * in the disabled action colour, the filled part over them) without fetching Rating itself (ADR 98).
 */
export function RatingStars({ rating, count }: RatingStarsProps) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {rating === null ? null : (
        <Box aria-hidden sx={(theme) => ({ position: 'relative', display: 'inline-flex', fontSize: theme.typography.pxToRem(18) })}>
          {/* The empty stars only where the filled ones end, so no grey edge shows around a filled star. */}
          <Box sx={{ display: 'inline-flex', color: 'action.disabled', clipPath: `inset(0 0 0 ${filledShare(rating) * 100}%)` }}>
            {STARS.map((star) => (
              <StarBorderIcon key={star} fontSize="inherit" />
            ))}
          </Box>
          <Box sx={{ position: 'absolute', top: 0, left: 0, bottom: 0, width: `${filledShare(rating) * 100}%`, overflow: 'hidden', display: 'inline-flex', color: RATING_STAR_COLOR }}>
            {STARS.map((star) => (
              <StarIcon key={star} fontSize="inherit" sx={{ flexShrink: 0 }} />
            ))}
          </Box>
        </Box>
      )}
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
