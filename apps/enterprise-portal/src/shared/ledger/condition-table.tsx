import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ConditionResultData } from '@smes/api';
import { StatusChip } from '@smes/ui';
import { AnswerInPlace } from './answer-in-place';
import type { LedgerFieldNaming } from './ledger-field-labels';

/**
 * One evaluated condition: a saved report's JSON (ConditionResultData) or the engine's own
 * ConditionResult; `basis` and `advice` are read defensively because the contract leaves them open.
 */
export type ConditionTableRow = Pick<ConditionResultData, 'id' | 'title' | 'kind' | 'status' | 'actualText' | 'standardText'> & {
  evidence?: string;
  missingFields?: readonly string[];
  /** 'evidence': no ledger field decides it; it stays 待核验 until `evidence` is checked. */
  decidedBy?: ConditionResultData['decidedBy'];
  /** How far a failed condition is from its standard (发明专利数量还差 2 件). */
  gap?: string;
  basis?: unknown;
  advice?: unknown;
};

export type ConditionTableProps = {
  results: readonly ConditionTableRow[];
  /** Accessible name of the table, e.g. the policy's title. */
  label?: string;
  /**
   * How the ledger fields an unknown condition needs are told apart, named and linked: the reports pass the light
   * LEDGER_FIELD_NAMING, a screen that has the ledger form's module anyway passes that one's (ADR 98).
   */
  fields: LedgerFieldNaming;
  /** Where an unknown condition sends the user to fill a field (default `fields.href`); null hides the links. */
  fieldHref?: ((key: string) => string) | null;
  /**
   * Answers a 待核验 condition's question in its row (the fields that decide it, saved to the ledger), instead of a
   * link to the ledger page; called after a save.
   */
  onAnswered?: () => void;
  answerInPlace?: boolean;
};

type Basis = { title: string; clause?: string; url?: string };

/** 依据 of a condition: the engine's `{title, clause, url}`, or plain text. */
export function readBasis(value: unknown): Basis | null {
  if (typeof value === 'string') return value.trim() ? { title: value } : null;
  if (typeof value !== 'object' || value === null) return null;
  const { title, clause, url } = value as Record<string, unknown>;
  if (typeof title !== 'string' || title === '') return null;
  return {
    title,
    ...(typeof clause === 'string' && clause ? { clause } : {}),
    ...(typeof url === 'string' && /^https?:\/\//.test(url) ? { url } : {}),
  };
}

/** 待核验: undecided, whether a ledger field is missing or a material has to be checked — never 符合. */
export const CONDITION_STATUS_TEXT = { pass: '符合', fail: '不符合', unknown: '待核验' } as const;

/** The chip tone of each verdict (StatusChip's words), as the match report's policy verdicts use. */
export const CONDITION_STATUS_TONE = { pass: 'success', fail: 'failed', unknown: 'pending' } as const;

const HEADERS = ['条件', '标准', '实际值', '结果'] as const;

/**
 * 条件 / 标准 / 实际值 / 结果 for a set of evaluated conditions, with each condition's evidence and
 * official basis, and for unknown ones links to the ledger fields that decide them. On phones each
 * row stacks into a labelled block so nothing scrolls sideways.
 */
export function ConditionTable({ results, label = '条件核对', fields, fieldHref = fields.href, answerInPlace = false, onAnswered }: ConditionTableProps) {
  return (
    <Table
      size="small"
      aria-label={label}
      sx={(theme) => ({
        '& th, & td': { verticalAlign: 'top' },
        '& tbody td': { py: 1 },
        // Phones read each row as a card: cells stack and name themselves (data-label), the header row goes.
        // Only the phone layout is written out; wider screens keep the browser's own table display values.
        [theme.breakpoints.down('sm')]: {
          display: 'block',
          '& thead': { display: 'none' },
          '& tbody': { display: 'block' },
          '& tbody tr': { display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 },
          '& tbody td': { display: 'block', borderBottom: 0, py: 0.5, px: 0 },
          '& tbody td[data-label]::before': { content: 'attr(data-label) "："', color: 'text.secondary', fontWeight: 600 },
        },
      })}
    >
      <TableHead>
        <TableRow>
          {HEADERS.map((header) => (
            <TableCell key={header} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {results.map((row) => {
          const basis = readBasis(row.basis);
          const advice = typeof row.advice === 'string' && row.advice ? row.advice : null;
          const missing = (row.missingFields ?? []).filter(fields.isFormField);
          return (
            <TableRow key={row.id}>
              <TableCell sx={{ minWidth: { sm: 200 } }}>
                <Typography component="div" variant="body2" sx={{ fontWeight: 600 }}>
                  {row.title}{' '}
                  <Chip
                    size="small"
                    variant="outlined"
                    label={row.kind === 'hard' ? '必要条件' : '加分项'}
                    sx={{ ml: 0.5, height: 20, '& .MuiChip-label': { px: 0.75 } }}
                  />
                </Typography>
                {row.evidence ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                    佐证材料：{row.evidence}
                  </Typography>
                ) : null}
                {basis ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    依据：
                    {basis.url ? (
                      <Link href={basis.url} target="_blank" rel="noopener noreferrer" underline="always">
                        {basis.title}
                        {basis.clause ?? ''}
                      </Link>
                    ) : (
                      `${basis.title}${basis.clause ?? ''}`
                    )}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell data-label="标准" sx={{ minWidth: { sm: '8em' } }}>
                <Typography component="span" variant="body2">
                  {row.standardText}
                </Typography>
              </TableCell>
              {/* Wraps like the others: a long 实际值 kept on one line pushed the table past the page and squeezed 标准. */}
              <TableCell data-label="实际值" sx={{ minWidth: { sm: '6em' } }}>
                <Typography component="span" variant="body2">
                  {row.actualText}
                </Typography>
              </TableCell>
              <TableCell data-label="结果" sx={{ minWidth: { sm: 96 } }}>
                {/* A chip never breaks its word (不符合 read as 不符/合 when the column was narrow). */}
                <StatusChip status={CONDITION_STATUS_TONE[row.status]} label={CONDITION_STATUS_TEXT[row.status]} />
                {row.status === 'fail' && row.gap ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                    差距：{row.gap}
                  </Typography>
                ) : null}
                {row.status === 'unknown' && row.decidedBy === 'evidence' && row.evidence ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                    需核验材料：{row.evidence}
                  </Typography>
                ) : null}
                {row.status === 'fail' && advice ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                    建议：{advice}
                  </Typography>
                ) : null}
                {row.status === 'unknown' && answerInPlace && missing.length > 0 ? (
                  <AnswerInPlace keys={missing} label={row.title} {...(onAnswered ? { onSaved: onAnswered } : {})} />
                ) : null}
                {row.status === 'unknown' && !answerInPlace && fieldHref && missing.length > 0 ? (
                  <Typography variant="caption" sx={{ display: 'block', mt: 0.5 }}>
                    需填写：
                    {missing.map((key, index) => (
                      <span key={key}>
                        <Link component={RouterLink} to={fieldHref(key)} underline="always">
                          {fields.label(key)}
                        </Link>
                        {index < missing.length - 1 ? '、' : ''}
                      </span>
                    ))}
                  </Typography>
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
