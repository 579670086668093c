import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAnnouncements } from '@smes/api';
import { paths } from '../../app/paths';
import { SectionListBlock } from '../../shared/list/section-list-block';
import { ANNOUNCEMENT_CATEGORY_LABELS } from './policy-labels';
import { ListRow } from '@smes/ui';

export type LatestAnnouncementsBlockProps = {
  title: string;
  size?: number;
};

/** The newest 公示公告 (the list is newest first): 申报通知, 评审结果 and 资金公示 alike. */
export function LatestAnnouncementsBlock({ title, size = 5 }: LatestAnnouncementsBlockProps) {
  const announcements = useAnnouncements({ query: { pageNum: 1, pageSize: size } });
  return (
    <SectionListBlock title={title} moreHref={paths.publicAnnouncement.list} result={announcements} emptyTitle="暂无公示公告">
      {(rows) =>
        rows.map((item) => (
          <ListRow key={item.id}>
            <Link component={RouterLink} to={paths.publicAnnouncement.detail(item.id)} underline="hover" sx={{ fontWeight: 600 }}>
              {item.title}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {ANNOUNCEMENT_CATEGORY_LABELS[item.category]} · {item.issuer} · {item.publishDate}
            </Typography>
          </ListRow>
        ))
      }
    </SectionListBlock>
  );
}
