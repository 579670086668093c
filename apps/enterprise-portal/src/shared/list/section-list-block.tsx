import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import { AsyncContent, EmptyState, SectionCard } from '@smes/ui';
import type { PagedQueryResult } from './paged-results';

export type SectionListBlockProps<TRow> = {
  title: string;
  /** Where 查看全部 leads: the full list with the same order. */
  moreHref: string;
  result: PagedQueryResult<TRow>;
  emptyTitle: string;
  /**
   * The block's region scope is still loading: it shows its loading state, never rows the cache may hold for
   * another scope (another region's deadlines first, then the enterprise's own).
   */
  waiting?: boolean;
  /** The rows as ListItems. */
  children: (rows: TRow[]) => ReactNode;
};

/** A titled card with the first rows of a list and a 查看全部 link. */
export function SectionListBlock<TRow>({ title, moreHref, result, emptyTitle, waiting = false, children }: SectionListBlockProps<TRow>) {
  return (
    <SectionCard
      title={title}
      action={
        <Link component={RouterLink} to={moreHref} variant="body2" aria-label={`查看全部${title}`}>
          查看全部
        </Link>
      }
    >
      <AsyncContent
        isPending={waiting || result.isPending}
        error={waiting ? null : result.error}
        data={waiting ? undefined : result.data}
        onRetry={() => void result.refetch()}
        isEmpty={(page) => page.rows.length === 0}
        empty={<EmptyState title={emptyTitle} />}
      >
        {(page) => <List disablePadding>{children(page.rows)}</List>}
      </AsyncContent>
    </SectionCard>
  );
}
