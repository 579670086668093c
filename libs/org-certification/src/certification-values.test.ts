import { describe, expect, it } from 'vitest';
import { buildCertificationApplication, buildCertificationFile } from '@smes/api/testing';
import { stepErrors, valuesOf } from './certification-values';

const VALID_CODE = '91330106MA2KX5Y3PR';

describe('stepErrors', () => {
  const filled = valuesOf(
    buildCertificationApplication({
      name: '杭州知行知识产权代理有限公司',
      creditCode: VALID_CODE,
      legalPerson: '周知行',
      regionCode: '330106',
      address: '杭州市西湖区文三路 90 号',
      serviceCategories: ['知识产权', '法律服务'],
      description: '专注专利申请代理。',
      intro: '专利申请代理与布局',
      foundedYear: 2016,
      staffSize: '20-49 人',
      contactName: '周知行',
      contactPhone: '0571-88886666',
      commitment: true,
    }),
  );
  const license = buildCertificationFile({ id: 1, slot: 'license' });
  const ipCertificate = buildCertificationFile({ id: 2, slot: 'certificate', category: '知识产权' });

  it('passes each step once its fields and files are there', () => {
    const lawCertificate = buildCertificationFile({ id: 3, slot: 'certificate', category: '法律服务' });
    for (const step of [0, 1, 2]) expect(stepErrors(step, filled, [license, ipCertificate, lawCertificate])).toEqual({});
  });

  it('asks on step 1 for what the public page shows: 成立年份 (not after this year) and 人员规模', () => {
    expect(stepErrors(0, { ...filled, foundedYear: null, staffSize: null }, [license], 2026)).toEqual({ foundedYear: '请填写成立年份', staffSize: '请选择人员规模' });
    expect(stepErrors(0, { ...filled, foundedYear: 2027 }, [license], 2026)).toEqual({ foundedYear: '成立年份应在 1949–2026 之间' });
    expect(stepErrors(0, { ...filled, foundedYear: 2026 }, [license], 2026)).toEqual({});
  });

  it('asks on step 2 for the one-line 简介 the page shows under the name', () => {
    expect(stepErrors(1, { ...filled, intro: '  ' }, [license, ipCertificate, buildCertificationFile({ id: 3, slot: 'certificate', category: '法律服务' })])).toEqual({ intro: '请填写一句话简介' });
  });

  it('tells a wrong check digit from a wrong format, and asks for the licence on step 1', () => {
    expect(stepErrors(0, { ...filled, creditCode: '91330106MA2KX5Y3P0' }, [license]).creditCode).toBe('统一社会信用代码校验位不正确，请核对营业执照');
    expect(stepErrors(0, { ...filled, creditCode: '9133' }, [license]).creditCode).toBe('统一社会信用代码应为 18 位数字或大写字母');
    expect(stepErrors(0, { ...filled, creditCode: VALID_CODE.toLowerCase() }, [license]).creditCode).toBeUndefined();
    expect(stepErrors(0, filled, []).license).toBe('请上传营业执照');
  });

  it('asks for one certificate per chosen category on step 2', () => {
    expect(stepErrors(1, filled, [license, ipCertificate])).toEqual({ 'certificate:法律服务': '请上传法律服务资质证书' });
    expect(stepErrors(1, { ...filled, serviceCategories: [] }, [license]).serviceCategories).toBe('请至少选择一个服务类别');
  });

  it('checks the phone, the e-mail and the commitment on step 3', () => {
    expect(stepErrors(2, { ...filled, contactPhone: '12345', contactEmail: 'not-an-email', commitment: false }, [])).toEqual({
      contactPhone: '联系电话应为手机号或座机号',
      contactEmail: '邮箱格式不正确',
      commitment: '请阅读并勾选承诺',
    });
  });
});
