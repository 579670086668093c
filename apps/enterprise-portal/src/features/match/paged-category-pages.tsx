import { useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useReportMatches } from '@smes/api';
import { getErrorMessage } from '@smes/ui';
import { fromSavedPolicy } from './report-model';
import type { CategoryGroup, PolicyResult } from './report-model';

export type PagedCategoryPagesProps = {
  reportId: number;
  /** The category, with the first page its report came with. */
  group: CategoryGroup;
  /** Draws the rows (the result list's own rows). */
  renderRows: (policies: readonly PolicyResult[]) => ReactNode;
};

/**
 * An opened category of a saved report answered by pages (ADR 122): read from the server a page at a time, each
 * further page on 显示更多, with what is shown counted in a status line and a 重试 when a page fails. The first page
 * the report came with is shown until the pages hold at least as many.
 */
export function PagedCategoryPages({ reportId, group, renderRows }: PagedCategoryPagesProps) {
  const pages = useReportMatches(reportId, group.category);
  const loaded = useMemo(() => pages.data?.pages.flatMap((page) => page.rows.map(fromSavedPolicy)), [pages.data]);
  const shown = loaded && loaded.length >= group.policies.length ? loaded : group.policies;
  const retry = () => void (pages.data ? pages.fetchNextPage() : pages.refetch());
  return (
    <>
      {renderRows(shown)}
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {pages.isFetching ? `正在加载${group.category}的政策…` : `已显示 ${shown.length} / 共 ${group.total} 项`}
      </Typography>
      {pages.isError && !pages.isFetching ? (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              重试
            </Button>
          }
        >
          加载失败：{getErrorMessage(pages.error)}
        </Alert>
      ) : shown.length < group.total ? (
        <Button onClick={() => void pages.fetchNextPage()} loading={pages.isFetching} disabled={!pages.hasNextPage && !pages.isFetching} sx={{ mt: 1 }}>
          显示更多（还有 {group.total - shown.length} 项）
        </Button>
      ) : null}
    </>
  );
}
