import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { formatFileSize } from '@smes/ui';

/**
 * What a file handed to the other party may be, as the contract states it: the server decides by the bytes and has
 * the last word; these save the person a round trip for a file that would certainly be refused.
 */
export const ATTACHMENT_MAX_BYTES: number = PORTAL_SCHEMA_LIMITS.MaterialFile.size.maximum;
export const ATTACHMENT_EXTENSIONS: readonly string[] = PORTAL_SCHEMA_LIMITS.MaterialFileExtension.enum;
/** The file picker's `accept`. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export const ATTACHMENT_HINT = `支持 PDF、JPG/PNG 图片和 Word、Excel、PPT 文档，单个文件不超过 ${formatFileSize(ATTACHMENT_MAX_BYTES)}`;
export const UNSUPPORTED_ATTACHMENT_MESSAGE = '仅支持上传 PDF、JPG/PNG 图片或 Word、Excel、PPT 文档';

/** Why a chosen file would be refused, before sending it (by its name and size); null when it may go. */
export function attachmentProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!ATTACHMENT_EXTENSIONS.includes(extension)) return UNSUPPORTED_ATTACHMENT_MESSAGE;
  if (file.size === 0) return '文件是空的，请重新选择';
  if (file.size > ATTACHMENT_MAX_BYTES) return `文件不能超过 ${formatFileSize(ATTACHMENT_MAX_BYTES)}（所选文件 ${formatFileSize(file.size)}）`;
  return null;
}
