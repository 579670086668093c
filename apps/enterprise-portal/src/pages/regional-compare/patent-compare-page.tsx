import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import type { CompareOverview } from '@smes/api';
import { ChartCard } from '../../features/compare/chart-card';
import { groupedBarChart } from '../../features/compare/chart-options';
import { describeExtremes, patentMatrix } from '../../features/compare/compare-data';
import { CompareFrame } from '../../features/compare/compare-frame';
import { CompareOverviewContent } from '../../features/compare/compare-overview-content';
import { DataTable } from '../../features/compare/data-table';
import { paths } from '../../app/paths';
import { formatNumber } from '@smes/ui';


export default function PatentComparePage() {
  return (
    <CompareFrame path={paths.regionalCompare.patentCompare}>
      {(codes) => <CompareOverviewContent codes={codes}>{(overview) => <PatentSubsidies overview={overview} />}</CompareOverviewContent>}
    </CompareFrame>
  );
}

function PatentSubsidies({ overview }: { overview: CompareOverview }) {
  const { regions } = overview;
  const rows = useMemo(() => patentMatrix(regions), [regions]);
  const names = useMemo(() => regions.map((row) => row.region.name), [regions]);
  const chart = useMemo(
    () =>
      groupedBarChart({
        categories: rows.map((row) => row.label),
        series: names.map((name, index) => ({ name, values: rows.map((row) => row.amounts[index] ?? null) })),
        unit: '万元/件',
      }),
    [rows, names],
  );
  const invention = rows.find((row) => row.kind === 'invention');
  const inventionCaption = invention
    ? describeExtremes(
        '发明专利每件资助',
        names.map((name, index) => ({ name, value: invention.amounts[index] ?? 0 })),
        '万元',
      )
    : '';
  const missing = rows.flatMap((row) => names.filter((_, index) => row.amounts[index] === null).map((name) => `${name}${row.label}`));

  return (
    <ChartCard
      title="专利资助标准对比"
      caption={`${inventionCaption}${missing.length > 0 ? `无资助：${missing.join('、')}。` : '各类专利在所选地区均有资助。'}`}
      chart={chart}
      table={
        <DataTable
          caption="每件专利资助标准（万元/件），“无”表示该地区没有此项资助"
          columns={['专利类型', ...names]}
          rows={rows.map((row) => ({
            key: row.kind,
            header: row.label,
            cells: row.amounts.map((amount, index) => {
              const policyId = row.policyIds[index];
              if (amount === null) return '无';
              const text = `${formatNumber(amount)} 万元/件`;
              return policyId === null || policyId === undefined ? (
                text
              ) : (
                <Link component={RouterLink} to={paths.policyNotice.policyDetail(policyId)} aria-label={`${names[index] ?? ''}${row.label}资助 ${text}，查看政策`}>
                  {text}
                </Link>
              );
            }),
          }))}
        />
      }
    />
  );
}
