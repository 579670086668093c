import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AsyncContent, Paginator, StatusChip } from '@smes/ui';

type QueuePage<TRow> = { rows: TRow[]; total: number; pageNum: number; pageSize: number };

export type QueueResultsProps<TRow> = {
  result: { isPending: boolean; error: Error | null; data: QueuePage<TRow> | undefined; refetch: () => unknown };
  /** The section's accessible name, e.g. 入驻申请列表. */
  label: string;
  /** The count line, e.g. (total) => `共 ${total} 份申请`. */
  count: (total: number) => string;
  empty: ReactNode;
  rowKey: (row: TRow) => string | number;
  children: (row: TRow) => ReactNode;
  onPageChange: (page: number) => void;
};

/**
 * The operator's review queues (入驻审核, 申报受理, 需求审核) show one shape: loading, error with retry, an empty
 * state, then the count, one card per item and the pages.
 */
export function QueueResults<TRow>({ result, label, count, empty, rowKey, children, onPageChange }: QueueResultsProps<TRow>) {
  return (
    <AsyncContent
      isPending={result.isPending}
      error={result.error}
      data={result.data}
      isEmpty={(data) => data.rows.length === 0}
      onRetry={() => void result.refetch()}
      empty={empty}
    >
      {(data) => (
        <Stack spacing={2} component="section" aria-label={label}>
          <Typography color="text.secondary">{count(data.total)}</Typography>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.rows.map((row) => (
              <li key={rowKey(row)}>{children(row)}</li>
            ))}
          </Stack>
          <Paginator page={data.pageNum} pageSize={data.pageSize} total={data.total} onChange={onPageChange} showSizeChanger={false} />
        </Stack>
      )}
    </AsyncContent>
  );
}

export type QueueCardProps = {
  title: string;
  to: string;
  /** StatusChip's tone key and the words shown. */
  status: string;
  statusLabel: string;
  /** Who, what and when, joined with ·; empty parts are left out. */
  meta: readonly (string | null | undefined | false)[];
};

/** One item of a review queue: its name leads to the detail, with its state and the facts the operator sorts by. */
export function QueueCard({ title, to, status, statusLabel, meta }: QueueCardProps) {
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            <Link component={RouterLink} to={to} underline="hover">
              {title}
            </Link>
          </Typography>
          <StatusChip status={status} label={statusLabel} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {meta.filter(Boolean).join(' · ')}
        </Typography>
      </CardContent>
    </Card>
  );
}
