import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NewsSummary } from '@smes/api';
import { paths } from '../../app/paths';
import { NEWS_CATEGORY_LABELS } from './news-queries';

/** One 资讯 in the list: title, category, summary, then source, date and views. */
export function NewsCard({ item }: { item: NewsSummary }) {
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            <Link component={RouterLink} to={paths.news.details(item.id)} underline="hover">
              {item.title}
            </Link>
          </Typography>
          <Chip size="small" variant="outlined" label={NEWS_CATEGORY_LABELS[item.category]} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {item.summary}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          来源：{item.source} · {item.regionName} · 发布于 {item.publishDate} · 浏览 {item.viewCount}
        </Typography>
      </CardContent>
    </Card>
  );
}
