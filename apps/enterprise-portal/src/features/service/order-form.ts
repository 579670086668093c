import type { ServiceOrderCreate } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import type { FieldSchema } from '@smes/ui';

const LIMITS = PORTAL_SCHEMA_LIMITS.ServiceOrderCreate;

/** Attachments a requirement may carry (the contract: at most 5, each at most 10 MB). */
export const ORDER_MAX_FILES = 5;
export const ORDER_MAX_FILE_BYTES = 10 * 1024 * 1024;

export type OrderFormValues = { requirements: string; contactName: string; contactPhone: string };

/** The 下单 form's rules, the contract's limits with Chinese labels. */
export const ORDER_FORM_SCHEMA: FieldSchema = {
  requirements: { label: '需求描述', rules: { required: true, min: LIMITS.requirements.minLength, max: LIMITS.requirements.maxLength } },
  contactName: { label: '联系人', rules: { required: true, max: LIMITS.contactName.maxLength } },
  contactPhone: {
    label: '联系电话',
    rules: { required: true, pattern: new RegExp(LIMITS.contactPhone.pattern), message: '请输入手机号或座机号（如 0571-88886666）' },
  },
};

export function orderBody(productId: number, values: OrderFormValues): ServiceOrderCreate {
  return { productId, requirements: values.requirements.trim(), contactName: values.contactName.trim(), contactPhone: values.contactPhone.trim() };
}

/** Why a chosen file cannot be attached, or null; the server checks the type by content as well. */
export function attachmentProblem(file: File, alreadyChosen: number): string | null {
  if (alreadyChosen >= ORDER_MAX_FILES) return `最多上传 ${ORDER_MAX_FILES} 个附件`;
  if (file.size > ORDER_MAX_FILE_BYTES) return `${file.name} 超过 10 MB，不能上传`;
  if (file.size === 0) return `${file.name} 是空文件`;
  return null;
}
