import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';

/** The contract's limit on one material file; the server checks it again and has the last word. */
export const MATERIAL_FILE_MAX_BYTES: number = PORTAL_SCHEMA_LIMITS.MaterialFile.size.maximum;

/**
 * What the file picker offers. The server decides by the file's bytes, so this list only saves the user a
 * round trip for a file that would certainly be refused.
 */
export const MATERIAL_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx,.ppt,.pptx';

export const MATERIAL_FILE_HINT = `支持 PDF、JPG/PNG 图片和 Word、Excel、PPT 文档，单个文件不超过 ${formatFileSize(MATERIAL_FILE_MAX_BYTES)}`;

const ACCEPTED_EXTENSIONS = new Set(MATERIAL_FILE_ACCEPT.split(',').map((extension) => extension.slice(1)));

/** 245 KB, 1.2 MB: one decimal at most, in the units a Chinese file dialog uses. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}

/** Why a chosen file would be refused, before sending it; null when it may go. */
export function materialFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!ACCEPTED_EXTENSIONS.has(extension)) return '仅支持上传 PDF、JPG/PNG 图片或 Word、Excel、PPT 文档';
  if (file.size === 0) return '文件是空的，请重新选择';
  if (file.size > MATERIAL_FILE_MAX_BYTES) return `文件不能超过 ${formatFileSize(MATERIAL_FILE_MAX_BYTES)}（所选文件 ${formatFileSize(file.size)}）`;
  return null;
}
