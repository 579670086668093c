import { Link as RouterLink } from 'react-router-dom';

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAnnouncements } from '@smes/api';

import { PageContainer, PageHeader } from '@smes/ui';

import { FilterTabs } from '../../shared/list/filter-tabs';

import { FilteredEmptyState } from '../../shared/list/filtered-empty-state';

import { ListSearchForm } from '../../shared/list/list-search-form';

import { PagedResults } from '../../shared/list/paged-results';

import { useListParams } from '../../shared/list/list-params';

import { ANNOUNCEMENT_CATEGORIES, LIST_DEFAULTS, parseAnnouncementQuery } from '../../features/policy/list-queries';

import { ANNOUNCEMENT_CATEGORY_LABELS } from '../../features/policy/policy-labels';
import { paths } from '../../app/paths';
import { staticPageHeader } from '../../shared/static-page-headers';


/** 公示公告检索: 申报通知, 评审结果 and 资金公示 as tabs kept in the URL. */
export default function PublicAnnouncementPage() {
  const { query, update, clear } = useListParams(parseAnnouncementQuery, LIST_DEFAULTS);
  const announcements = useAnnouncements({ query });
  const hasFilters = Boolean(query.keyword || query.category);

  return (
    <PageContainer>
      <PageHeader {...staticPageHeader('publicAnnouncementList')} />
      <ListSearchForm label="搜索公示公告" placeholder="公告标题或发布部门" value={query.keyword} onSubmit={(keyword) => update({ keyword })} />
      <FilterTabs label="公告类别" value={query.category} options={ANNOUNCEMENT_CATEGORIES} labels={ANNOUNCEMENT_CATEGORY_LABELS} onChange={(category) => update({ category })} />
      <PagedResults
        result={announcements}
        page={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
        label="公示公告列表"
        count={(total) => `共找到 ${total} 条公示公告`}
        empty={<FilteredEmptyState filtered={hasFilters} title="暂无公示公告" filteredTitle="没有符合条件的公示公告" onClear={clear} />}
        variant="divided"
      >
        {(rows) =>
          rows.map((item) => (
            <Box key={item.id} component="article" sx={{ px: 2, py: 1.5 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  <Link component={RouterLink} to={paths.publicAnnouncement.detail(item.id)} underline="hover">
                    {item.title}
                  </Link>
                </Typography>
                <Chip size="small" variant="outlined" label={ANNOUNCEMENT_CATEGORY_LABELS[item.category]} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} />
              </Stack>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                {item.issuer} · 发布于 {item.publishDate} · 浏览 {item.viewCount}
              </Typography>
            </Box>
          ))
        }
      </PagedResults>
    </PageContainer>
  );
}
