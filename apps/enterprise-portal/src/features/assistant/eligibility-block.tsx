import { useId } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AssistantEligibility } from '@smes/api';
import { StatusChip } from '@smes/ui';
import { CONDITION_RESULT, VERDICT_TEXT, materialsToPrepare } from './answer-model';

export type EligibilityBlockProps = {
  eligibility: AssistantEligibility;
};

/** The engine's check against the enterprise's ledger: each condition with 符合 / 不符合 / 待核验, then what to prepare. */
export function EligibilityBlock({ eligibility }: EligibilityBlockProps) {
  const titleId = useId();
  const materials = materialsToPrepare(eligibility);
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        条件核对：{eligibility.projectName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {VERDICT_TEXT[eligibility.verdict]}
      </Typography>
      <Box component="ul" aria-label="申报条件" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {eligibility.conditions.map((condition) => (
          <Box component="li" key={condition.name} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {condition.name}
              </Typography>
              <StatusChip status={CONDITION_RESULT[condition.result].tone} label={CONDITION_RESULT[condition.result].label} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              标准：{condition.standard}
              {condition.actual !== null ? `；企业情况：${condition.actual}` : ''}
              {condition.basis !== null ? `；依据：${condition.basis}` : ''}
            </Typography>
          </Box>
        ))}
      </Box>
      {materials.length > 0 ? (
        <>
          <Typography component="h4" variant="subtitle2" sx={{ mt: 1.5 }}>
            需要准备
          </Typography>
          <Box component="ul" sx={{ pl: 3, my: 0.5 }}>
            {materials.map((material) => (
              <Typography component="li" variant="body2" key={material}>
                {material}
              </Typography>
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
