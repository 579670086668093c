import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { HeldQualificationData } from '@smes/api';

export type HeldNoticeProps = {
  held: Pick<HeldQualificationData, 'label' | 'since' | 'validUntil' | 'renewal'>;
  /** What the rest of the page measures, now that the qualification is held. */
  then: string;
};

/**
 * The qualification the enterprise already holds, first: 已认定（有效期至 …） and by when it must be renewed. A held
 * qualification is never a target, so the page says what it measures instead (the conditions of a re-recognition).
 */
export function HeldNotice({ held, then }: HeldNoticeProps) {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <AlertTitle>
        已认定为{held.label}（有效期至 {held.validUntil}）
      </AlertTitle>
      {held.since} 认定；{held.renewal}。{then}
    </Alert>
  );
}
