import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export type ListRowProps = { children: ReactNode };

/**
 * A row of a block's list of links (/home's blocks, a section's list): the `li` that MUI's
 * `<ListItem disableGutters divider>` drew, its rule the theme's divider, without ListItem's secondary action and
 * button slots, a chunk /home fetched for the rows alone (ADR 107).
 */
export function ListRow({ children }: ListRowProps) {
  return (
    <Box component="li" sx={ROW_SX}>
      {children}
    </Box>
  );
}

const ROW_SX = {
  display: 'block',
  position: 'relative',
  boxSizing: 'border-box',
  width: '100%',
  textAlign: 'left',
  py: 1.25,
  borderBottom: 1,
  borderColor: 'divider',
  backgroundClip: 'padding-box',
} as const;
