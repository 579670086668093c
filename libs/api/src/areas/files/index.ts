export { fileSource, useApplicationFileSource, useCertificationFileSource, useInstitutionCertificateSource, useOrderFileSource } from './file-sources';
export type { FileSource, StoredFileRef } from './file-sources';
