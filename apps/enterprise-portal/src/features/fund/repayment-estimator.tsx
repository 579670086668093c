import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FundDetail, FundRepayment } from '@smes/api';
import { formatNumber, InputField } from '@smes/ui';
import { REPAYMENT_FORMULAS, REPAYMENT_LABELS, estimateRepayment } from './repayment';

export type RepaymentEstimatorProps = { fund: FundDetail };

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A positive number typed by a person, or null (blank, text, zero or less). */
function positive(raw: string): number | null {
  const value = Number(raw.trim());
  return raw.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * 还款测算: an amount, an annual rate and a term within the product's ranges, and a method it offers; the figures
 * come from `estimateRepayment` with the formula beside them, as an estimate at the chosen rate, not an offer.
 */
export function RepaymentEstimator({ fund }: RepaymentEstimatorProps) {
  const [method, setMethod] = useState<FundRepayment>(fund.repayments[0] ?? 'equalInstallment');
  const [amount, setAmount] = useState(String(clamp(100, fund.amountMin, fund.amountMax)));
  const [rate, setRate] = useState(fund.rateMin.toFixed(2));
  const [term, setTerm] = useState(String(clamp(12, fund.termMin, fund.termMax)));
  const methodLabelId = useId();

  const amountValue = positive(amount);
  const rateValue = positive(rate);
  const termValue = positive(term);
  const amountProblem = amountValue === null ? '请输入大于 0 的额度' : amountValue < fund.amountMin || amountValue > fund.amountMax ? `本产品额度为 ${fund.amountMin}–${fund.amountMax} 万元` : null;
  const rateProblem = rateValue === null || rateValue > 36 ? '请输入 0–36 之间的年利率' : null;
  const termProblem =
    termValue === null || !Number.isInteger(termValue) ? '请输入整数月数' : termValue < fund.termMin || termValue > fund.termMax ? `本产品期限为 ${fund.termMin}–${fund.termMax} 个月` : null;
  const estimate =
    amountProblem || rateProblem || termProblem || amountValue === null || rateValue === null || termValue === null
      ? null
      : estimateRepayment(method, amountValue, rateValue, termValue);

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <InputField
          label="借款金额（万元）"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amountProblem !== null}
          helperText={amountProblem ?? `可借 ${fund.amountMin}–${fund.amountMax} 万元`}
          htmlInput={{ inputMode: 'decimal' }}
          size="small"
        />
        <InputField
          label="年利率（%）"
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          error={rateProblem !== null}
          helperText={rateProblem ?? `参考 ${fund.rateMin.toFixed(2)}%–${fund.rateMax.toFixed(2)}%`}
          htmlInput={{ inputMode: 'decimal' }}
          size="small"
        />
        <InputField
          label="期限（月）"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          error={termProblem !== null}
          helperText={termProblem ?? `可选 ${fund.termMin}–${fund.termMax} 个月`}
          htmlInput={{ inputMode: 'numeric' }}
          size="small"
        />
      </Box>
      <FormControl>
        <FormLabel id={methodLabelId}>还款方式</FormLabel>
        <RadioGroup row aria-labelledby={methodLabelId} value={method} onChange={(event) => setMethod(event.target.value as FundRepayment)}>
          {(['equalInstallment', 'interestFirst'] as const).map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={fund.repayments.includes(option) ? REPAYMENT_LABELS[option] : `${REPAYMENT_LABELS[option]}（本产品不支持）`}
              disabled={!fund.repayments.includes(option)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box role="status" aria-live="polite">
        {estimate ? (
          <Stack spacing={1}>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.5, m: 0 }}>
              {[
                [method === 'interestFirst' ? '每月利息' : '每月还款', estimate.monthlyPayment],
                ['最后一期', estimate.lastPayment],
                ['利息总额', estimate.totalInterest],
                ['还款总额', estimate.totalPayment],
              ].map(([label, value]) => (
                <Box key={label}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600 }}>
                    {`${formatNumber(Number(value))} 元`}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {`计算方法（${REPAYMENT_LABELS[method]}）：${REPAYMENT_FORMULAS[method]}。`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`以上按年利率 ${estimate.annualRate}% 估算，仅供参考，不是机构的放款承诺；实际利率、费用和还款计划以机构审批结果为准。`}
            </Typography>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            填写有效的金额、利率和期限后显示测算结果。
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
