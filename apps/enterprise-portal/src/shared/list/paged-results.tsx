import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AsyncContent, formatTotal, Paginator, RenderInTurn } from '@smes/ui';

/** `totalCapped`: the total is a lower bound (a keyword search counts up to its bound, ADR 81). */
export type ResultPage<TRow> = { rows: TRow[]; total: number; totalCapped?: boolean };

/** The parts of a TanStack Query result for one page of a list. */
export type PagedQueryResult<TRow> = {
  isPending: boolean;
  error: unknown;
  data: ResultPage<TRow> | undefined;
  refetch: () => unknown;
};

export type PagedResultsProps<TRow> = {
  result: PagedQueryResult<TRow>;
  /** Paginator's defaults (page 1, 10 a page) when absent. */
  page?: number;
  pageSize?: number;
  onPageChange: (pageNum: number, pageSize: number) => void;
  /** Accessible name of the results region, e.g. 政策列表. */
  label: string;
  /** The live count line, e.g. `共找到 ${total} 条政策`; `total` comes grouped, a capped one as 1,000+. */
  count: (total: string) => ReactNode;
  /** Shown when the page has no rows. */
  empty: ReactNode;
  /** Controls on the count line's right, e.g. 排序. */
  toolbar?: ReactNode;
  /** `cards`: rows stacked apart; `divided`: rows in one outlined panel with dividers. */
  variant?: 'cards' | 'divided';
  /** The parent Stack already spaces the parts, so they add no margins of their own. */
  inStack?: boolean;
  children: (rows: TRow[]) => ReactNode;
};

/**
 * One page of a list: loading/error/empty states, the 共找到 count, the rows region and the Paginator. The results
 * are drawn in a turn after the rest of the page (RenderInTurn, ADR 55): a list's first screen comes with its data,
 * and drawing the layout, the filters and every row at once made one long commit (most of it emotion inserting the
 * styles), the longest task of a list's load.
 */
export function PagedResults<TRow>({
  result,
  page,
  pageSize,
  onPageChange,
  label,
  count,
  empty,
  toolbar,
  variant = 'cards',
  inStack = false,
  children,
}: PagedResultsProps<TRow>) {
  return (
    <AsyncContent
      isPending={result.isPending}
      error={result.error}
      data={result.data}
      onRetry={() => void result.refetch()}
      isEmpty={(data) => data.rows.length === 0}
      empty={empty}
    >
      {(data) => (
        <RenderInTurn immediate={0}>
          <>
            {toolbar ? (
              // The count and the control share one line (wrapping only if both cannot fit) to keep results high up.
              <Stack
                direction="row"
                useFlexGap
                sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}
              >
                <Typography variant="body2" color="text.secondary" aria-live="polite">
                  {count(formatTotal(data.total, data.totalCapped))}
                </Typography>
                {toolbar}
              </Stack>
            ) : (
              <Typography variant="body2" color="text.secondary" sx={inStack ? undefined : { mb: 1.5 }} aria-live="polite">
                {count(formatTotal(data.total, data.totalCapped))}
              </Typography>
            )}
            {variant === 'divided' ? (
              <Paper variant="outlined" component="section" aria-label={label}>
                <Stack divider={<Box component="hr" sx={RULE_SX} />}>{children(data.rows)}</Stack>
              </Paper>
            ) : (
              <Stack spacing={1.5} component="section" aria-label={label}>
                {children(data.rows)}
              </Stack>
            )}
            <Box sx={{ mt: inStack ? 1 : 3 }}>
              <Paginator page={page} pageSize={pageSize} total={data.total} totalCapped={data.totalCapped ?? false} onChange={onPageChange} />
            </Box>
          </>
        </RenderInTurn>
      )}
    </AsyncContent>
  );
}

/**
 * The rule between a divided list's rows: MUI's Divider (an hr in the theme's divider colour, one hairline high) drawn
 * plain, so the lists do not keep Divider's vertical, inset and text variants in the common library chunk (ADR 107).
 */
const RULE_SX = { m: 0, flexShrink: 0, border: 0, borderBottom: 1, borderColor: 'divider' } as const;
