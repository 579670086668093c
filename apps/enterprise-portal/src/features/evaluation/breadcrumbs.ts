import { paths } from '../../app/paths';

/** 首页 › 高企评测 above each of the three steps. */
export const HIGH_EVALUATION_BREADCRUMBS = [
  { label: '首页', to: paths.home },
  { label: '高企评测', to: paths.highEvaluation.detection },
] as const;
