import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { MATERIAL_FILE_MAX_BYTES, tooLargeMessage } from '../domain/material-files';
import { safeFileName } from '../http/file-name';
import { HttpError } from '../http/http-error';
import { requireSession } from './session';

/** Room for the multipart boundaries and part headers around the one file. */
const ENVELOPE_ALLOWANCE_BYTES = 64 * 1024;
export const NO_FILE_MESSAGE = '请选择要上传的文件';
const MALFORMED_MESSAGE = '上传内容格式不正确，请重新选择文件';
const NOT_AN_UPLOAD_MESSAGE = '不支持的请求类型 multipart/form-data';

export type Upload = { name: string; bytes: Buffer };

// The bytes stay beside the request rather than in its body: the body is validated against the contract
// (MaterialUpload: `file` is a string) and scanned for hostile text, and both see the sanitised name.
const uploads = new WeakMap<FastifyRequest, Upload>();

/** The most a multipart body may hold: one file at its limit, and the boundaries and part headers around it. */
export const MULTIPART_LIMIT_BYTES = MATERIAL_FILE_MAX_BYTES + ENVELOPE_ALLOWANCE_BYTES;

/**
 * Reads the body up to the limit and no further: past it the read stops and the client gets the Chinese 413
 * envelope at once, on a connection that is then closed (Fastify closes it whenever a parser fails), instead
 * of the server reading and throwing away whatever else it sends.
 */
async function readLimited(payload: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of payload as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limit) throw new HttpError(413, tooLargeMessage());
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

function takesMultipart(request: FastifyRequest): boolean {
  const body = (request.routeOptions.schema as { body?: { content?: Record<string, unknown> } } | undefined)?.body;
  return body?.content?.['multipart/form-data'] !== undefined;
}

/**
 * Spec §7: uploads are multipart. One part named `file`; its name goes through the hosts' one file-name
 * sanitiser here, before anything else sees it. Only operations that take an upload read one, and only after
 * the host has checked who is calling (the access check runs when the request arrives, before any parser).
 */
export function registerMultipartUploads(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: IncomingMessage) => {
    if (!takesMultipart(request)) throw new HttpError(400, NOT_AN_UPLOAD_MESSAGE);
    // An upload without a login never gets here (401 at once); this holds should that ever change.
    requireSession(request);
    const declared = Number(request.headers['content-length']);
    if (declared > MULTIPART_LIMIT_BYTES) throw new HttpError(413, tooLargeMessage());
    const raw = await readLimited(payload, MULTIPART_LIMIT_BYTES);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw.buffer as ArrayBuffer, raw.byteOffset, raw.byteLength), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
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
