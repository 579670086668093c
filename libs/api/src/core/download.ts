import type { ApiResult } from './api-error';
import type { CallOptions, PortalApi, PortalClient } from './portal-client';
import type { OpenApiAnswer, TransportInit } from './transport';

export type DownloadedFile = {
  fileName: string;
  blob: Blob;
};

/** The transport init plus `parseAs: 'blob'`, so a file's bytes are never read as text. */
export type DownloadInit = TransportInit & { parseAs: 'blob' };

export type DownloadSend = (api: PortalApi, init: DownloadInit) => Promise<OpenApiAnswer<unknown>>;

export type SaveBlob = (blob: Blob, fileName: string) => void;

export type DownloadOptions = Pick<CallOptions, 'signal'> & {
  /** Defaults to an object URL clicked through a hidden `<a download>`. */
  saveBlob?: SaveBlob;
  /** Clock for the fallback name. */
  now?: () => number;
  /** Whether to report 文件下载成功 (default); a preview that only shows the file does not. */
  notify?: boolean;
};

/** How long a saved file's object URL stays valid after the click. */
export const OBJECT_URL_LIFETIME_MS = 40_000;

/** A SaveBlob that keeps the file in memory: for a preview, which shows the blob instead of saving it. */
export const KEEP_BLOB: SaveBlob = () => undefined;

/** Saves a blob the way a browser download does, then releases the object URL. */
export function saveBlobWithAnchor(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // The browser reads the object URL when its download starts, which on a busy phone can be well after the
    // click; revoked before that, the download silently fails (seen in a journey under load with a 0 ms delay).
    // FileSaver.js waits 40 s for the same reason.
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}

/**
 * Spec §7 download: POST, read the blob, name it from Content-Disposition (or `<timestamp>.png`),
 * save it and report 文件下载成功. An answer that is a JSON envelope instead of a file gets the
 * envelope rules (444 expiry, 500 toast, business failure).
 */
export async function downloadFile(
  client: PortalClient,
  send: DownloadSend,
  { saveBlob = saveBlobWithAnchor, now = Date.now, notify = true, ...callOptions }: DownloadOptions = {},
): Promise<ApiResult<DownloadedFile>> {
  // Naming, saving and reading an error envelope run only after a click, so they load with the request, not with
  // the page: the import starts before the request is sent and is ready long before the answer.
  const reading = import('./download-answer');
  // An answer that never comes (offline, aborted) settles without it; a failed load is reported only if it was needed.
  reading.catch(() => undefined);
  const outcome = await client.exchange((api, init) => send(api, { ...init, parseAs: 'blob' }), callOptions);
  if (outcome.type !== 'answer') {
    return client.settle<DownloadedFile>(outcome);
  }

  const { readDownloadAnswer } = await reading;
  return readDownloadAnswer(client, outcome, { saveBlob, now, notify });
}
