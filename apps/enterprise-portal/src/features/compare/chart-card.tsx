import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { BarChart, HeatMap } from '@smes/ui';
import type { ChartSpec } from './chart-options';

export type ChartCardProps = {
  /** The figure's heading and accessible name. */
  title: string;
  /** One or two sentences that say what the chart shows, for everyone (not only screen readers). */
  caption: string;
  chart: ChartSpec;
  /** The same numbers as a table. */
  table: ReactNode;
};

/** A chart with its heading, a text caption and its data table, as one figure. */
export function ChartCard({ title, caption, chart, table }: ChartCardProps) {
  const titleId = useId();
  const label = `${title}：${caption}`;
  return (
    <Card component="figure" aria-labelledby={titleId} sx={{ m: 0, minWidth: 0 }}>
      <Box component="figcaption" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} component="h2" variant="h3">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {caption}
        </Typography>
      </Box>
      <Box sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
        {chart.kind === 'heatmap' ? <HeatMap label={label} {...chart} /> : <BarChart label={label} {...chart} />}
        {table}
      </Box>
    </Card>
  );
}
