import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export type ColumnProps = {
  /** The widest the column grows: the theme's breakpoint of that name (`lg`, 1200 px, is the header's width). */
  maxWidth: 'sm' | 'md' | 'lg' | 'xl';
  /** The side padding, 16 px and 24 px from `sm` up; none for a row that pads itself (the header's). */
  gutters?: boolean;
  sx?: SxProps<Theme>;
  children?: ReactNode;
};

/**
 * A centred column of the page, as MUI's Container draws it for the apps' uses (a breakpoint's width, its gutters or
 * none): the full width up to `maxWidth`, centred, padding inside. Container's own styles for every width, `fixed`
 * and the `xs` minimum came with the layout to every page; this is a Box (ADR 133).
 */
export function Column({ maxWidth, gutters = true, sx, children }: ColumnProps) {
  return (
    // From the breakpoint up, as Container: below it the full width is narrower anyway.
    <Box sx={[{ width: '100%', mx: 'auto', boxSizing: 'border-box', maxWidth: { [maxWidth]: maxWidth } }, gutters && { px: { xs: 2, sm: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
