export { getMyInstitution, myInstitutionQueryOptions, useMyInstitution } from './get-my-institution';
export type { UseMyInstitutionOptions } from './get-my-institution';
