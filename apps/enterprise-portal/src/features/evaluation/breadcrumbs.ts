import { paths } from '../../app/paths';
import type { EvaluationScheme } from './scheme';

/** 首页 › 高企评测 (or 专精特新评测) › the step. */
export function schemeBreadcrumbs(scheme: EvaluationScheme, step: string) {
  return [{ label: '首页', to: paths.home }, { label: scheme.name, to: scheme.paths.detection }, { label: step }];
}
