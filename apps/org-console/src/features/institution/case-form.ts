import type { OrgCase, ServiceCaseInput, ServiceCategory } from '@smes/api';
import type { FieldSchema } from '@smes/ui';

export type CaseFormValues = {
  title: string;
  category: ServiceCategory | '';
  clientIndustry: string;
  summary: string;
  problem: string;
  approach: string;
  result: string;
  completedOn: string;
  /** '' for no linked product. */
  productId: string;
  consented: boolean;
  consentBy: string;
  consentOn: string;
  published: boolean;
};

export const EMPTY_CASE_FORM: CaseFormValues = {
  title: '',
  category: '',
  clientIndustry: '',
  summary: '',
  problem: '',
  approach: '',
  result: '',
  completedOn: '',
  productId: '',
  consented: false,
  consentBy: '',
  consentOn: '',
  published: false,
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** ServiceCaseInput's limits; the consent fields are required only when the client consented. */
export function caseFormSchema(consented: boolean): FieldSchema {
  return {
    title: { label: '案例标题', rules: { required: true, min: 4, max: 60 } },
    category: { label: '服务类别', rules: { required: true, message: '请选择服务类别' } },
    clientIndustry: { label: '客户行业', rules: { required: true, min: 2, max: 30 } },
    summary: { label: '案例摘要', rules: { required: true, min: 5, max: 200 } },
    problem: { label: '客户问题', rules: { required: true, min: 5, max: 2000 } },
    approach: { label: '服务过程', rules: { required: true, min: 5, max: 2000 } },
    result: { label: '服务成效', rules: { required: true, min: 5, max: 2000 } },
    completedOn: { label: '完成日期', rules: { required: true, pattern: DATE } },
    ...(consented
      ? {
          consentBy: { label: '同意人', rules: { required: true, max: 30 } },
          consentOn: { label: '同意日期', rules: { required: true, pattern: DATE } },
        }
      : {}),
  };
}

/**
 * A case tells of work done: neither its completion nor the client's consent can be dated after today (China time,
 * `today` as 2026-11-28); the server refuses them too.
 */
export function futureDateProblems(values: Pick<CaseFormValues, 'completedOn' | 'consented' | 'consentOn'>, today: string): Partial<Record<'completedOn' | 'consentOn', string>> {
  const problems: Partial<Record<'completedOn' | 'consentOn', string>> = {};
  if (values.completedOn > today) problems.completedOn = `完成日期不能晚于今天（${today}）`;
  if (values.consented && values.consentOn > today) problems.consentOn = `同意日期不能晚于今天（${today}）`;
  return problems;
}

export function toCaseInput(values: CaseFormValues): ServiceCaseInput {
  return {
    title: values.title.trim(),
    category: values.category as ServiceCategory,
    clientIndustry: values.clientIndustry.trim(),
    summary: values.summary.trim(),
    problem: values.problem.trim(),
    approach: values.approach.trim(),
    result: values.result.trim(),
    completedOn: values.completedOn,
    productId: values.productId === '' ? null : Number(values.productId),
    consented: values.consented,
    consentBy: values.consented ? values.consentBy.trim() : null,
    consentOn: values.consented ? values.consentOn : null,
    // Without the client's consent a case is never public, whatever was ticked before consent was withdrawn.
    published: values.consented && values.published,
  };
}

export function fromOrgCase(saved: OrgCase): CaseFormValues {
  return {
    title: saved.case.title,
    category: saved.case.category,
    clientIndustry: saved.case.clientIndustry,
    summary: saved.case.summary,
    problem: saved.problem,
    approach: saved.approach,
    result: saved.result,
    completedOn: saved.case.completedOn,
    productId: saved.productId === null ? '' : String(saved.productId),
    consented: saved.consent.consented,
    consentBy: saved.consent.consentBy ?? '',
    consentOn: saved.consent.consentOn ?? '',
    published: saved.published,
  };
}

/** How a case stands in the portal, in the words the list and the detail use. */
export function caseVisibility(saved: Pick<OrgCase, 'public' | 'published' | 'consent' | 'listed' | 'review'>): { tone: 'open' | 'pending' | 'closed' | 'rejected'; label: string } {
  if (saved.public) return { tone: 'open', label: saved.review?.state === 'pending' ? '门户可见（修改待审核）' : '门户可见' };
  if (!saved.consent.consented) return { tone: 'pending', label: '待客户同意' };
  if (!saved.listed) return saved.review?.state === 'rejected' ? { tone: 'rejected', label: '审核未通过' } : { tone: 'pending', label: '待上架审核' };
  return { tone: 'closed', label: saved.published ? '未公开' : '未公开（未选择公开）' };
}
