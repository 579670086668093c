import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { OpenApiDocument } from '../contract/load-contract';
import { listOperations } from '../contract/load-contract';
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
const uploads = new WeakMap<FastifyRequest, { file?: Upload; files: Upload[] }>();

/** The part that carries several files where a form sends them with its fields (下单 with its attachments). */
const FILES_PART = 'files';

type Schema = { $ref?: string; properties?: Record<string, { type?: unknown; maxItems?: number; items?: { format?: string } }> };

/**
 * Routes (in Fastify's `:param` form) whose multipart body carries a `files` array of binaries, with the contract's
 * maxItems: the body limit of such a request is that many files, not one.
 */
export function multiFileRoutes(contract: OpenApiDocument): Map<string, number> {
  const routes = new Map<string, number>();
  const schemas = (contract.components?.schemas ?? {}) as Record<string, Schema>;
  for (const { path, operation } of listOperations(contract)) {
    let schema = operation.requestBody?.content?.['multipart/form-data']?.schema as Schema | undefined;
    if (schema?.$ref) schema = schemas[schema.$ref.replace('#/components/schemas/', '')];
    const files = schema?.properties?.[FILES_PART];
    if (files?.items?.format === 'binary' && typeof files.maxItems === 'number') routes.set(path.replace(/\{(\w+)\}/g, ':$1'), files.maxItems);
  }
  return routes;
}

/** The most a one-file multipart body may hold: one file at its limit, and the boundaries and part headers around it. */
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
export function registerMultipartUploads(app: FastifyInstance, multiFile: ReadonlyMap<string, number> = new Map()): void {
  app.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: IncomingMessage) => {
    if (!takesMultipart(request)) throw new HttpError(400, NOT_AN_UPLOAD_MESSAGE);
    // An upload without a login never gets here (401 at once); this holds should that ever change.
    requireSession(request);
    // A form that sends several files (下单 with its attachments) may hold that many at their limit.
    const maxFiles = multiFile.get(request.routeOptions.url ?? '');
    const limit = (maxFiles ?? 1) * MATERIAL_FILE_MAX_BYTES + ENVELOPE_ALLOWANCE_BYTES;
    const declared = Number(request.headers['content-length']);
    if (declared > limit) throw new HttpError(413, tooLargeMessage());
    const raw = await readLimited(payload, limit);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw.buffer as ArrayBuffer, raw.byteOffset, raw.byteLength), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
    } catch {
      throw new HttpError(400, MALFORMED_MESSAGE);
    }
    const read = async (file: File): Promise<Upload> => ({ name: safeFileName(file.name), bytes: Buffer.from(await file.arrayBuffer()) });
    const single = form.get('file');
    if (maxFiles === undefined && !(single instanceof File)) throw new HttpError(400, NO_FILE_MESSAGE);
    const files = await Promise.all(form.getAll(FILES_PART).filter((value): value is File => value instanceof File).map(read));
    const file = single instanceof File ? await read(single) : undefined;
    uploads.set(request, { file, files });
    // Other text parts (a certification upload's slot and category, an order's fields) go to the body, where the
    // contract validates them.
    const fields = Object.fromEntries([...form.entries()].filter(([key, value]) => key !== 'file' && key !== FILES_PART && typeof value === 'string'));
    return { ...fields, ...(file ? { file: file.name } : {}), ...(files.length > 0 ? { [FILES_PART]: files.map((item) => item.name) } : {}) };
  });
}

/** The file the multipart parser read for this request. */
export function uploadOf(request: FastifyRequest): Upload {
  const upload = uploads.get(request)?.file;
  if (!upload) throw new HttpError(400, NO_FILE_MESSAGE);
  return upload;
}

/** The files of a multipart body's `files` part, in the order sent (none for a JSON body). */
export function uploadsOf(request: FastifyRequest): Upload[] {
  return uploads.get(request)?.files ?? [];
}
