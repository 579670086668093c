export {
  DEFAULT_DECLARATION_QUERY,
  declarationProjectsQueryOptions,
  getDeclarationProjects,
  normalizeDeclarationQuery,
  useDeclarationProjects,
} from './get-declaration-projects';
export type { UseDeclarationProjectsOptions } from './get-declaration-projects';
export {
  declarationProjectQueryOptions,
  getDeclarationProject,
  isDeclarationId,
  useDeclarationProject,
} from './get-declaration-project';
export type { UseDeclarationProjectOptions } from './get-declaration-project';
export { exportDeclarationMaterials, useExportDeclarationMaterials } from './export-declaration-materials';
