import type { ServiceOrderCreate } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import type { FieldSchema } from '@smes/ui';
import { contactFieldSchema } from '../../shared/forms/contact-fields';

const LIMITS = PORTAL_SCHEMA_LIMITS.ServiceOrderCreateForm;

// The attachments' rules are in order-attachments.ts: the order's detail screen checks files without the form's fields.
export { ORDER_MAX_FILES, orderAttachmentProblem } from './order-attachments';

export type OrderFormValues = { requirements: string; contactName: string; contactPhone: string };

/** The 下单 form's rules, the contract's limits with Chinese labels. */
export const ORDER_FORM_SCHEMA: FieldSchema = {
  requirements: { label: '需求描述', rules: { required: true, min: LIMITS.requirements.minLength, max: LIMITS.requirements.maxLength } },
  ...contactFieldSchema(LIMITS),
};

export function orderBody(productId: number, values: OrderFormValues): ServiceOrderCreate {
  return { productId, requirements: values.requirements.trim(), contactName: values.contactName.trim(), contactPhone: values.contactPhone.trim() };
}
