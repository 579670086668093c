import { useNewsList } from '@smes/api';
import { PageContainer, PageHeader } from '@smes/ui';
import { paths } from '../../app/paths';
import { NewsCard } from '../../features/news/news-card';
import { NewsCarousel } from '../../features/news/news-carousel';
import { NEWS_CATEGORIES, NEWS_CATEGORY_LABELS, NEWS_LIST_DEFAULTS, parseNewsQuery } from '../../features/news/news-queries';
import { FilterTabs } from '../../shared/list/filter-tabs';
import { FilteredEmptyState } from '../../shared/list/filtered-empty-state';
import { ListSearchForm } from '../../shared/list/list-search-form';
import { PagedResults } from '../../shared/list/paged-results';
import { useListParams } from '../../shared/list/list-params';
import { useHeadlineScope } from '../../shared/region/region-scope';

/** 资讯: 头条 carousel, then every item by category and keyword, newest first. */
export default function NewsPage() {
  const { query, update, clear } = useListParams(parseNewsQuery, NEWS_LIST_DEFAULTS);
  const news = useNewsList({ query });
  const hasFilters = Boolean(query.keyword || query.category);
  // The 头条 are the reader's region's, as on the home page; the list below is every region's.
  const headlines = useHeadlineScope();

  return (
    <PageContainer>
      <PageHeader title="资讯" subtitle="通知要闻、公示公告、新闻动态与政策解读" breadcrumbs={[{ label: '首页', to: paths.home }, { label: '资讯' }]} />
      <NewsCarousel scope={headlines} />
      <ListSearchForm label="搜索资讯" placeholder="标题、摘要或来源" value={query.keyword} onSubmit={(keyword) => update({ keyword })} />
      <FilterTabs label="资讯类别" value={query.category} options={NEWS_CATEGORIES} labels={NEWS_CATEGORY_LABELS} onChange={(category) => update({ category })} />
      <PagedResults
        result={news}
        page={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
        label="资讯列表"
        count={(total) => `共 ${total} 条资讯`}
        empty={<FilteredEmptyState filtered={hasFilters} title="暂无资讯" filteredTitle="没有符合条件的资讯" onClear={clear} />}
      >
        {(rows) => rows.map((item) => <NewsCard key={item.id} item={item} />)}
      </PagedResults>
    </PageContainer>
  );
}
