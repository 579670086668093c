import { useMemo } from 'react';
import {
  KEEP_BLOB,
  downloadCertificationFile,
  downloadServiceOrderFile,
  unwrap,
  usePortalClient,
  type ApiResult,
  type DownloadedFile,
  type DownloadOptions,
} from '@smes/api';
import type { PortalSchemas } from '@smes/contract-types';

/** A file one party handed to another, as both apps list it. */
export type HandedFile = {
  id: number;
  name: string;
  size: number;
  /** The type the server proved from the bytes at upload (never the name's extension). */
  contentType: PortalSchemas['MaterialContentType'];
  uploadedAt?: string;
};

/** How a list reaches a file: saved as a download (spec §7), or read for a preview without saving or a toast. */
export type FileSource = {
  download(file: HandedFile): Promise<void>;
  open(file: HandedFile): Promise<Blob>;
};

type Fetch = (fileId: number, options?: DownloadOptions) => Promise<ApiResult<DownloadedFile>>;

export function fileSource(fetch: Fetch): FileSource {
  return {
    download: async (file) => {
      unwrap(await fetch(file.id));
    },
    open: async (file) => {
      const { blob } = unwrap(await fetch(file.id, { saveBlob: KEEP_BLOB, notify: false }));
      // The preview renders the type the upload proved, whatever the answer's header says.
      return blob.type === file.contentType ? blob : new Blob([blob], { type: file.contentType });
    },
  };
}

/** An order's requirement and delivery files, for the enterprise that placed it and the institution it went to. */
export function useOrderFileSource(orderId: number): FileSource {
  const client = usePortalClient();
  return useMemo(() => fileSource((fileId, options) => downloadServiceOrderFile(client, { orderId, fileId }, options)), [client, orderId]);
}

/** A certification's licence and certificates, for the applicant and the operator reviewing it. */
export function useCertificationFileSource(certificationId: number): FileSource {
  const client = usePortalClient();
  return useMemo(
    () => fileSource((fileId, options) => downloadCertificationFile(client, { certificationId, fileId }, options)),
    [client, certificationId],
  );
}
