import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useInterpretations, type InterpretationSummary, type InterpretationType } from '@smes/api';
import { AsyncContent, EmptyState, PageContainer, PageHeader, Paginator } from '@smes/ui';
import { useListParams } from '../../features/policy/list-params';
import { INTERPRETATION_TYPES, LIST_DEFAULTS, parseInterpretationQuery } from '../../features/policy/list-queries';
import { INTERPRETATION_TYPE_LABELS, interpretationPath, policyPath } from '../../features/policy/policy-labels';
import { SearchBox } from '../../features/policy/search-box';

/** 政策解读: text and graphic interpretations, each linked to its policy. */
export default function PolicyInterpretationPage() {
  const { query, update, clear } = useListParams(parseInterpretationQuery, LIST_DEFAULTS);
  const interpretations = useInterpretations({ query });
  const hasFilters = Boolean(query.keyword || query.type);

  return (
    <PageContainer>
      <PageHeader
        title="政策解读"
        subtitle="权威部门对惠企政策的文字与图文解读"
        breadcrumbs={[{ label: '首页', to: '/home' }, { label: '找政策', to: '/findpolicy' }, { label: '政策解读' }]}
      />
      <SearchBox label="搜索政策解读" placeholder="解读标题或所解读的政策" value={query.keyword} onSearch={(keyword) => update({ keyword })} />
      <Tabs
        value={query.type ?? 'all'}
        onChange={(_event, value: InterpretationType | 'all') => update({ type: value === 'all' ? undefined : value })}
        aria-label="解读类型"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label="全部" />
        {INTERPRETATION_TYPES.map((type) => (
          <Tab key={type} value={type} label={INTERPRETATION_TYPE_LABELS[type]} />
        ))}
      </Tabs>
      <AsyncContent
        isPending={interpretations.isPending}
        error={interpretations.error}
        data={interpretations.data}
        onRetry={() => void interpretations.refetch()}
        isEmpty={(page) => page.rows.length === 0}
        empty={
          <EmptyState
            title={hasFilters ? '没有符合条件的政策解读' : '暂无政策解读'}
            action={
              hasFilters ? (
                <Button onClick={clear} variant="outlined">
                  清除筛选
                </Button>
              ) : undefined
            }
          />
        }
      >
        {(page) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
              共找到 {page.total} 篇解读
            </Typography>
            <Stack spacing={1.5} component="section" aria-label="政策解读列表">
              {page.rows.map((item) => (
                <InterpretationCard key={item.id} item={item} />
              ))}
            </Stack>
            <Box sx={{ mt: 3 }}>
              <Paginator
                page={query.pageNum}
                pageSize={query.pageSize}
                total={page.total}
                onChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
              />
            </Box>
          </>
        )}
      </AsyncContent>
    </PageContainer>
  );
}

function InterpretationCard({ item }: { item: InterpretationSummary }) {
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            <Link component={RouterLink} to={interpretationPath(item.id)} underline="hover">
              {item.title}
            </Link>
          </Typography>
          <Chip size="small" color={item.type === 'graphic' ? 'secondary' : 'default'} variant="outlined" label={INTERPRETATION_TYPE_LABELS[item.type]} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {item.summary}
        </Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          解读政策：
          <Link component={RouterLink} to={policyPath(item.policyId)}>
            {item.policyTitle}
          </Link>
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {item.issuer} · 发布于 {item.publishDate} · 浏览 {item.viewCount}
        </Typography>
      </CardContent>
    </Card>
  );
}
