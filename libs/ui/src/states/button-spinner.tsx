import Box from '@mui/material/Box';
import { SpinnerArc, SPINNER_ROTATION } from './spinner-arc';

/** What MUI's Button and IconButton give their default loading indicator: `<CircularProgress color="inherit" size={16} aria-labelledby={id} />`. */
export type ButtonSpinnerProps = {
  'aria-labelledby'?: string;
  /** Width and height in px (CircularProgress's `size`); the buttons pass 16. */
  size?: number;
  /** Always `inherit` from the buttons: the arc is drawn in the button's text colour. */
  color?: 'inherit';
};

/**
 * MUI Button's and IconButton's loading indicator drawn plain (ADR 127): the portal's build resolves their import of
 * CircularProgress to this module (tools/vite/mui-parts.ts), so every page that draws a button no longer fetches
 * CircularProgress for a state most buttons never show. Same element, role, label, class names, size, colour and
 * turn as the component it stands in for; with reduced motion asked for, the arc keeps one length as LoadingSpinner's
 * does (MUI's keeps changing it: the theme leaves `motion.reducedMotion` at 'never'). Nothing else of the portal
 * draws a CircularProgress. Tests and the dev server draw MUI's own (the substitution is the build's).
 */
export default function ButtonSpinner({ size = 40, 'aria-labelledby': labelledBy }: ButtonSpinnerProps) {
  return (
    <Box
      component="span"
      role="progressbar"
      aria-labelledby={labelledBy}
      className="MuiCircularProgress-root MuiCircularProgress-indeterminate MuiCircularProgress-colorInherit"
      style={{ width: size, height: size }}
      sx={{ display: 'inline-block', animation: SPINNER_ROTATION }}
    >
      <SpinnerArc />
    </Box>
  );
}
