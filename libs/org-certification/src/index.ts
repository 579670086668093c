export { CertificationForm, SERVICE_CATEGORIES } from './certification-form';
export type { CertificationFormProps } from './certification-form';
export { CertificationDetails } from './certification-details';
export type { CertificationDetailsProps } from './certification-details';
export { CERTIFICATION_STEPS, stepErrors, valuesOf } from './certification-values';
export type { CertificationValues, StepErrors } from './certification-values';
export { RegionSelect, regionChain } from './region-select';
export type { RegionLevelFieldProps, RegionSelectProps } from './region-select';
