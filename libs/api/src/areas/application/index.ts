export { applicationKeys } from './keys';
export type * from './types';
export { applicationProgress, isMaterialDone, pendingRequiredMaterials, withMaterialState } from './application-progress';
export {
  evaluateDeclaration,
  lastProjectEvaluationQueryOptions,
  useEvaluateDeclaration,
  useLastProjectEvaluation,
} from './evaluate-declaration';
export { createApplication, useCreateApplication } from './create-application';
export { applicationQueryOptions, getApplication, isApplicationId, useApplication } from './get-application';
export type { UseApplicationOptions } from './get-application';
export {
  DEFAULT_APPLICATION_LIST_QUERY,
  getMyApplications,
  myApplicationsQueryOptions,
  normalizeApplicationListQuery,
  useMyApplications,
} from './get-my-applications';
export type { UseMyApplicationsOptions } from './get-my-applications';
export { updateApplicationMaterial, useUpdateApplicationMaterial } from './update-application-material';
export type { MaterialStateChange } from './update-application-material';
export { submitApplication, useSubmitApplication } from './submit-application';
export { uploadMaterialFile, useUploadMaterialFile } from './upload-material-file';
export type { MaterialFileUpload } from './upload-material-file';
export { deleteMaterialFile, useDeleteMaterialFile } from './delete-material-file';
export type { MaterialFileRef } from './delete-material-file';
export { downloadMaterialFile, useDownloadMaterialFile } from './download-material-file';
export { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, STOPPED_STATUSES, activeApplicationStep, applicationSteps } from './application-status';
export type { ApplicationStep } from './application-status';
export { useWithdrawApplication, withdrawApplication } from './withdraw-application';
export {
  applicationFormQueryOptions,
  generateApplicationForm,
  getApplicationForm,
  saveApplicationForm,
  useApplicationForm,
  useGenerateApplicationForm,
  useSaveApplicationForm,
} from './application-form';
export type { ApplicationFormRef } from './application-form';
export {
  commitmentTextQueryOptions,
  downloadCommitmentTemplate,
  getCommitmentText,
  signCommitment,
  useCommitmentText,
  useDownloadCommitmentTemplate,
  useSignCommitment,
} from './commitment';
export type { CommitmentChoice } from './commitment';
