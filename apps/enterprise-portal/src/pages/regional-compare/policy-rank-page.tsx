import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import type { CompareOverview } from '@smes/api';
import { ChartCard } from '../../features/compare/chart-card';
import { rankingBarChart } from '../../features/compare/chart-options';
import { byTotalDescending, countMatrix, describeExtremes, rankBy, sharesOfTotal } from '../../features/compare/compare-data';
import { formatShare } from '../../features/compare/compare-format';
import { CompareFrame } from '../../features/compare/compare-frame';
import { CompareOverviewContent } from '../../features/compare/compare-overview-content';
import { withParam } from '../../features/compare/compare-url';
import { DataTable } from '../../features/compare/data-table';
import { paths } from '../../app/paths';
import { formatNumber, FramedSelect } from '@smes/ui';

const ALL = 'all';

export default function PolicyRankPage() {
  return (
    <CompareFrame path={paths.regionalCompare.policyRank}>
      {(codes) => <CompareOverviewContent codes={codes}>{(overview) => <PolicyRanking overview={overview} />}</CompareOverviewContent>}
    </CompareFrame>
  );
}

function PolicyRanking({ overview }: { overview: CompareOverview }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { regions } = overview;
  const categories = useMemo(() => byTotalDescending(countMatrix(regions, (row) => row.byCategory)), [regions]);
  // An unknown category in the address ranks by all policies rather than showing nothing.
  const requested = searchParams.get('category');
  const category = categories.find((row) => row.key === requested) ?? null;

  const items = useMemo(
    () =>
      regions.map((row, index) => ({
        row,
        name: row.region.name,
        value: category ? (category.values[index] ?? 0) : row.policyTotal,
      })),
    [regions, category],
  );
  const chart = useMemo(() => rankingBarChart({ items, unit: '项' }), [items]);
  const shares = useMemo(() => {
    const percents = sharesOfTotal(items.map((item) => item.value));
    return new Map(items.map((item, index) => [item.row.region.code, percents[index] ?? '—']));
  }, [items]);
  const scope = category ? `“${category.label}”类政策` : '现行政策总数';

  const handleScope = (key: string) => {
    navigate({ search: withParam(searchParams.toString(), 'category', key === ALL ? null : key) });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FramedSelect
        label="排名口径"
        value={category?.key ?? ALL}
        options={[{ value: ALL, label: '全部现行政策' }, ...categories.map((row) => ({ value: row.key, label: row.label }))]}
        onChange={handleScope}
        sx={{ width: { xs: '100%', sm: 240 } }}
      />
      <ChartCard
        title={`${scope}排名`}
        caption={describeExtremes(scope, items, '项')}
        chart={chart}
        table={
          <DataTable
            caption={`${scope}排名`}
            columns={['地区', '排名', '政策数量（项）', '占对比地区合计', ...(category ? ['占该地区现行政策'] : [])]}
            rows={rankBy(items, (item) => item.value).map(({ item, rank }) => ({
              key: item.row.region.code,
              header: item.name,
              cells: [
                rank,
                formatNumber(item.value),
                shares.get(item.row.region.code) ?? '—',
                // Only a category has a share of the region's own policies; all policies would read 100% everywhere.
                ...(category ? [formatShare(item.value, item.row.policyTotal)] : []),
              ],
            }))}
          />
        }
      />
    </Box>
  );
}
