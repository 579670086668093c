import Box from '@mui/material/Box';
import { SpinnerArc, SPINNER_ROTATION } from './spinner-arc';

export type LoadingSpinnerProps = {
  label?: string;
};

/**
 * LoadingState's spinner on its own: what the first load draws while the first screen's chunk arrives
 * (the router's hydrate fallback), without the skeleton variant's code in the first-load JavaScript.
 */
export function LoadingSpinner({ label = '加载中…' }: LoadingSpinnerProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}
    >
      <Box component="span" aria-hidden sx={{ display: 'block', width: 32, height: 32, color: 'primary.main', animation: SPINNER_ROTATION }}>
        <SpinnerArc />
      </Box>
      {/* Typography's body2 look without the Typography component in the first load. */}
      <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
        {label}
      </Box>
    </Box>
  );
}
