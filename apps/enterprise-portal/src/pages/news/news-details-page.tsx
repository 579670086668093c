import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type NewsDetail, isNotFound, useNews } from '@smes/api';
import { AsyncContent, PageContainer, PageHeader, SectionCard } from '@smes/ui';
import { parseRouteId, paths, withQuery } from '../../app/paths';
import { NEWS_CATEGORY_LABELS } from '../../features/news/news-queries';
import { LinkedTitles, MissingNews, NewsParagraphs } from '../../features/news/news-detail-parts';

/** 资讯详情: source, date, editor and the server's view count, the text, and related items. */
export default function NewsDetailsPage() {
  const id = parseRouteId(useParams().id);
  return <PageContainer>{id === null ? <MissingNews /> : <NewsLoader id={id} />}</PageContainer>;
}

function NewsLoader({ id }: { id: number }) {
  const news = useNews(id);
  if (isNotFound(news.error)) return <MissingNews />;
  return (
    <AsyncContent isPending={news.isPending} error={news.error} data={news.data} onRetry={() => void news.refetch()}>
      {(detail) => <NewsView news={detail} />}
    </AsyncContent>
  );
}

function NewsView({ news }: { news: NewsDetail }) {
  const category = NEWS_CATEGORY_LABELS[news.category];
  return (
    <>
      <PageHeader
        title={news.title}
        breadcrumbs={[
          { label: '首页', to: paths.home },
          { label: '资讯', to: paths.news.list },
          { label: category, to: withQuery(paths.news.list, { category: news.category }) },
          { label: '资讯详情' },
        ]}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 3, color: 'text.secondary' }}>
        <Chip size="small" variant="outlined" label={category} />
        <Typography variant="body2">来源：{news.source}</Typography>
        <Typography variant="body2">发布日期：{news.publishDate}</Typography>
        <Typography variant="body2">浏览量：{news.viewCount}</Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <SectionCard title="正文">
          <NewsParagraphs paragraphs={news.content} />
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
            责任编辑：{news.author}
          </Typography>
        </SectionCard>
        <SectionCard title="相关资讯">
          <LinkedTitles items={news.related} />
        </SectionCard>
      </Box>
    </>
  );
}
