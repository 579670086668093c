import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { readBasis } from '../../shared/ledger/condition-table';
import { isLedgerFormField, ledgerFieldHref, ledgerFieldLabel } from '../../shared/ledger/ledger-field-labels';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import { directPathText, passLineText, pointsOutOf } from './evaluation-reading';
import type { IndicatorItemRow, ScoreBlock } from './evaluation-reading';

export type ScoreTableProps = { block: ScoreBlock; label?: string };

function MissingLinks({ fields }: { fields: readonly string[] }) {
  const keys = fields.filter(isLedgerFormField);
  if (keys.length === 0) return null;
  return (
    <Typography variant="caption" sx={{ display: 'block' }}>
      需填写：
      {keys.map((key, index) => (
        <span key={key}>
          <Link component={RouterLink} to={ledgerFieldHref(key)} underline="always">
            {ledgerFieldLabel(key)}
          </Link>
          {index < keys.length - 1 ? '、' : ''}
        </span>
      ))}
    </Typography>
  );
}

/**
 * One sub-item: its band and score range, what decided it (the ledger, or the enterprise's own rating against the
 * 指引's rubric, shown here), and its standard.
 */
function ItemLine({ item }: { item: IndicatorItemRow }) {
  const score = item.status === 'unknown' ? `未填写（0–${item.max} 分）` : pointsOutOf(item.score, item.scoreMax, item.max);
  return (
    <Box component="li" sx={{ py: 0.5 }}>
      <Typography variant="body2" component="div">
        <Box component="span" sx={{ fontWeight: 600 }}>
          {item.title}
        </Box>
        {item.bonus && !item.title.includes('加分项') ? '（加分项）' : ''}：{score}
        {item.grade && item.status !== 'unknown' ? `（${item.grade} 档）` : ''}
        {item.judgedBy === 'self' ? <Chip size="small" variant="outlined" label="自评" sx={{ ml: 0.75, height: 20, '& .MuiChip-label': { px: 0.75 } }} /> : null}
      </Typography>
      {item.status !== 'unknown' && item.actualText ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {item.judgedBy === 'self' ? '自评：' : '实际值：'}
          {item.actualText}
        </Typography>
      ) : null}
      {item.status === 'unknown' ? <MissingLinks fields={item.missingFields} /> : null}
      {item.rubric ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          评价要点：{item.rubric}
        </Typography>
      ) : item.standardText ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          标准：{item.standardText}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * 企业创新能力评价: each indicator's score (a range where the standard gives bands of points and the experts pick
 * within them) out of its maximum, its sub-items and what each was scored on, and the total with what it rests on.
 */
export function ScoreTable({ block, label = '企业创新能力评价' }: ScoreTableProps) {
  return (
    <Table
      size="small"
      aria-label={label}
      sx={(theme) => ({
        '& th, & td': { verticalAlign: 'top' },
        [theme.breakpoints.down('sm')]: {
          display: 'block',
          '& thead': { display: 'none' },
          '& tbody, & tfoot': { display: 'block' },
          '& tr': { display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 },
          '& td': { display: 'block', borderBottom: 0, py: 0.25, px: 0 },
          '& td[data-label]::before': { content: 'attr(data-label) "："', color: 'text.secondary', fontWeight: 600 },
        },
      })}
    >
      <TableHead>
        <TableRow>
          {['指标', '得分', '计分依据'].map((header) => (
            <TableCell key={header} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {block.indicators.map((row) => {
          const basis = readBasis(row.basis);
          return (
            <TableRow key={row.id}>
              <TableCell sx={{ fontWeight: 600 }}>
                {row.group ? (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {row.group}
                  </Typography>
                ) : null}
                {row.title}
              </TableCell>
              <TableCell data-label="得分" sx={{ whiteSpace: 'nowrap' }}>
                {row.status === 'unknown' && row.items.length === 0 ? `待核验（满分 ${row.max} 分）` : pointsOutOf(row.score, row.scoreMax, row.max)}
              </TableCell>
              <TableCell data-label="计分依据">
                {row.items.length > 0 ? (
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={`${row.title}的分项`}>
                    {row.items.map((item) => (
                      <ItemLine key={item.id} item={item} />
                    ))}
                  </Box>
                ) : (
                  <>
                    <Typography variant="body2">{row.actualText}</Typography>
                    {row.status === 'unknown' ? <MissingLinks fields={row.missingFields} /> : null}
                  </>
                )}
                {row.standardText ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    标准：{row.standardText}
                  </Typography>
                ) : null}
                {basis ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    依据：{basis.title}
                    {basis.clause ?? ''}
                  </Typography>
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
        <TableRow>
          <TableCell sx={{ fontWeight: 600 }}>合计</TableCell>
          <TableCell data-label="总分" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {pointsOutOf(block.total, totalHighOf(block), 100)}
          </TableCell>
          <TableCell data-label="结论">
            {conclusion(block)}
            {directPathText(block) ? `；${directPathText(block)}` : ''}
            {totalHighOf(block) > block.total ? (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {rangeText(block)}
              </Typography>
            ) : null}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/**
 * The high end of the total as the rows above show it: each row's range reaches what it could score, an unfilled one
 * included, so the total is the sum of the rows (Σ low ends – Σ high ends) and never a figure they do not add up to.
 */
function totalHighOf(block: ScoreBlock): number {
  return Math.max(block.totalHigh, block.possibleMax);
}

/** What the two ends of the total rest on. */
function rangeText(block: ScoreBlock): string {
  const sure = `${block.total} 分是企业档案和自评能保证的部分`;
  const judged = `专家在各档分值内都给最高分时为 ${block.totalHigh} 分`;
  if (block.possibleMax > block.totalHigh) {
    const filled = block.totalHigh > block.total ? `；已填写的指标${judged}` : '';
    return `${sure}${filled}；补全未填写的指标后最高可达 ${block.possibleMax} 分；认定以专家评审为准。`;
  }
  return `${sure}，${judged}；认定以专家评审为准。`;
}

/** Whether the score is met, on what it rests, in words. */
function conclusion(block: ScoreBlock): string {
  const line = `${passLineText(block)}为达标`;
  if (block.status === 'pass') return `${line}，已达标`;
  if (block.status === 'fail') return `${line}，未达标`;
  const unanswered = block.indicators.some((row) => row.status === 'unknown');
  return unanswered ? `尚有指标未填写，是否达标待补全后判断；${line}` : `是否达标取决于专家在各档分值内的评定；${line}`;
}
