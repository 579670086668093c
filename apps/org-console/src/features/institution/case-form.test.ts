import { describe, expect, it } from 'vitest';
import { buildOrgCase } from '@smes/api/testing';
import { validateFields } from '@smes/ui';
import { EMPTY_CASE_FORM, caseFormSchema, caseVisibility, fromOrgCase, futureDateProblems, toCaseInput } from './case-form';

describe('case form', () => {
  it('never publishes a case without the client’s consent, and drops the consent fields then', () => {
    const values = { ...fromOrgCase(buildOrgCase()), consented: false };
    expect(toCaseInput(values)).toMatchObject({ consented: false, consentBy: null, consentOn: null, published: false });
    expect(toCaseInput(fromOrgCase(buildOrgCase()))).toMatchObject({ consented: true, consentBy: '客户技术总监 陈先生', consentOn: '2026-07-05', published: true, productId: 301 });
  });

  it('asks for who consented and when only once consent is ticked', () => {
    const filled = { ...fromOrgCase(buildOrgCase()), consentBy: '', consentOn: '' };
    expect(validateFields(filled, caseFormSchema(true))).toEqual({ consentBy: '请输入同意人', consentOn: '请输入同意日期' });
    expect(validateFields(filled, caseFormSchema(false))).toEqual({});
    expect(Object.keys(validateFields(EMPTY_CASE_FORM, caseFormSchema(false)))).toEqual(['title', 'category', 'clientIndustry', 'summary', 'problem', 'approach', 'result', 'completedOn']);
  });

  it('names how a case stands in the portal', () => {
    expect(caseVisibility(buildOrgCase())).toEqual({ tone: 'open', label: '门户可见' });
    expect(caseVisibility(buildOrgCase({ public: false, published: false, consent: { consented: false, consentBy: null, consentOn: null, recordedAt: null } }))).toEqual({
      tone: 'pending',
      label: '待客户同意',
    });
    expect(caseVisibility(buildOrgCase({ public: false, published: false }))).toEqual({ tone: 'closed', label: '未公开（未选择公开）' });
    const pending = { id: 9, state: 'pending' as const, reason: null, submittedAt: '2026-11-20T02:00:00Z', reviewedAt: null };
    expect(caseVisibility(buildOrgCase({ public: false, listed: false, review: pending }))).toEqual({ tone: 'pending', label: '待上架审核' });
    expect(caseVisibility(buildOrgCase({ public: false, listed: false, review: { ...pending, state: 'rejected', reason: '客户名称未脱敏' } }))).toEqual({ tone: 'rejected', label: '审核未通过' });
    expect(caseVisibility(buildOrgCase({ review: pending }))).toEqual({ tone: 'open', label: '门户可见（修改待审核）' });
  });

  it('refuses a completion or a consent dated after today', () => {
    expect(futureDateProblems({ completedOn: '2027-03-01', consented: true, consentOn: '2026-11-29' }, '2026-11-28')).toEqual({
      completedOn: '完成日期不能晚于今天（2026-11-28）',
      consentOn: '同意日期不能晚于今天（2026-11-28）',
    });
    expect(futureDateProblems({ completedOn: '2026-11-28', consented: false, consentOn: '2027-01-01' }, '2026-11-28')).toEqual({});
  });
});
