import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { checkCreditCode, chinaDateOf } from '@smes/eligibility';
import type { CertificationApplication, CertificationDraft, CertificationFile, ServiceCategory } from '@smes/api';

export type CertificationValues = Required<Omit<CertificationDraft, 'regionCode'>> & { regionCode: string | null };

export function valuesOf(application: CertificationApplication | null): CertificationValues {
  return {
    name: application?.name ?? '',
    creditCode: application?.creditCode ?? '',
    legalPerson: application?.legalPerson ?? '',
    regionCode: application?.regionCode ?? null,
    address: application?.address ?? '',
    serviceCategories: application?.serviceCategories ?? [],
    description: application?.description ?? '',
    intro: application?.intro ?? '',
    foundedYear: application?.foundedYear ?? null,
    staffSize: application?.staffSize ?? null,
    contactName: application?.contactName ?? '',
    contactPhone: application?.contactPhone ?? '',
    contactEmail: application?.contactEmail ?? '',
    commitment: application?.commitment ?? false,
  };
}

const FOUNDED_YEAR = PORTAL_SCHEMA_LIMITS.CertificationDraft.foundedYear;
/** 人员规模 as the public page shows it. */
export const STAFF_SIZES = PORTAL_SCHEMA_LIMITS.StaffSize.enum;

/** This year in China time (a founding year after it is refused, as the server refuses it). */
function currentChinaYear(): number {
  return Number(chinaDateOf(new Date()).slice(0, 4));
}

export type StepErrors = Partial<Record<keyof CertificationValues | 'license' | `certificate:${ServiceCategory}`, string>>;

export const CERTIFICATION_STEPS = ['主体信息', '资质与服务范围', '联系人与承诺'] as const;

const PHONE = /^(1\d{10}|0\d{2,3}-?\d{7,8})$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function licenseOf(files: readonly CertificationFile[]): CertificationFile | undefined {
  return files.find((file) => file.slot === 'license');
}

export function certificateOf(files: readonly CertificationFile[], category: ServiceCategory): CertificationFile | undefined {
  return files.find((file) => file.slot === 'certificate' && file.category === category);
}

/**
 * What a step still lacks before 下一步, checked the way the server checks on submit (the check digit of the
 * 统一社会信用代码 included), so the applicant learns it on the step where the field is.
 */
export function stepErrors(step: number, values: CertificationValues, files: readonly CertificationFile[], thisYear: number = currentChinaYear()): StepErrors {
  const errors: StepErrors = {};
  const required = (key: keyof CertificationValues, label: string) => {
    if (String(values[key] ?? '').trim() === '') errors[key] = `请填写${label}`;
  };
  if (step === 0) {
    required('name', '机构名称');
    required('legalPerson', '法定代表人');
    required('address', '办公地址');
    const code = values.creditCode.trim().toUpperCase();
    if (code === '') errors.creditCode = '请填写统一社会信用代码';
    else if (checkCreditCode(code) === 'format') errors.creditCode = '统一社会信用代码应为 18 位数字或大写字母';
    else if (checkCreditCode(code) === 'checkDigit') errors.creditCode = '统一社会信用代码校验位不正确，请核对营业执照';
    if (!values.regionCode) errors.regionCode = '请选择所在地区';
    // Asked because the public page shows it: what is not asked is never shown.
    const year = values.foundedYear;
    if (year === null) errors.foundedYear = '请填写成立年份';
    else if (!Number.isInteger(year) || year < FOUNDED_YEAR.minimum || year > thisYear) errors.foundedYear = `成立年份应在 ${FOUNDED_YEAR.minimum}–${thisYear} 之间`;
    if (!values.staffSize) errors.staffSize = '请选择人员规模';
    if (!licenseOf(files)) errors.license = '请上传营业执照';
  }
  if (step === 1) {
    required('intro', '一句话简介');
    required('description', '机构简介');
    if (values.serviceCategories.length === 0) errors.serviceCategories = '请至少选择一个服务类别';
    for (const category of values.serviceCategories) {
      if (!certificateOf(files, category)) errors[`certificate:${category}`] = `请上传${category}资质证书`;
    }
  }
  if (step === 2) {
    required('contactName', '联系人');
    if (values.contactPhone.trim() === '') errors.contactPhone = '请填写联系电话';
    else if (!PHONE.test(values.contactPhone.trim())) errors.contactPhone = '联系电话应为手机号或座机号';
    if (values.contactEmail.trim() !== '' && !EMAIL.test(values.contactEmail.trim())) errors.contactEmail = '邮箱格式不正确';
    if (!values.commitment) errors.commitment = '请阅读并勾选承诺';
  }
  return errors;
}
