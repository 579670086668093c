import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { NewsDetail } from '@smes/api';
import { paths } from '../../app/paths';
import { MissingContent } from '../../shared/display/missing-content';

/** An unknown or malformed id: say so and offer the way back to the list. */
export function MissingNews() {
  return <MissingContent title="资讯不存在" backLabel="返回资讯列表" backTo={paths.news.list} />;
}

/** Body text, one paragraph per entry (plain strings that never reorder, so the index is their key). */
export function NewsParagraphs({ paragraphs }: { paragraphs: string[] }) {
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <Typography key={index} component="p" sx={{ mb: 1.5, lineHeight: 1.9, textIndent: '2em', wordBreak: 'break-word' }}>
          {paragraph}
        </Typography>
      ))}
    </>
  );
}

/** 相关资讯 as links to their details. */
export function LinkedTitles({ items }: { items: NewsDetail['related'] }) {
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        暂无相关资讯
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {items.map((item) => (
        <ListItem key={item.id} disableGutters>
          <Link component={RouterLink} to={paths.news.details(item.id)} underline="hover" sx={{ wordBreak: 'break-word' }}>
            {item.title}
          </Link>
        </ListItem>
      ))}
    </List>
  );
}
