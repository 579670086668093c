import { Link as RouterLink } from 'react-router-dom';

import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotices, type NoticeSummary } from '@smes/api';
import { paths, withQuery } from '../../app/paths';
import { SectionListBlock } from '../../shared/list/section-list-block';
import type { EnterpriseRegion } from '../../shared/ledger/use-enterprise-region';
import { Countdown } from './countdown';
import { CLOSING_NOTICES_SIZE, closingNoticesQuery } from './policy-block-queries';

export type ClosingNoticesBlockProps = {
  title: string;
  /** How many notices to show. */
  size?: number;
  /**
   * The signed-in enterprise's region: only notices that apply to it (全国 and its chain) are shown.
   * `pending` waits for it, so another region's notices never flash up first.
   */
  scope?: EnterpriseRegion;
};

const MORE_HREF = withQuery(paths.declarationNotice.list, { status: 'open', orderBy: 'end_time', isAsc: 'asc' });

/** The open notices that close soonest, each with a live countdown. */
export function ClosingNoticesBlock({ title, size = CLOSING_NOTICES_SIZE, scope = { status: 'none' } }: ClosingNoticesBlockProps) {
  const applicableTo = scope.status === 'ready' ? scope.code : undefined;
  const notices = useNotices({ query: closingNoticesQuery(size, applicableTo), queryConfig: { enabled: scope.status !== 'pending' } });
  return (
    <SectionListBlock
      title={applicableTo ? `${title}（适用于贵企业注册地）` : title}
      moreHref={applicableTo ? withQuery(paths.declarationNotice.list, { status: 'open', orderBy: 'end_time', isAsc: 'asc', applicableTo }) : MORE_HREF}
      result={notices}
      emptyTitle="暂无正在申报的通知"
    >
      {(rows) => rows.map((notice) => <NoticeLine key={notice.id} notice={notice} />)}
    </SectionListBlock>
  );
}

function NoticeLine({ notice }: { notice: NoticeSummary }) {
  return (
    <ListItem disableGutters divider sx={{ display: 'block', py: 1.25 }}>
      <Link component={RouterLink} to={paths.declarationNotice.detail(notice.id)} underline="hover" sx={{ fontWeight: 600 }}>
        {notice.title}
      </Link>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Countdown notice={notice} />
        <Typography variant="body2" color="text.secondary">
          {notice.supportText}
        </Typography>
      </Stack>
    </ListItem>
  );
}
