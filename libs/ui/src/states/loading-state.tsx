import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { LoadingSpinner } from './loading-spinner';
import { visuallyHidden } from '../utils/visually-hidden';

export type LoadingStateProps = {
  label?: string;
  /** `skeleton` suits lists and cards whose shape is known; `spinner` everything else. */
  variant?: 'spinner' | 'skeleton';
  /** Skeleton lines to draw. */
  rows?: number;
};

export function LoadingState({ label = '加载中…', variant = 'spinner', rows = 3 }: LoadingStateProps) {
  if (variant === 'skeleton') {
    return (
      <Box role="status" aria-live="polite" sx={{ py: 2 }}>
        <Box component="span" sx={visuallyHidden}>
          {label}
        </Box>
        {Array.from({ length: Math.max(1, rows) }, (_, index) => (
          <Box key={index} sx={{ mb: 2 }} aria-hidden>
            <Skeleton variant="text" width="60%" sx={{ fontSize: 'h6.fontSize' }} />
            <Skeleton variant="text" width="95%" />
            <Skeleton variant="text" width="80%" />
          </Box>
        ))}
      </Box>
    );
  }
  return <LoadingSpinner label={label} />;
}
