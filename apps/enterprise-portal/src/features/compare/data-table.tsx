import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@smes/ui';

export type DataTableRow = {
  key: string;
  /** The row's header cell (first column). */
  header: ReactNode;
  cells: readonly ReactNode[];
};

export type DataTableProps = {
  /** Names the table for assistive technology and the scroll area. */
  caption: string;
  /** Header of the first column, then one per data column. */
  columns: readonly string[];
  rows: readonly DataTableRow[];
  /** Right-align the data cells (numbers); text columns are left-aligned and may wrap. */
  numeric?: boolean;
};

/**
 * A compact table that scrolls sideways inside its card when it is wider than a phone, never the page.
 * The scroll area can take focus so that keyboard users can scroll it too.
 */
export function DataTable({ caption, columns, rows, numeric = true }: DataTableProps) {
  const cellSx = numeric ? { whiteSpace: 'nowrap' } : { minWidth: '8em' };
  return (
    <TableContainer role="region" aria-label={caption} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={column} align={numeric && index > 0 ? 'right' : 'left'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {row.header}
              </TableCell>
              {row.cells.map((cell, index) => (
                <TableCell key={columns[index + 1] ?? index} align={numeric ? 'right' : 'left'} sx={cellSx}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
