import { useMemo } from 'react';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { KEEP_BLOB } from '../../core/download';
import type { DownloadedFile, DownloadOptions } from '../../core/download';
import { usePortalClient } from '../../provider/use-api';
import { downloadMaterialFile } from '../application/download-material-file';
import { downloadCertificationFile } from '../certification/download-certification-file';
import { downloadInstitutionCertificate } from '../service/download-institution-certificate';
import { downloadServiceOrderFile } from '../service/download-service-order-file';

/** A stored file as a list names it: its id and the type the server proved from its bytes at upload. */
export type StoredFileRef = { id: number | string; contentType: string };

/**
 * How a file list reaches a file one party handed to another: saved as a download (spec §7), or read for a preview
 * without saving and without a toast. The server decides who may fetch it.
 */
export type FileSource = {
  download(file: StoredFileRef): Promise<void>;
  open(file: StoredFileRef): Promise<Blob>;
};

type Fetch<Key extends number | string> = (fileId: Key, options?: DownloadOptions) => Promise<ApiResult<DownloadedFile>>;

/** A source over one kind of stored file, reached by its key (numeric file ids, or a material's string id). */
export function fileSource<Key extends number | string>(fetch: Fetch<Key>): FileSource {
  return {
    download: async (file) => {
      unwrap(await fetch(file.id as Key));
    },
    open: async (file) => {
      const { blob } = unwrap(await fetch(file.id as Key, { saveBlob: KEEP_BLOB, notify: false }));
      // The preview renders the type the upload proved, whatever the answer's header says.
      return blob.type === file.contentType ? blob : new Blob([blob], { type: file.contentType });
    },
  };
}

/** An order's requirement and delivery files, for the enterprise that placed it and the institution it went to. */
export function useOrderFileSource(orderId: number): FileSource {
  const client = usePortalClient();
  return useMemo(() => fileSource<number>((fileId, options) => downloadServiceOrderFile(client, { orderId, fileId }, options)), [client, orderId]);
}

/** A certification's licence and certificates, for the applicant and the operator reviewing it. */
export function useCertificationFileSource(certificationId: number): FileSource {
  const client = usePortalClient();
  return useMemo(
    () => fileSource<number>((fileId, options) => downloadCertificationFile(client, { certificationId, fileId }, options)),
    [client, certificationId],
  );
}

/** The certificates a certified institution's public page shows, for anyone who visits it. */
export function useInstitutionCertificateSource(institutionId: number): FileSource {
  const client = usePortalClient();
  return useMemo(
    () => fileSource<number>((fileId, options) => downloadInstitutionCertificate(client, { institutionId, fileId }, options)),
    [client, institutionId],
  );
}

/** An application's material files, each keyed by its material, for the applicant and the operator deciding on it. */
export function useApplicationFileSource(applicationId: number): FileSource {
  const client = usePortalClient();
  return useMemo(() => fileSource<string>((materialId, options) => downloadMaterialFile(client, { applicationId, materialId }, options)), [client, applicationId]);
}
