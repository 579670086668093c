import type { ServiceOrderCreate } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { attachmentProblem } from '@smes/hand-over';
import type { FieldSchema } from '@smes/ui';
import { contactFieldSchema } from '../../shared/forms/contact-fields';

const LIMITS = PORTAL_SCHEMA_LIMITS.ServiceOrderCreateForm;

/** Attachments a requirement may carry, as the contract says (each file's own limits are the material files'). */
export const ORDER_MAX_FILES: number = LIMITS.files.maxItems;

export type OrderFormValues = { requirements: string; contactName: string; contactPhone: string };

/** The 下单 form's rules, the contract's limits with Chinese labels. */
export const ORDER_FORM_SCHEMA: FieldSchema = {
  requirements: { label: '需求描述', rules: { required: true, min: LIMITS.requirements.minLength, max: LIMITS.requirements.maxLength } },
  ...contactFieldSchema(LIMITS),
};

export function orderBody(productId: number, values: OrderFormValues): ServiceOrderCreate {
  return { productId, requirements: values.requirements.trim(), contactName: values.contactName.trim(), contactPhone: values.contactPhone.trim() };
}

/** Why a chosen file cannot be attached, or null; the server checks the type by content as well. */
export function orderAttachmentProblem(file: Pick<File, 'name' | 'size'>, alreadyChosen: number): string | null {
  if (alreadyChosen >= ORDER_MAX_FILES) return `最多上传 ${ORDER_MAX_FILES} 个附件`;
  const problem = attachmentProblem(file);
  return problem === null ? null : `${file.name}：${problem}`;
}
