import { Link as RouterLink } from 'react-router-dom';

import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotices, type NoticeSummary } from '@smes/api';
import { paths, withQuery } from '../../app/paths';
import { SectionListBlock } from '../../shared/list/section-list-block';
import type { RegionScope } from '../../shared/region/region-scope';
import { Countdown } from './countdown';
import { CLOSING_NOTICES_SIZE, closingNoticesQuery } from './policy-block-queries';
import { KeepAmounts, ListRow } from '@smes/ui';

export type ClosingNoticesBlockProps = {
  title: string;
  /** How many notices to show. */
  size?: number;
  /**
   * The region the notices must apply to (全国 and its chain); `waiting` shows the loading state until it is
   * known, so another region's notices never flash up first.
   */
  scope?: RegionScope;
};

const MORE_HREF = withQuery(paths.declarationNotice.list, { status: 'open', orderBy: 'end_time', isAsc: 'asc' });

/** The open notices that close soonest, each with a live countdown. */
export function ClosingNoticesBlock({ title, size = CLOSING_NOTICES_SIZE, scope = { code: null, waiting: false } }: ClosingNoticesBlockProps) {
  const applicableTo = scope.code ?? undefined;
  const notices = useNotices({ query: closingNoticesQuery(size, applicableTo), queryConfig: { enabled: !scope.waiting } });
  return (
    <SectionListBlock
      title={title}
      moreHref={applicableTo ? withQuery(paths.declarationNotice.list, { status: 'open', orderBy: 'end_time', isAsc: 'asc', applicableTo }) : MORE_HREF}
      result={notices}
      waiting={scope.waiting}
      emptyTitle="暂无正在申报的通知"
    >
      {(rows) => rows.map((notice) => <NoticeLine key={notice.id} notice={notice} />)}
    </SectionListBlock>
  );
}

function NoticeLine({ notice }: { notice: NoticeSummary }) {
  return (
    <ListRow>
      <Link component={RouterLink} to={paths.declarationNotice.detail(notice.id)} underline="hover" sx={{ fontWeight: 600 }}>
        {notice.title}
      </Link>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Countdown notice={notice} />
        <Typography variant="body2" color="text.secondary">
          <KeepAmounts text={notice.supportText} />
        </Typography>
      </Stack>
    </ListRow>
  );
}
