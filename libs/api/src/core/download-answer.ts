import { isSuccessStatus } from '@smes/config';
import { API_MESSAGES } from './api-error';
import type { ApiResult } from './api-error';
import { fallbackFileName, fileNameFromContentDisposition } from './content-disposition';
import type { DownloadedFile, SaveBlob } from './download';
import type { PortalClient } from './portal-client';

function isJsonAnswer(response: Response): boolean {
  const type = response.headers.get('Content-Type') ?? '';
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(type.trim());
}

async function readJson(body: unknown): Promise<{ ok: true; value: unknown } | { ok: false }> {
  if (!(body instanceof Blob)) {
    return { ok: true, value: body };
  }
  try {
    return { ok: true, value: JSON.parse(await body.text()) };
  } catch {
    return { ok: false };
  }
}

/** What downloadFile does with a file's answer: names and saves the file, or reads the JSON envelope sent instead. */
export async function readDownloadAnswer(
  client: PortalClient,
  answer: { response: Response; body: unknown },
  { saveBlob, now, notify }: { saveBlob: SaveBlob; now: () => number; notify: boolean },
): Promise<ApiResult<DownloadedFile>> {
  const { response } = answer;
  if (isSuccessStatus(response.status) && !isJsonAnswer(response)) {
    const blob = answer.body instanceof Blob ? answer.body : new Blob([]);
    const fileName = fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackFileName(now());
    saveBlob(blob, fileName);
    if (notify) client.notify({ severity: 'success', message: API_MESSAGES.downloaded });
    return { ok: true, data: { fileName, blob }, msg: API_MESSAGES.downloaded, statusCode: response.status, code: response.status };
  }

  const parsed = await readJson(answer.body);
  if (!parsed.ok) {
    return { ok: false, kind: 'bad-response', msg: '', statusCode: response.status, code: null };
  }
  const settled = client.settle<unknown>({ type: 'answer', response, body: parsed.value });
  if (settled.ok) {
    // A success envelope where a file was expected carries nothing to save.
    return { ok: false, kind: 'bad-response', msg: settled.msg, statusCode: response.status, code: settled.code };
  }
  return settled;
}
