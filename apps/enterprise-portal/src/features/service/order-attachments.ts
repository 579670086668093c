import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { attachmentProblem } from '@smes/hand-over';

/** Attachments a requirement may carry, as the contract says (each file's own limits are the material files'). */
export const ORDER_MAX_FILES: number = PORTAL_SCHEMA_LIMITS.ServiceOrderCreateForm.files.maxItems;

/** Why a chosen file cannot be attached, or null; the server checks the type by content as well. */
export function orderAttachmentProblem(file: Pick<File, 'name' | 'size'>, alreadyChosen: number): string | null {
  if (alreadyChosen >= ORDER_MAX_FILES) return `最多上传 ${ORDER_MAX_FILES} 个附件`;
  const problem = attachmentProblem(file);
  return problem === null ? null : `${file.name}：${problem}`;
}
