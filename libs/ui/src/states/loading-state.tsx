import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { LoadingSpinner } from './loading-spinner';
import { visuallyHidden } from '../utils/visually-hidden';

export type LoadingStateProps = {
  label?: string;
  /** `skeleton` suits lists and cards whose shape is known; `spinner` everything else. */
  variant?: 'spinner' | 'skeleton';
  /** Skeleton lines to draw. */
  rows?: number;
};

// MUI's text Skeleton (its colour, shape, pulse and timing) drawn on a span: LoadingState is in the common chunk every
// page fetches, and Skeleton's wave, circular and child-fitting variants came with it (ADR 107).
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

const LINE_SX = (theme: Theme) =>
  ({
    display: 'block',
    height: 'auto',
    my: 0,
    bgcolor: theme.alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
    transformOrigin: '0 55%',
    transform: 'scale(1, 0.60)',
    borderRadius: `${Number(theme.shape.borderRadius)}px/${Math.round((Number(theme.shape.borderRadius) / 0.6) * 10) / 10}px`,
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    '&:empty:before': { content: '"\\00a0"' },
  }) as const;

export function LoadingState({ label = '加载中…', variant = 'spinner', rows = 3 }: LoadingStateProps) {
  if (variant === 'skeleton') {
    return (
      <Box role="status" aria-live="polite" sx={{ py: 2 }}>
        <Box component="span" sx={visuallyHidden}>
          {label}
        </Box>
        {Array.from({ length: Math.max(1, rows) }, (_, index) => (
          <Box key={index} sx={{ mb: 2 }} aria-hidden>
            <Box component="span" data-skeleton sx={[LINE_SX, { width: '60%', fontSize: 'h6.fontSize' }]} />
            <Box component="span" data-skeleton sx={[LINE_SX, { width: '95%' }]} />
            <Box component="span" data-skeleton sx={[LINE_SX, { width: '80%' }]} />
          </Box>
        ))}
      </Box>
    );
  }
  return <LoadingSpinner label={label} />;
}
