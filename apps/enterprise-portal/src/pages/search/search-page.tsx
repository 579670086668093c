import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useGlobalSearch, type GlobalSearchGroup, type GlobalSearchResult, type SearchArea } from '@smes/api';
import { AsyncContent, EmptyState, formatTotal, PageContainer, PageHeader } from '@smes/ui';
import { paths, withQuery } from '../../app/paths';
import { GlobalSearchBox } from '../../features/search/global-search-box';
import { SearchHitCard } from '../../features/search/search-hit-card';
import { PENDING_COUNT_CAP, SEARCH_AREA_LABELS, SEARCH_DEFAULTS, SEARCH_EXAMPLES, parseGlobalSearchQuery } from '../../features/search/search-areas';
import { FilterTabs } from '../../shared/list/filter-tabs';
import { useListParams } from '../../shared/list/list-params';
import { PagedResults } from '../../shared/list/paged-results';
import { TitleOnlyNote, titleOnlyText } from '../../shared/list/title-only-note';

/** 全站搜索: every area's hits for one keyword, grouped with their counts, and one area's hits paged. */
export default function SearchPage() {
  const { query, update } = useListParams(parseGlobalSearchQuery, SEARCH_DEFAULTS);
  const result = useGlobalSearch(query);
  const keyword = query.keyword;

  return (
    <PageContainer>
      <PageHeader title="全站搜索" subtitle="政策、申报、服务、资金、活动、政务服务与资讯，一次搜全" breadcrumbs={[{ label: '首页', to: paths.home }, { label: '全站搜索' }]} />
      <GlobalSearchBox
        // A new keyword from the address bar (back, a suggestion) starts the box afresh.
        key={keyword}
        label="全站搜索"
        placeholder="输入政策、服务、产品或事项名称，如：高企"
        initialKeyword={keyword}
        variant="outlined"
        sx={{ p: 1.5, mb: 3 }}
      />
      {keyword === '' ? (
        <EmptyState title="输入关键词，搜索全站内容" description={<SearchExamples />} />
      ) : (
        <AsyncContent
          isPending={result.isPending}
          error={result.error}
          data={result.data}
          onRetry={() => void result.refetch()}
          isEmpty={(data) => data.total === 0}
          empty={
            <Stack spacing={2}>
              <PendingNote pending={result.data?.pending} />
              <EmptyState
                title={`没有找到与“${keyword}”相关的内容`}
                description={<SearchExamples lead={result.data?.titleOnlyTerms ? `${titleOnlyText(result.data.titleOnlyTerms)}。也可以试试：` : '换个说法或少用几个词，也可以试试：'} />}
              />
            </Stack>
          }
        >
          {(data) => (
            <Stack spacing={2}>
              <ResultSummary data={data} />
              <FilterTabs
                label="按栏目查看"
                inStack
                value={query.area}
                options={areasWithHits(data.groups, query.area)}
                labels={countLabels(data.groups)}
                onChange={(area) => update({ area })}
              />
              {query.area ? (
                <PagedResults
                  result={{ isPending: result.isPending, error: result.error, data: data.page, refetch: result.refetch }}
                  page={query.pageNum}
                  pageSize={query.pageSize}
                  onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
                  label={`${SEARCH_AREA_LABELS[query.area]}搜索结果`}
                  count={(total) => `${SEARCH_AREA_LABELS[query.area as SearchArea]}共 ${total} 条`}
                  empty={<EmptyState title={`${SEARCH_AREA_LABELS[query.area]}中没有找到“${keyword}”`} />}
                  inStack
                >
                  {(rows) => rows.map((hit) => <SearchHitCard key={`${hit.area}-${hit.id}`} hit={hit} headingLevel="h2" />)}
                </PagedResults>
              ) : (
                data.groups
                  .filter((group) => group.total > 0)
                  .map((group) => <AreaGroup key={group.area} group={group} onMore={() => update({ area: group.area })} />)
              )}
            </Stack>
          )}
        </AsyncContent>
      )}
    </PageContainer>
  );
}

/** The tabs: areas with hits (and the open one, even if a change left it empty), in the answer's order. */
function areasWithHits(groups: readonly GlobalSearchGroup[], open: SearchArea | undefined): SearchArea[] {
  return groups.filter((group) => group.total > 0 || group.area === open).map((group) => group.area);
}

function countLabels(groups: readonly GlobalSearchGroup[]): Record<SearchArea, string> {
  const labels = { ...SEARCH_AREA_LABELS };
  for (const group of groups) labels[group.area] = `${SEARCH_AREA_LABELS[group.area]} ${formatTotal(group.total, group.totalCapped)}`;
  return labels;
}

function ResultSummary({ data }: { data: GlobalSearchResult }) {
  const typed = data.keyword.split(' ');
  const also = data.terms.filter((term) => !typed.includes(term));
  return (
    <Box aria-live="polite">
      <Typography variant="body2" color="text.secondary">
        共找到 {formatTotal(data.total, data.totalCapped)} 条与“{data.keyword}”相关的内容，分布在 {data.groups.filter((group) => group.total > 0).length} 个栏目
      </Typography>
      {also.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          已同时搜索：{also.join('、')}
        </Typography>
      ) : null}
      <TitleOnlyNote terms={data.titleOnlyTerms} sx={{ mt: 1 }} />
      <PendingNote pending={data.pending} sx={{ mt: 1 }} />
    </Box>
  );
}

/**
 * Content the server has not indexed yet (after a bulk import, ADR 113) is missing from these results: the page says
 * so rather than presenting a partial answer as the whole. What was published a moment ago is indexed by the search.
 */
function PendingNote({ pending, sx }: { pending: number | undefined; sx?: SxProps<Theme> }) {
  if (!pending) return null;
  return (
    <Alert severity="warning" role="status" sx={sx}>
      另有 {formatTotal(pending, pending >= PENDING_COUNT_CAP)} 条内容正在建立索引，暂未计入搜索结果，结果可能不完整，请稍后再搜索。
    </Alert>
  );
}

function AreaGroup({ group, onMore }: { group: GlobalSearchGroup; onMore: () => void }) {
  const label = SEARCH_AREA_LABELS[group.area];
  const headingId = `search-group-${group.area}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography component="h2" variant="h6" id={headingId}>
          {label}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            {formatTotal(group.total, group.totalCapped)} 条
          </Typography>
        </Typography>
        {group.total > group.hits.length ? (
          <Button size="small" onClick={onMore}>
            查看全部 {formatTotal(group.total, group.totalCapped)} 条{label}
          </Button>
        ) : null}
      </Stack>
      <Stack spacing={1.5}>
        {group.hits.map((hit) => (
          <SearchHitCard key={hit.id} hit={hit} />
        ))}
      </Stack>
    </Box>
  );
}

function SearchExamples({ lead = '试试这些：' }: { lead?: string }) {
  return (
    <Box component="span" sx={{ display: 'block' }}>
      {lead}
      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', mt: 1 }}>
        {SEARCH_EXAMPLES.map((example) => (
          <Chip key={example} label={example} component={RouterLink} to={withQuery(paths.search, { keyword: example })} clickable variant="outlined" />
        ))}
      </Box>
    </Box>
  );
}
