import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { workspaceRoot } from '../config';

/**
 * The committed course clips (`apps/server/media/course`, made by its `generate.sh`). A chapter names
 * a clip by number; the file name comes from this table, never from a request. The lengths are the clips'
 * own (ffprobe), so a chapter's duration is what the player shows.
 */
export const COURSE_CLIPS = {
  1: { file: 'clip-1.webm', seconds: 18 },
  2: { file: 'clip-2.webm', seconds: 24 },
  3: { file: 'clip-3.webm', seconds: 30 },
  4: { file: 'clip-4.webm', seconds: 36 },
  5: { file: 'clip-5.webm', seconds: 40 },
} as const;

export type ClipNumber = keyof typeof COURSE_CLIPS;

export const CLIP_NUMBERS = Object.keys(COURSE_CLIPS).map(Number) as ClipNumber[];

export function isClipNumber(value: number): value is ClipNumber {
  return Object.hasOwn(COURSE_CLIPS, value);
}

const MEDIA_DIR = resolve(workspaceRoot, 'apps/server/media/course');

export type ClipFile = { body: Buffer; etag: string; lastModified: string };

const loaded = new Map<ClipNumber, ClipFile>();

/** Read once and kept (2 MB in all): every range request is then a slice, with a stable strong ETag. */
export function clipFile(clip: ClipNumber): ClipFile {
  const cached = loaded.get(clip);
  if (cached) return cached;
  const body = readFileSync(resolve(MEDIA_DIR, COURSE_CLIPS[clip].file));
  const file = {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    // The clips never change while the server runs; a fixed date keeps Last-Modified the same on every machine.
    lastModified: 'Mon, 23 Nov 2026 00:00:00 GMT',
  };
  loaded.set(clip, file);
  return file;
}

export type ByteRange = { start: number; end: number };

/**
 * One `bytes=` range of a file of `size` bytes (RFC 9110 §14.1.2): `a-b`, `a-` or the suffix `-n`, an end
 * past the file cut to its last byte. `undefined` for a header this server does not honour (another unit,
 * several ranges, or text that is not a range), which is answered with the whole file as the RFC allows;
 * `'unsatisfiable'` for a range that starts past the end (416).
 */
export function parseByteRange(header: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  // `9-2` is not a range at all (ignored); `1000-` of a 1000-byte file is a range this file cannot satisfy.
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
