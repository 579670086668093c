import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

export type LoadingSpinnerProps = {
  label?: string;
};

// CircularProgress's indeterminate look (its keyframes and timing), drawn without the component: the spinner is in
// the first-load JavaScript of every page, CircularProgress with its variants and colour options is not needed there.
const rotate = keyframes`
  to { transform: rotate(360deg); }
`;
const dash = keyframes`
  0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; }
`;

// Without motion (the person's setting) the arc stands still at a length that reads as a spinner, as MUI's does.
const CIRCLE_SX = {
  stroke: 'currentColor',
  strokeDasharray: '80px, 200px',
  strokeDashoffset: 0,
  animation: `${dash} 1.4s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;

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
      <Box component="span" aria-hidden sx={{ display: 'block', width: 32, height: 32, color: 'primary.main', animation: `${rotate} 1.4s linear infinite` }}>
        <Box component="svg" viewBox="22 22 44 44" sx={{ display: 'block' }}>
          <Box component="circle" cx={44} cy={44} r={20.2} fill="none" strokeWidth={3.6} sx={CIRCLE_SX} />
        </Box>
      </Box>
      {/* Typography's body2 look without the Typography component in the first load. */}
      <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
        {label}
      </Box>
    </Box>
  );
}
