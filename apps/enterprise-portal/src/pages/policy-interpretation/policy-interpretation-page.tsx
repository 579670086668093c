import { Link as RouterLink } from 'react-router-dom';

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInterpretations, type InterpretationSummary } from '@smes/api';

import { PageContainer, PageHeader } from '@smes/ui';

import { FilterTabs } from '../../shared/list/filter-tabs';

import { FilteredEmptyState } from '../../shared/list/filtered-empty-state';

import { ListSearchForm } from '../../shared/list/list-search-form';

import { PagedResults } from '../../shared/list/paged-results';

import { useListParams } from '../../shared/list/list-params';

import { INTERPRETATION_TYPES, LIST_DEFAULTS, parseInterpretationQuery } from '../../features/policy/list-queries';

import { INTERPRETATION_TYPE_LABELS } from '../../features/policy/policy-labels';
import { paths } from '../../app/paths';
import { staticPageHeader } from '../../shared/static-page-headers';


/** 政策解读: text and graphic interpretations, each linked to its policy. */
export default function PolicyInterpretationPage() {
  const { query, update, clear } = useListParams(parseInterpretationQuery, LIST_DEFAULTS);
  const interpretations = useInterpretations({ query });
  const hasFilters = Boolean(query.keyword || query.type);

  return (
    <PageContainer>
      <PageHeader {...staticPageHeader('policyInterpretationList')} />
      <ListSearchForm label="搜索政策解读" placeholder="解读标题或所解读的政策" value={query.keyword} onSubmit={(keyword) => update({ keyword })} />
      <FilterTabs label="解读类型" value={query.type} options={INTERPRETATION_TYPES} labels={INTERPRETATION_TYPE_LABELS} onChange={(type) => update({ type })} />
      <PagedResults
        result={interpretations}
        page={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
        label="政策解读列表"
        count={(total) => `共找到 ${total} 篇解读`}
        empty={<FilteredEmptyState filtered={hasFilters} title="暂无政策解读" filteredTitle="没有符合条件的政策解读" onClear={clear} />}
      >
        {(rows) => rows.map((item) => <InterpretationCard key={item.id} item={item} />)}
      </PagedResults>
    </PageContainer>
  );
}

function InterpretationCard({ item }: { item: InterpretationSummary }) {
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            <Link component={RouterLink} to={paths.policyInterpretation.detail(item.id)} underline="hover">
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
          <Link component={RouterLink} to={paths.policyNotice.detail(item.policyId)}>
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
