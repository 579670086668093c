import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import PendingOutlinedIcon from '@mui/icons-material/PendingOutlined';
import type { Message } from '@smes/api';
import { formatEstimateRange } from '@smes/eligibility';
import { KeepAmounts } from '@smes/ui';

export type PushMatchDetailProps = {
  detail: NonNullable<Message['match']>;
  /** Names the block for assistive technology (the message's title). */
  label: string;
};

/**
 * The conditions and the money of a 你可能符合《…》 message: each hard condition the engine
 * evaluated, 满足 or 待核验 with what decides it, and the estimate with how it was computed. The words
 * carry the status; the icons only repeat it.
 */
export function PushMatchDetail({ detail, label }: PushMatchDetailProps) {
  return (
    <Box component="section" aria-label={`${label}：适用条件`} sx={{ pl: { xs: 1.5, sm: 9 }, pr: { xs: 1.5, sm: 2 }, pb: 1.75 }}>
      <Typography component="h3" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        按企业信息逐项评估的申报条件
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {detail.conditions.map((condition) => (
          <Box component="li" key={condition.title} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            {condition.status === 'pass' ? (
              <CheckCircleOutlinedIcon fontSize="small" color="success" aria-hidden sx={{ mt: 0.25 }} />
            ) : (
              <PendingOutlinedIcon fontSize="small" color="warning" aria-hidden sx={{ mt: 0.25 }} />
            )}
            <Typography component="span" variant="body2" sx={{ minWidth: 0, wordBreak: 'break-word' }}>
              {condition.title}：{condition.note}
            </Typography>
          </Box>
        ))}
      </Box>
      {detail.estimate && (
        <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-word' }}>
          <KeepAmounts text={`预估可获：${formatEstimateRange(detail.estimate)}（${detail.estimate.how}）`} />
        </Typography>
      )}
    </Box>
  );
}
