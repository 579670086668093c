import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { readBasis } from '../../shared/ledger/condition-table';
import { isLedgerFormField, ledgerFieldHref, ledgerFieldLabel } from '../../shared/ledger/ledger-form-fields';
import { directPathText, passLineText } from './evaluation-reading';
import type { ScoreBlock } from './evaluation-reading';

export type ScoreTableProps = { block: ScoreBlock; label?: string };

/** 企业创新能力评价: each indicator's score out of its maximum, what it was scored on, and the total. */
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
                {row.status === 'unknown' ? `待核验（满分 ${row.max} 分）` : `${row.score} / ${row.max} 分`}
              </TableCell>
              <TableCell data-label="计分依据">
                <Typography variant="body2">{row.actualText}</Typography>
                {row.status === 'unknown' && row.missingFields.some(isLedgerFormField) ? (
                  <Typography variant="caption" sx={{ display: 'block' }}>
                    需填写：
                    {row.missingFields.filter(isLedgerFormField).map((key, index, all) => (
                      <span key={key}>
                        <Link component={RouterLink} to={ledgerFieldHref(key)} underline="always">
                          {ledgerFieldLabel(key)}
                        </Link>
                        {index < all.length - 1 ? '、' : ''}
                      </span>
                    ))}
                  </Typography>
                ) : null}
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
            {block.total} / 100 分
          </TableCell>
          <TableCell data-label="结论">
            {block.status === 'unknown'
              ? `尚有指标待核验，最高可达 ${block.possibleMax} 分；${passLineText(block)}为达标`
              : `${passLineText(block)}为达标，${block.passed ? '已达标' : '未达标'}`}
            {directPathText(block) ? `；${directPathText(block)}` : ''}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
