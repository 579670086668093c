import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import type { PortalSchemas } from '@smes/contract-types';
import { DomainError } from '../shared/domain-error';

type ContentType = PortalSchemas['MaterialContentType'];

/** The contract's limit on one material file (MaterialFile.size.maximum). */
export const MATERIAL_FILE_MAX_BYTES: number = PORTAL_SCHEMA_LIMITS.MaterialFile.size.maximum;
const MAX_NAME_LENGTH: number = PORTAL_SCHEMA_LIMITS.MaterialFile.name.maxLength;

export const UNSUPPORTED_TYPE_MESSAGE = '仅支持上传 PDF、JPG/PNG 图片或 Word、Excel、PPT 文档';
export const EMPTY_FILE_MESSAGE = '文件是空的，请重新选择';

function megabytes(bytes: number): string {
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}

export function tooLargeMessage(size?: number): string {
  const limit = `文件不能超过 ${megabytes(MATERIAL_FILE_MAX_BYTES)}`;
  return size === undefined ? limit : `${limit}（所选文件 ${megabytes(size)}）`;
}

/** What a file's first bytes say it is; Office files are told apart by the extension within their container. */
type Container = 'pdf' | 'jpeg' | 'png' | 'ole' | 'ooxml-word' | 'ooxml-excel' | 'ooxml-powerpoint';

const EXTENSIONS: Record<PortalSchemas['MaterialFileExtension'], { contentType: ContentType; container: Container; label: string }> = {
  pdf: { contentType: 'application/pdf', container: 'pdf', label: 'PDF' },
  jpg: { contentType: 'image/jpeg', container: 'jpeg', label: 'JPG 图片' },
  jpeg: { contentType: 'image/jpeg', container: 'jpeg', label: 'JPG 图片' },
  png: { contentType: 'image/png', container: 'png', label: 'PNG 图片' },
  doc: { contentType: 'application/msword', container: 'ole', label: 'Word 文档' },
  xls: { contentType: 'application/vnd.ms-excel', container: 'ole', label: 'Excel 表格' },
  ppt: { contentType: 'application/vnd.ms-powerpoint', container: 'ole', label: 'PPT 演示文稿' },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', container: 'ooxml-word', label: 'Word 文档' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', container: 'ooxml-excel', label: 'Excel 表格' },
  pptx: { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', container: 'ooxml-powerpoint', label: 'PPT 演示文稿' },
};

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * An OOXML file is a ZIP whose entry names include `[Content_Types].xml` and the part folder of its kind
 * (`word/`, `xl/`, `ppt/`). Entry names are stored uncompressed in the local headers and the central
 * directory, so finding them in the bytes is enough to tell a Word file from any other ZIP.
 */
function ooxmlKind(bytes: Buffer): Container | undefined {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || !bytes.includes('[Content_Types].xml')) return undefined;
  if (bytes.includes('word/')) return 'ooxml-word';
  if (bytes.includes('xl/')) return 'ooxml-excel';
  if (bytes.includes('ppt/')) return 'ooxml-powerpoint';
  return undefined;
}

/** The container the bytes are, from their signature; undefined for anything else (scripts, HTML, EXE, plain ZIP…). */
export function sniffContainer(bytes: Buffer): Container | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole'; // Compound File (doc/xls/ppt)
  return ooxmlKind(bytes);
}

function isExtension(value: string): value is PortalSchemas['MaterialFileExtension'] {
  return Object.hasOwn(EXTENSIONS, value);
}

function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  return match?.[1]?.toLowerCase() ?? '';
}

/** Keeps the extension when a long name is shortened to the contract's length. */
function shortened(name: string): string {
  const characters = [...name];
  if (characters.length <= MAX_NAME_LENGTH) return name;
  const extension = extensionOf(name);
  const tail = extension ? `.${extension}` : '';
  return characters.slice(0, MAX_NAME_LENGTH - tail.length).join('').trimEnd() + tail;
}

export type CheckedMaterialFile = { name: string; contentType: ContentType; size: number };

/**
 * Accepts a material file only when its extension is one of the allowed kinds and its bytes are that kind:
 * a renamed executable or HTML page is refused whatever it is called. `name` is already sanitised.
 * The stored type is the one the content proves, never the one the browser declared.
 */
export function checkMaterialFile(name: string, bytes: Buffer): CheckedMaterialFile {
  if (bytes.length === 0) throw new DomainError('invalid', EMPTY_FILE_MESSAGE);
  if (bytes.length > MATERIAL_FILE_MAX_BYTES) throw new DomainError('too_large', tooLargeMessage(bytes.length));
  const extension = extensionOf(name);
  const expected = isExtension(extension) ? EXTENSIONS[extension] : undefined;
  if (!expected) throw new DomainError('invalid', UNSUPPORTED_TYPE_MESSAGE);
  const actual = sniffContainer(bytes);
  if (actual !== expected.container) {
    throw new DomainError('invalid', `文件内容不是${expected.label}，与扩展名 .${extensionOf(name)} 不符。${UNSUPPORTED_TYPE_MESSAGE}`);
  }
  return { name: shortened(name), contentType: expected.contentType, size: bytes.length };
}
