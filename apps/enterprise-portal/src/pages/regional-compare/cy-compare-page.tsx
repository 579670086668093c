import { useMemo } from 'react';
import type { CompareOverview } from '@smes/api';
import { ChartCard } from '../../features/compare/chart-card';
import { heatmapChart } from '../../features/compare/chart-options';
import { byTotalDescending, countMatrix, describeExtremes } from '../../features/compare/compare-data';
import { CompareFrame } from '../../features/compare/compare-frame';
import { CompareOverviewContent } from '../../features/compare/compare-overview-content';
import { DataTable } from '../../features/compare/data-table';
import { paths } from '../../app/paths';
import { formatNumber } from '@smes/ui';


export default function CyComparePage() {
  return (
    <CompareFrame path={paths.regionalCompare.cyCompare}>
      {(codes) => <CompareOverviewContent codes={codes}>{(overview) => <IndustryCoverage overview={overview} />}</CompareOverviewContent>}
    </CompareFrame>
  );
}

function IndustryCoverage({ overview }: { overview: CompareOverview }) {
  const { regions } = overview;
  const rows = useMemo(() => byTotalDescending(countMatrix(regions, (row) => row.industryCoverage)), [regions]);
  const names = useMemo(() => regions.map((row) => row.region.name), [regions]);
  const chart = useMemo(
    () =>
      heatmapChart({
        columns: names,
        rows: rows.map((row) => `${row.key} ${row.label}`),
        values: rows.map((row) => row.values),
        unit: '项',
      }),
    [rows, names],
  );
  const breadth = names.map((name, index) => ({ name, value: rows.filter((row) => (row.values[index] ?? 0) > 0).length }));

  return (
    <ChartCard
      title="产业覆盖热力图"
      caption={`按《国民经济行业分类》（GB/T 4754）门类统计明确支持该行业的现行政策数，颜色越深政策越多。${describeExtremes('覆盖的行业门类', breadth, '个')}`}
      chart={chart}
      table={
        <DataTable
          caption="各行业门类的现行政策数（单位：项）"
          columns={['行业门类', ...names]}
          rows={rows.map((row) => ({ key: row.key, header: `${row.key} ${row.label}`, cells: row.values.map(formatNumber) }))}
        />
      }
    />
  );
}
