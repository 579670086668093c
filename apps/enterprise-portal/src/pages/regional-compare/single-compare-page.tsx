import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCompareOverview, useCompareSingle, useDictData, type CompareOverview, type SingleCompareRow } from '@smes/api';
import { AsyncContent, EmptyState, formatNumber, formatWan, LoadingState, FramedSelect } from '@smes/ui';
import { ChartCard } from '../../features/compare/chart-card';
import { rankingBarChart } from '../../features/compare/chart-options';
import { describeExtremes } from '../../features/compare/compare-data';
import { policyLevelLabel } from '../../features/compare/compare-format';
import { CompareFrame } from '../../features/compare/compare-frame';
import { withParam } from '../../features/compare/compare-url';
import { DataTable } from '../../features/compare/data-table';
import { paths } from '../../app/paths';

export default function SingleComparePage() {
  // The category list is asked for beside the frame's region list, not after it: the select needs it on first view.
  useDictData('policy_category');
  return <CompareFrame path={paths.regionalCompare.singleCompare}>{(codes) => <SingleCompare codes={codes} />}</CompareFrame>;
}

function SingleCompare({ codes }: { codes: readonly string[] }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const categories = useDictData('policy_category');
  const requested = searchParams.get('category')?.trim() ?? '';
  const known = categories.data?.find((item) => item.dictValue === requested);
  const unknown = requested !== '' && categories.data !== undefined && known === undefined;
  // Only a category of the dictionary is asked for; without the dictionary the server is the judge.
  const category = categories.data !== undefined ? (known?.dictValue ?? '') : categories.isError ? requested : '';
  const single = useCompareSingle(codes, category);
  // The side-by-side lists hold each region's top policies only; the overview has the full counts.
  const overview = useCompareOverview(codes);

  const handleCategory = (value: string) => {
    navigate({ search: withParam(searchParams.toString(), 'category', value || null) });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FramedSelect
        label="政策类别"
        emptyLabel="请选择"
        value={known?.dictValue ?? ''}
        options={(categories.data ?? []).map((item) => ({ value: item.dictValue, label: item.dictLabel }))}
        onChange={handleCategory}
        disabled={categories.isPending}
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
      {categories.error && <Alert severity="warning" role="status">政策类别加载失败，请刷新页面重试。</Alert>}
      {unknown && <Alert severity="warning" role="status">没有名为“{requested}”的政策类别，请从列表中重新选择。</Alert>}
      {categories.isPending && requested !== '' ? (
        <LoadingState />
      ) : category === '' ? (
        <EmptyState title="请选择政策类别" description="选择一类政策（如资金扶持、人才支持），即可逐个地区并排查看同类政策。" />
      ) : (
        <AsyncContent
          isPending={single.isPending}
          error={single.error}
          data={single.data}
          onRetry={() => void single.refetch()}
          isEmpty={(rows) => rows.every((row) => row.policies.length === 0)}
          empty={<EmptyState title={`所选地区暂无“${known?.dictLabel ?? category}”类政策`} description="换一个类别或地区试试。" />}
        >
          {(rows) => <SideBySide rows={rows} codes={codes} category={category} label={known?.dictLabel ?? category} overview={overview.data} />}
        </AsyncContent>
      )}
    </Box>
  );
}

function maxSupport(row: SingleCompareRow): number | null {
  const amounts = row.policies.map((policy) => policy.supportAmount).filter((amount): amount is number => amount !== null);
  return amounts.length > 0 ? Math.max(...amounts) : null;
}

type SideBySideProps = {
  rows: readonly SingleCompareRow[];
  codes: readonly string[];
  category: string;
  label: string;
  overview: CompareOverview | undefined;
};

function SideBySide({ rows, codes, category, label, overview }: SideBySideProps) {
  const ordered = useMemo(
    () => [...rows].sort((a, b) => codes.indexOf(a.region.code) - codes.indexOf(b.region.code)),
    [rows, codes],
  );
  const totals = useMemo(() => {
    const byCode = new Map<string, number>();
    for (const row of overview?.regions ?? []) {
      byCode.set(row.region.code, row.byCategory.find((item) => item.key === category)?.count ?? 0);
    }
    return byCode;
  }, [overview, category]);
  const totalOf = (row: SingleCompareRow) => totals.get(row.region.code) ?? row.policies.length;
  const counts = useMemo(
    () => ordered.map((row) => ({ name: row.region.name, value: totals.get(row.region.code) ?? row.policies.length })),
    [ordered, totals],
  );
  const chart = useMemo(() => rankingBarChart({ items: counts, unit: '项' }), [counts]);

  return (
    <>
      <ChartCard
        title={`“${label}”类现行政策数量`}
        caption={describeExtremes(`“${label}”类现行政策`, counts, '项')}
        chart={chart}
        table={
          <DataTable
            caption={`各地区“${label}”类政策`}
            columns={['地区', '现行政策（项）', '单项最高扶持（万元）']}
            rows={ordered.map((row) => {
              const max = maxSupport(row);
              return { key: row.region.code, header: row.region.name, cells: [formatNumber(totalOf(row)), max === null ? '—' : formatNumber(max)] };
            })}
          />
        }
      />
      <Box
        component="ul"
        aria-label={`各地区“${label}”类政策`}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: `repeat(${ordered.length}, 1fr)` }, listStyle: 'none', m: 0, p: 0 }}
      >
        {ordered.map((row) => (
          <li key={row.region.code}>
            <Card component="section" aria-label={`${row.region.name}“${label}”类政策`} variant="outlined" sx={{ p: 2, height: '100%' }}>
              <Typography component="h2" variant="h3">
                {row.region.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {totalOf(row) > row.policies.length ? `共 ${totalOf(row)} 项，按扶持金额列出前 ${row.policies.length} 项` : `共 ${row.policies.length} 项`}
              </Typography>
              {row.policies.length === 0 ? (
                <Typography color="text.secondary">该地区暂无此类现行政策。</Typography>
              ) : (
                <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1.5 }}>
                  {row.policies.map((policy) => (
                    <li key={policy.id}>
                      <Link component={RouterLink} to={paths.policyNotice.policyDetail(policy.id)} sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                        {policy.title}
                      </Link>
                      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                        {policyLevelLabel(policy.level)} · {policy.issuer} · {policy.publishDate}
                      </Typography>
                      {policy.supportAmount !== null && (
                        <Typography variant="body2" sx={{ color: 'secondary.main', fontWeight: 600 }}>
                          最高 {formatWan(policy.supportAmount)}
                        </Typography>
                      )}
                    </li>
                  ))}
                </Box>
              )}
            </Card>
          </li>
        ))}
      </Box>
    </>
  );
}
