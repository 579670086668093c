export { fileSource, useApplicationFileSource, useCertificationFileSource, useOrderFileSource } from './file-sources';
export type { FileSource, StoredFileRef } from './file-sources';
