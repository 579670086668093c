import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { EstimateLine, EstimatePart, SubsidyEstimate } from '@smes/api';
import { formatEstimateRange } from '@smes/eligibility';
import { KeepAmounts, formatNumber } from '@smes/ui';

/** The range in one form on every screen (report, home, 区域对比): 保守 X 万元 ～ 乐观 Y 万元. */
export function estimateRangeText(estimate: Pick<SubsidyEstimate, 'conservative' | 'optimistic'>): string {
  return formatEstimateRange(estimate);
}

export type EstimateDetailsProps = {
  estimate: SubsidyEstimate;
  /** Heading level text of the block. */
  title?: string;
};

/** 6, or 0 ～ 30 when the two ends differ; negative amounts (a cap) keep their sign: −30. */
function amountText(conservative: number, optimistic: number): string {
  const one = (value: number) => (value < 0 ? `−${formatNumber(-value)}` : formatNumber(value));
  return conservative === optimistic ? `${one(conservative)} 万元` : `${one(conservative)} ～ ${one(optimistic)} 万元`;
}

const PART_KIND: Record<EstimatePart['kind'], string> = { item: '计入', cap: '上限', excluded: '不计入' };

/** One part of a policy's arithmetic: its clause, what it is, the arithmetic and its amount. */
function PartRow({ part }: { part: EstimatePart }) {
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' }, columnGap: 2, py: 0.5 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" component="div" sx={{ color: part.kind === 'excluded' ? 'text.secondary' : 'text.primary' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {part.title}
          </Box>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.75 }}>
            依据{part.clause} · {PART_KIND[part.kind]}
          </Typography>
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {part.text}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: { sm: 'right' } }}>
        {amountText(part.conservative, part.optimistic)}
      </Typography>
    </Box>
  );
}

/** A policy's line: its own range, whether it is in the totals (and why not), and the arithmetic it adds up from. */
function LineBlock({ line }: { line: EstimateLine }) {
  const parts = line.parts ?? [];
  return (
    <Box component="li" sx={{ py: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600, wordBreak: 'break-word', flex: '1 1 16em' }}>
          {line.policyTitle}
        </Typography>
        <Chip size="small" label={line.counted ? '计入' : '不计入'} color={line.counted ? 'success' : 'default'} variant="outlined" />
        <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {amountText(line.conservative, line.optimistic)}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        资助事项：{line.item}
      </Typography>
      {/* Why a policy is out of the totals comes first; a counted one's note is its arithmetic, when there are no parts. */}
      {line.counted ? null : (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {line.note}
        </Typography>
      )}
      {parts.length > 0 ? (
        <Box component="ul" aria-label={`${line.policyTitle}的算式`} sx={{ listStyle: 'none', m: 0, mt: 0.5, pl: { xs: 1, sm: 2 }, borderLeft: 2, borderColor: 'divider' }}>
          {parts.map((part, index) => (
            <PartRow key={`${part.title}-${index}`} part={part} />
          ))}
          <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, pt: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              以上各行相加
            </Typography>
            <Typography variant="caption" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              = {amountText(line.conservative, line.optimistic)}
            </Typography>
          </Box>
        </Box>
      ) : line.counted ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {line.note}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * 预估可获资金 with how it was computed: the range, the method and, expanded, every policy it came from with its own
 * arithmetic (每件、比例、上限 each a line), whether it is counted and why not, the caps over several policies as lines
 * of their own, and the sum that is the headline.
 */
export function EstimateDetails({ estimate, title = '预估可获资金的测算' }: EstimateDetailsProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const counted = estimate.lines.filter((line) => line.counted);
  const adjustments = estimate.adjustments ?? [];
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>
        <KeepAmounts text={estimateRangeText(estimate)} />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        测算方法：{estimate.method}
      </Typography>
      {estimate.lines.length > 0 ? (
        <>
          <Button
            size="small"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={listId}
            endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />}
            sx={{ mt: 1 }}
          >
            {open ? '收起明细' : `查看明细（${estimate.lines.length} 项政策，计入 ${counted.length} 项）`}
          </Button>
          {open ? (
            <Box id={listId} sx={{ mt: 1 }}>
              <Box component="ol" aria-label="预估明细" sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
                {estimate.lines.map((line) => (
                  <LineBlock key={line.policyId} line={line} />
                ))}
              </Box>
              <Divider sx={{ my: 1 }} />
              <Box component="dl" aria-label="合计" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5 }}>
                {counted.map((line) => (
                  <Box key={line.policyId} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2">
                      {line.policyTitle}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'right' }}>
                      {amountText(line.conservative, line.optimistic)}
                    </Typography>
                  </Box>
                ))}
                {adjustments.map((line) => (
                  <Box key={line.title} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2">
                      {line.title}
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {line.note}
                      </Typography>
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'right' }}>
                      {amountText(line.conservative, line.optimistic)}
                    </Typography>
                  </Box>
                ))}
                <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
                  合计（保守 ～ 乐观）
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'right' }}>
                  {amountText(estimate.conservative, estimate.optimistic)}
                </Typography>
              </Box>
            </Box>
          ) : null}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          暂无符合条件的资金类政策。
        </Typography>
      )}
    </Box>
  );
}
