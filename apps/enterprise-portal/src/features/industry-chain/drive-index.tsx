import Typography from '@mui/material/Typography';
import type { ChainDriveIndex } from '@smes/api';
import { DRIVE_INDEX_FULL_OPPORTUNITIES, DRIVE_INDEX_FULL_SUPPLIERS, DRIVE_INDEX_WEIGHTS } from '@smes/eligibility';

const percent = (weight: number) => `${Math.round(weight * 100)}%`;

/** How 带动指数 is computed, in words, from the same weights the server computes it with. */
export const DRIVE_INDEX_METHOD =
  `带动指数（0—100）= 本地配套率 × ${percent(DRIVE_INDEX_WEIGHTS.localSupplyRate)}` +
  ` + 配套中小企业数得分 × ${percent(DRIVE_INDEX_WEIGHTS.supplierSmes)}（${DRIVE_INDEX_FULL_SUPPLIERS} 家及以上为满分 100）` +
  ` + 开放供需机会得分 × ${percent(DRIVE_INDEX_WEIGHTS.openOpportunities)}（${DRIVE_INDEX_FULL_OPPORTUNITIES} 条及以上为满分 100）。`;

export function DriveIndexMethod() {
  return (
    <Typography variant="body2" color="text.secondary">
      {DRIVE_INDEX_METHOD}
    </Typography>
  );
}

/** 本地配套率 62% · 配套中小企业 430 家 · 开放机会 5 条 */
export function driveIndexParts(index: ChainDriveIndex): string {
  return [`本地配套率 ${index.localSupplyRate}%`, `配套中小企业 ${index.supplierSmes} 家`, `开放供需机会 ${index.openOpportunities} 条`].join(' · ');
}
