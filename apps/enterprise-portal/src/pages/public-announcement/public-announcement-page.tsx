import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useAnnouncements, type AnnouncementCategory } from '@smes/api';
import { AsyncContent, EmptyState, PageContainer, PageHeader, Paginator } from '@smes/ui';
import { useListParams } from '../../features/policy/list-params';
import { ANNOUNCEMENT_CATEGORIES, LIST_DEFAULTS, parseAnnouncementQuery } from '../../features/policy/list-queries';
import { ANNOUNCEMENT_CATEGORY_LABELS, announcementPath } from '../../features/policy/policy-labels';
import { SearchBox } from '../../features/policy/search-box';

/** 公示公告检索: 申报通知, 评审结果 and 资金公示 as tabs kept in the URL. */
export default function PublicAnnouncementPage() {
  const { query, update, clear } = useListParams(parseAnnouncementQuery, LIST_DEFAULTS);
  const announcements = useAnnouncements({ query });
  const hasFilters = Boolean(query.keyword || query.category);

  return (
    <PageContainer>
      <PageHeader
        title="公示公告"
        subtitle="申报通知、评审结果与资金拨付的公示"
        breadcrumbs={[{ label: '首页', to: '/home' }, { label: '找政策', to: '/findpolicy' }, { label: '公示公告' }]}
      />
      <SearchBox label="搜索公示公告" placeholder="公告标题或发布部门" value={query.keyword} onSearch={(keyword) => update({ keyword })} />
      <Tabs
        value={query.category ?? 'all'}
        onChange={(_event, value: AnnouncementCategory | 'all') => update({ category: value === 'all' ? undefined : value })}
        aria-label="公告类别"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label="全部" />
        {ANNOUNCEMENT_CATEGORIES.map((category) => (
          <Tab key={category} value={category} label={ANNOUNCEMENT_CATEGORY_LABELS[category]} />
        ))}
      </Tabs>
      <AsyncContent
        isPending={announcements.isPending}
        error={announcements.error}
        data={announcements.data}
        onRetry={() => void announcements.refetch()}
        isEmpty={(page) => page.rows.length === 0}
        empty={
          <EmptyState
            title={hasFilters ? '没有符合条件的公示公告' : '暂无公示公告'}
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
              共找到 {page.total} 条公示公告
            </Typography>
            <Paper variant="outlined" component="section" aria-label="公示公告列表">
              <Stack divider={<Divider />}>
                {page.rows.map((item) => (
                  <Box key={item.id} component="article" sx={{ px: 2, py: 1.5 }}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                        <Link component={RouterLink} to={announcementPath(item.id)} underline="hover">
                          {item.title}
                        </Link>
                      </Typography>
                      <Chip size="small" variant="outlined" label={ANNOUNCEMENT_CATEGORY_LABELS[item.category]} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} />
                    </Stack>
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                      {item.issuer} · 发布于 {item.publishDate} · 浏览 {item.viewCount}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            </Paper>
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
