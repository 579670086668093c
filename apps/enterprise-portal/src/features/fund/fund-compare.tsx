import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useFundsById, type FundDetail } from '@smes/api';
import { LoadingState, useMediaMatch } from '@smes/ui';
import { paths } from '../../app/paths';
import { COMPARE_MAX, COMPARE_MIN, FUND_COMPARE_ID, FUND_COMPARE_TITLE_ID } from './fund-queries';
import { GUARANTEE_LABELS, amountRangeText, rateRangeText, termRangeText } from './fund-labels';
import { REPAYMENT_LABELS } from './repayment';


export type FundCompareProps = {
  ids: readonly number[];
  onRemove: (id: number) => void;
  onClear: () => void;
};

type Row = { label: string; cell: (fund: FundDetail) => ReactNode };

/** The row labels stay in view while a narrow window scrolls the products sideways, so each value keeps its name. */
const STICKY_LABEL = { whiteSpace: 'nowrap', verticalAlign: 'top', position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

function lines(items: readonly string[]): ReactNode {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}

const ROWS: readonly Row[] = [
  { label: '提供机构', cell: (fund) => fund.provider },
  { label: '额度', cell: (fund) => amountRangeText(fund) },
  { label: '参考年利率', cell: (fund) => rateRangeText(fund) },
  { label: '期限', cell: (fund) => termRangeText(fund) },
  { label: '担保方式', cell: (fund) => GUARANTEE_LABELS[fund.guarantee] },
  { label: '还款方式', cell: (fund) => fund.repayments.map((method) => REPAYMENT_LABELS[method]).join('、') },
  { label: '特色', cell: (fund) => fund.tags.join('、') },
  { label: '申请条件', cell: (fund) => lines(fund.eligibility) },
  { label: '申请材料', cell: (fund) => lines(fund.materials) },
];

/**
 * 产品对比: the chosen products side by side, one column each, kept in the URL (`?compare=3,8`) so the
 * comparison can be shared. One product is a start, not a comparison: it says how many more to pick.
 */
export function FundCompare({ ids, onRemove, onClear }: FundCompareProps) {
  const queries = useFundsById(ids);
  if (ids.length === 0) return null;
  const funds = queries.flatMap((query) => (query.data ? [query.data] : []));
  const failed = queries.some((query) => query.isError);
  const pending = queries.some((query) => query.isPending);

  return (
    <Paper component="section" id={FUND_COMPARE_ID} variant="outlined" aria-labelledby={FUND_COMPARE_TITLE_ID} sx={{ p: 2, mb: 3, scrollMarginTop: (theme) => theme.spacing(10) }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Typography id={FUND_COMPARE_TITLE_ID} component="h2" variant="h6" tabIndex={-1} sx={{ scrollMarginTop: (theme) => theme.spacing(10) }}>
          {`产品对比（${ids.length}/${COMPARE_MAX}）`}
        </Typography>
        <Button size="small" onClick={onClear}>
          清空对比
        </Button>
      </Stack>
      {ids.length < COMPARE_MIN ? (
        <Typography variant="body2" color="text.secondary">{`再选 ${COMPARE_MIN - ids.length} 款产品即可并排对比，最多 ${COMPARE_MAX} 款。`}</Typography>
      ) : null}
      {failed ? <Alert severity="warning" sx={{ mb: 1 }}>有产品未能加载，可能已下架；可移除后重新选择。</Alert> : null}
      {pending ? <LoadingState label="正在加载对比产品" /> : null}
      {!pending && ids.length >= COMPARE_MIN ? <CompareBody funds={funds} onRemove={onRemove} /> : null}
    </Paper>
  );
}

type CompareBodyProps = { funds: readonly FundDetail[]; onRemove: (id: number) => void };

/**
 * Side by side where the window holds the columns; on a phone, where a second column would start off screen, the
 * same comparison goes attribute by attribute (each row's values one under the other, each named by its product),
 * so nothing is hidden to the side and nothing has to be found by scrolling sideways.
 */
function CompareBody({ funds, onRemove }: CompareBodyProps) {
  const narrow = useMediaMatch((theme: Theme) => theme.breakpoints.down('sm'));
  if (narrow) return <StackedCompare funds={funds} onRemove={onRemove} />;
  return (
    // Four columns may still be wider than a tablet: the table then scrolls sideways, its row labels staying in view,
    // and the region takes focus so the keyboard can scroll it too.
    <Box role="region" aria-label="产品对比表" tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: (theme) => theme.spacing(20 + funds.length * 25) }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={STICKY_LABEL}>
              项目
            </TableCell>
            {funds.map((fund) => (
              <TableCell key={fund.id} component="th" scope="col" sx={{ verticalAlign: 'top' }}>
                <Link component={RouterLink} to={paths.fund.detail(fund.id)} underline="hover" sx={{ fontWeight: 600, display: 'block' }}>
                  {fund.name}
                </Link>
                <Button size="small" onClick={() => onRemove(fund.id)} aria-label={`移出对比 ${fund.name}`} sx={{ px: 0 }}>
                  移出
                </Button>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ROWS.map((row) => (
            <TableRow key={row.label}>
              <TableCell component="th" scope="row" sx={STICKY_LABEL}>
                {row.label}
              </TableCell>
              {funds.map((fund) => (
                <TableCell key={fund.id} sx={{ verticalAlign: 'top' }}>
                  {row.cell(fund)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function StackedCompare({ funds, onRemove }: CompareBodyProps) {
  return (
    <Box role="region" aria-label="产品对比表">
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0, mb: 1 }} aria-label="对比的产品">
        {funds.map((fund) => (
          <Stack component="li" key={fund.id} direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
            <Link component={RouterLink} to={paths.fund.detail(fund.id)} underline="hover" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
              {fund.name}
            </Link>
            <Button size="small" onClick={() => onRemove(fund.id)} aria-label={`移出对比 ${fund.name}`} sx={{ flexShrink: 0 }}>
              移出
            </Button>
          </Stack>
        ))}
      </Stack>
      <Box component="dl" sx={{ m: 0 }}>
        {ROWS.map((row) => (
          <Box key={row.label} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Typography component="dt" variant="subtitle2">
              {row.label}
            </Typography>
            {funds.map((fund) => (
              <Box component="dd" key={fund.id} sx={{ m: 0, mt: 0.5, typography: 'body2', overflowWrap: 'anywhere' }}>
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {fund.name}
                </Typography>
                {row.cell(fund)}
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
