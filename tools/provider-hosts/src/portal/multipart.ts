import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { MATERIAL_FILE_MAX_BYTES, tooLargeMessage } from '../domain/material-files';
import { safeFileName } from '../http/file-name';
import { HttpError } from '../http/http-error';

/** Room for the multipart boundaries and part headers around the one file. */
const ENVELOPE_ALLOWANCE_BYTES = 64 * 1024;
export const NO_FILE_MESSAGE = '请选择要上传的文件';
const MALFORMED_MESSAGE = '上传内容格式不正确，请重新选择文件';

export type Upload = { name: string; bytes: Buffer };

// The bytes stay beside the request rather than in its body: the body is validated against the contract
// (MaterialUpload: `file` is a string) and scanned for hostile text, and both see the sanitised name.
const uploads = new WeakMap<FastifyRequest, Upload>();

/**
 * Reads the whole body, counting: past the limit the rest is drained unread, so the client gets a
 * Chinese 413 envelope instead of a connection reset in the middle of its upload.
 */
async function readLimited(payload: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of payload as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total <= limit) chunks.push(chunk);
  }
  if (total > limit) throw new HttpError(413, tooLargeMessage());
  return Buffer.concat(chunks);
}

/**
 * Spec §7: uploads are multipart. One part named `file`; its name goes through the hosts' one file-name
 * sanitiser here, before anything else sees it.
 */
export function registerMultipartUploads(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: IncomingMessage) => {
    const raw = await readLimited(payload, MATERIAL_FILE_MAX_BYTES + ENVELOPE_ALLOWANCE_BYTES);
    let form: FormData;
    try {
      form = await new Response(new Blob([new Uint8Array(raw)]), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
    } catch {
      throw new HttpError(400, MALFORMED_MESSAGE);
    }
    const file = form.get('file');
    if (!(file instanceof File)) throw new HttpError(400, NO_FILE_MESSAGE);
    const name = safeFileName(file.name);
    uploads.set(request, { name, bytes: Buffer.from(await file.arrayBuffer()) });
    // Other text parts (a certification upload's slot and category) go to the body, where the contract validates them.
    const fields = Object.fromEntries([...form.entries()].filter(([key, value]) => key !== 'file' && typeof value === 'string'));
    return { ...fields, file: name };
  });
}

/** The file the multipart parser read for this request. */
export function uploadOf(request: FastifyRequest): Upload {
  const upload = uploads.get(request);
  if (!upload) throw new HttpError(400, NO_FILE_MESSAGE);
  return upload;
}
