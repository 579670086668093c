import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { CompareOverview, HotCompareItem } from '@smes/api';
import { EmptyState, formatNumber } from '@smes/ui';
import { ChartCard } from '../../features/compare/chart-card';
import { rankingBarChart } from '../../features/compare/chart-options';
import { CompareFrame } from '../../features/compare/compare-frame';
import { CompareOverviewContent } from '../../features/compare/compare-overview-content';
import { compareHref } from '../../features/compare/compare-url';
import { DataTable } from '../../features/compare/data-table';
import { paths } from '../../app/paths';


export default function HotComparePage() {
  return (
    <CompareFrame path={paths.regionalCompare.hotCompare}>
      {(codes) => <CompareOverviewContent codes={codes}>{(overview) => <HotCombinations overview={overview} codes={codes} />}</CompareOverviewContent>}
    </CompareFrame>
  );
}

function comboName(item: HotCompareItem): string {
  return item.regions.map((region) => region.name).join(' vs ');
}

function sameSelection(item: HotCompareItem, codes: readonly string[]): boolean {
  return item.regions.length === codes.length && item.regions.every((region) => codes.includes(region.code));
}

function HotCombinations({ overview, codes }: { overview: CompareOverview; codes: readonly string[] }) {
  const navigate = useNavigate();
  const hot = overview.hot;
  const items = useMemo(() => hot.map((item) => ({ name: comboName(item), value: item.count })), [hot]);
  const chart = useMemo(() => rankingBarChart({ items, unit: '次' }), [items]);

  if (hot.length === 0) {
    return <EmptyState title="还没有热门对比" description="多试几组地区，这里会列出大家最常对比的组合。" />;
  }

  const top = hot[0] as HotCompareItem;
  return (
    <ChartCard
      title="最常被对比的地区组合"
      caption={`共 ${hot.length} 组热门组合，其中“${comboName(top)}”被对比最多（${formatNumber(top.count)} 次）。点击“对比这组”即可套用。`}
      chart={chart}
      table={
        <DataTable
          caption="热门对比组合"
          numeric={false}
          columns={['排名', '地区组合', '对比次数', '操作']}
          rows={hot.map((item, index) => {
            const name = comboName(item);
            const current = sameSelection(item, codes);
            return {
              key: item.regions.map((region) => region.code).join(','),
              header: index + 1,
              cells: [
                name,
                formatNumber(item.count),
                current ? (
                  <Chip key="current" size="small" label="当前组合" />
                ) : (
                  <Button
                    key="apply"
                    size="small"
                    variant="outlined"
                    aria-label={`对比这组：${name}`}
                    onClick={() => navigate(compareHref(paths.regionalCompare.index, item.regions.map((region) => region.code)))}
                  >
                    对比这组
                  </Button>
                ),
              ],
            };
          })}
        />
      }
    />
  );
}
