import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

// CircularProgress's indeterminate look (its keyframes and timing), drawn without the component: the spinner is in
// the first-load JavaScript of every page (LoadingSpinner) and in every button's loading state (ButtonSpinner);
// CircularProgress with its variants and colour options is needed by neither.
const rotate = keyframes`
  to { transform: rotate(360deg); }
`;
const dash = keyframes`
  0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; }
`;

/** The spinner's turn, as CircularProgress's root turns (1.4 s a turn, linear). */
export const SPINNER_ROTATION = `${rotate} 1.4s linear infinite`;

// Without motion (the person's setting) the arc stands still at a length that reads as a spinner, as MUI's does.
const CIRCLE_SX = {
  stroke: 'currentColor',
  strokeDasharray: '80px, 200px',
  strokeDashoffset: 0,
  animation: `${dash} 1.4s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;

/** CircularProgress's indeterminate arc (its svg, circle and thickness 3.6) in the current text colour. */
export function SpinnerArc() {
  return (
    <Box component="svg" viewBox="22 22 44 44" sx={{ display: 'block' }}>
      <Box component="circle" cx={44} cy={44} r={20.2} fill="none" strokeWidth={3.6} sx={CIRCLE_SX} />
    </Box>
  );
}
