import type { DemandDetail, DemandInput, DemandType } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import type { FieldSchema } from '@smes/ui';

const LIMITS = PORTAL_SCHEMA_LIMITS.DemandInput;

export type DemandFormValues = {
  type: string;
  title: string;
  description: string;
  industry: string;
  regionCode: string;
  /** 'range' or 'negotiable' (面议). */
  budgetMode: string;
  budgetMin: string;
  budgetMax: string;
  deadline: string;
  contactName: string;
  contactPhone: string;
};

export const EMPTY_DEMAND_FORM: DemandFormValues = {
  type: '',
  title: '',
  description: '',
  industry: '',
  regionCode: '',
  budgetMode: 'range',
  budgetMin: '',
  budgetMax: '',
  deadline: '',
  contactName: '',
  contactPhone: '',
};

/** 发布需求's field rules: the contract's limits with Chinese labels. */
export const DEMAND_FORM_SCHEMA: FieldSchema = {
  type: { label: '需求类型', rules: { required: true, message: '请选择需求类型' } },
  title: { label: '需求标题', rules: { required: true, min: LIMITS.title.minLength, max: LIMITS.title.maxLength } },
  description: { label: '需求描述', rules: { required: true, min: LIMITS.description.minLength, max: LIMITS.description.maxLength } },
  industry: { label: '所属行业', rules: { required: true, message: '请选择所属行业' } },
  regionCode: { label: '所在地区', rules: { required: true, message: '请选择所在地区' } },
  deadline: { label: '截止日期', rules: { required: true, message: '请选择截止日期' } },
  contactName: { label: '联系人', rules: { required: true, min: LIMITS.contactName.minLength, max: LIMITS.contactName.maxLength } },
  contactPhone: {
    label: '联系电话',
    rules: { required: true, pattern: new RegExp(LIMITS.contactPhone.pattern), message: '请输入手机号或座机号（如 0571-88886666）' },
  },
};

const BUDGET_MAX = LIMITS.budgetMax.maximum;

/** What the field rules cannot say: a budget range that is complete and in order, a deadline not in the past. */
export function crossFieldErrors(values: DemandFormValues, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.budgetMode === 'range') {
    const min = Number(values.budgetMin);
    const max = Number(values.budgetMax);
    if (values.budgetMin.trim() === '' || !Number.isFinite(min) || min < 0 || min > BUDGET_MAX) errors['budgetMin'] = '请输入预算下限（万元），或选择面议';
    if (values.budgetMax.trim() === '' || !Number.isFinite(max) || max < 0 || max > BUDGET_MAX) errors['budgetMax'] = '请输入预算上限（万元）';
    else if (errors['budgetMin'] === undefined && min > max) errors['budgetMax'] = '预算上限不能低于下限';
  }
  if (values.deadline !== '' && values.deadline < today) errors['deadline'] = '截止日期不能早于今天';
  return errors;
}

export function demandInput(values: DemandFormValues, submit: boolean): DemandInput {
  const range = values.budgetMode === 'range';
  return {
    type: values.type as DemandType,
    title: values.title.trim(),
    description: values.description.trim(),
    budgetMin: range ? Number(values.budgetMin) : null,
    budgetMax: range ? Number(values.budgetMax) : null,
    regionCode: values.regionCode,
    industry: values.industry,
    deadline: values.deadline,
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.trim(),
    submit,
  };
}

/** A saved draft back into the form (its contact is the publisher's own, so it is always present). */
export function formValuesOf(detail: DemandDetail): DemandFormValues {
  const { demand } = detail;
  const negotiable = demand.budgetMin === null || demand.budgetMax === null;
  return {
    type: demand.type,
    title: demand.title,
    description: detail.description,
    industry: demand.industry,
    regionCode: demand.regionCode,
    budgetMode: negotiable ? 'negotiable' : 'range',
    budgetMin: negotiable ? '' : String(demand.budgetMin),
    budgetMax: negotiable ? '' : String(demand.budgetMax),
    deadline: demand.deadline,
    contactName: detail.contact?.name ?? '',
    contactPhone: detail.contact?.phone ?? '',
  };
}
