import { Fragment } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { formatNumber } from '../format/number';

export type HeatMapProps = {
  /** What the chart shows, read out in place of the drawing (the numbers are in a table beside it). */
  label: string;
  /** Columns: e.g. the compared regions. */
  columns: readonly string[];
  /** Rows: e.g. the industry sections. */
  rows: readonly string[];
  /** values[row][column] */
  values: readonly (readonly number[])[];
  unit: string;
};

/** The primary colour's opacity from "none" to "the most": light enough that the cell's number keeps its contrast. */
const LOW = 0.04;
const HIGH = 0.55;

/** A row × column grid of cells, each printing its number, shaded from the theme's primary colour by its size. */
export function HeatMap({ label, columns, rows, values, unit }: HeatMapProps) {
  const max = Math.max(1, ...values.flat());
  const cellText = { typography: 'caption', color: 'text.primary', textAlign: 'center', py: 0.75, px: 0.25 } as const;
  return (
    <Box role="img" aria-label={label} sx={{ mb: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `minmax(4em, 9em) repeat(${Math.max(columns.length, 1)}, minmax(0, 1fr))`,
          gap: 0.25,
          alignItems: 'stretch',
        }}
      >
        <Box />
        {columns.map((column) => (
          <Box key={column} data-column sx={{ ...cellText, color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {column}
          </Box>
        ))}
        {rows.map((row, rowIndex) => (
          <Fragment key={row}>
            <Box data-row sx={{ typography: 'caption', color: 'text.primary', alignSelf: 'center', overflowWrap: 'anywhere' }}>
              {row}
            </Box>
            {columns.map((column, columnIndex) => {
              const value = values[rowIndex]?.[columnIndex] ?? 0;
              const opacity = LOW + (HIGH - LOW) * (value / max);
              return (
                <Box
                  key={column}
                  data-cell
                  sx={{ ...cellText, borderRadius: 0.5, bgcolor: (theme) => alpha(theme.palette.primary.main, opacity) }}
                >
                  {formatNumber(value)}
                </Box>
              );
            })}
          </Fragment>
        ))}
      </Box>
      <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, typography: 'caption', color: 'text.secondary' }}>
        少
        <Box
          sx={{
            width: '7.5em',
            height: '0.75em',
            borderRadius: 0.5,
            background: (theme) => `linear-gradient(to right, ${alpha(theme.palette.primary.main, LOW)}, ${alpha(theme.palette.primary.main, HIGH)})`,
          }}
        />
        多（{unit}）
      </Box>
    </Box>
  );
}
