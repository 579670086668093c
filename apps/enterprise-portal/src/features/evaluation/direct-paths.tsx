import Typography from '@mui/material/Typography';
import type { ConditionResultData } from '@smes/api';
import { SectionCard } from '@smes/ui';
import { ProblemList } from './problem-list';

export type DirectPathsProps = { paths: readonly ConditionResultData[] };

/** 直通条件: met by any one of them, the scheme does not need the score (专精特新 一、（四）). */
export function DirectPaths({ paths }: DirectPathsProps) {
  return (
    <SectionCard title="直通条件">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        评价得分未达标时，满足下列任一项即视为满足该项条件；档案无法判断的须提交证明材料核验。
      </Typography>
      <ProblemList results={paths} label="直通条件" include="all" />
    </SectionCard>
  );
}
