// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FIELD_TYPE_NAMES, formMessages } from './form-messages';
import { validateFields, validateValue } from './validate';

describe('formMessages', () => {
  it('words every message kind in Chinese', () => {
    expect(formMessages.required('企业名称')).toBe('请输入企业名称');
    expect(formMessages.string.len('统一社会信用代码', 18)).toBe('统一社会信用代码须为 18 个字符');
    expect(formMessages.string.min('密码', 8)).toBe('密码至少 8 个字符');
    expect(formMessages.string.max('备注', 200)).toBe('备注最多 200 个字符');
    expect(formMessages.string.range('用户名', 4, 16)).toBe('用户名须为 4-16 个字符');
    expect(formMessages.number.len('份数', 1)).toBe('份数须等于 1');
    expect(formMessages.number.min('员工人数', 1)).toBe('员工人数不能小于 1');
    expect(formMessages.number.max('研发占比', 100)).toBe('研发占比不能大于 100');
    expect(formMessages.number.range('年龄', 18, 60)).toBe('年龄须在 18-60 之间');
    expect(formMessages.array.len('对比地区', 2)).toBe('请选择 2 项对比地区');
    expect(formMessages.array.min('服务类别', 1)).toBe('请至少选择 1 项服务类别');
    expect(formMessages.array.max('对比地区', 4)).toBe('最多选择 4 项对比地区');
    expect(formMessages.array.range('对比地区', 2, 4)).toBe('请选择 2-4 项对比地区');
    expect(formMessages.pattern('邮政编码')).toBe('邮政编码格式不正确');
    expect(formMessages.type('联系邮箱', 'email')).toBe('联系邮箱不是有效的邮箱');
  });

  it('names every value type', () => {
    expect(FIELD_TYPE_NAMES).toEqual({
      string: '文本',
      number: '数字',
      integer: '整数',
      email: '邮箱',
      url: '网址',
      phone: '手机号',
      array: '列表',
    });
  });
});

describe('validateValue', () => {
  describe('required', () => {
    it.each([undefined, null, '', '   ', []])('rejects the empty value %j', (value) => {
      expect(validateValue(value, { required: true }, '企业名称')).toBe('请输入企业名称');
    });

    it('accepts zero and false as present', () => {
      expect(validateValue(0, { required: true }, '员工人数')).toBeNull();
      expect(validateValue(false, { required: true }, '同意')).toBeNull();
    });

    it('skips every other rule for an empty optional value', () => {
      expect(validateValue('', { min: 3, type: 'email', pattern: /^x$/ }, '邮箱')).toBeNull();
      expect(validateValue(undefined, { type: 'array', min: 1 }, '类别')).toBeNull();
    });
  });

  describe('string lengths', () => {
    it('checks min, max, range and exact length', () => {
      expect(validateValue('ab', { min: 3 }, '用户名')).toBe('用户名至少 3 个字符');
      expect(validateValue('abc', { min: 3 }, '用户名')).toBeNull();
      expect(validateValue('abcdef', { max: 5 }, '用户名')).toBe('用户名最多 5 个字符');
      expect(validateValue('abcde', { max: 5 }, '用户名')).toBeNull();
      expect(validateValue('a', { min: 2, max: 4 }, '用户名')).toBe('用户名须为 2-4 个字符');
      expect(validateValue('abcde', { min: 2, max: 4 }, '用户名')).toBe('用户名须为 2-4 个字符');
      expect(validateValue('abc', { min: 2, max: 4 }, '用户名')).toBeNull();
      expect(validateValue('91350100', { len: 18 }, '统一社会信用代码')).toBe('统一社会信用代码须为 18 个字符');
      expect(validateValue('91350100M000100Y43', { len: 18 }, '统一社会信用代码')).toBeNull();
    });

    it('counts Chinese characters and emoji as one each', () => {
      expect(validateValue('中小企业', { max: 4 }, '简称')).toBeNull();
      expect(validateValue('𠮷😀', { len: 2 }, '简称')).toBeNull();
    });
  });

  describe('numbers', () => {
    it('checks min, max, range and exact value, for numbers and numeric text', () => {
      expect(validateValue(0, { type: 'number', min: 1 }, '员工人数')).toBe('员工人数不能小于 1');
      expect(validateValue('0', { type: 'number', min: 1 }, '员工人数')).toBe('员工人数不能小于 1');
      expect(validateValue('120', { type: 'number', max: 100 }, '研发占比')).toBe('研发占比不能大于 100');
      expect(validateValue('17', { type: 'integer', min: 18, max: 60 }, '年龄')).toBe('年龄须在 18-60 之间');
      expect(validateValue(61, { min: 18, max: 60 }, '年龄')).toBe('年龄须在 18-60 之间');
      expect(validateValue(2, { type: 'number', len: 1 }, '份数')).toBe('份数须等于 1');
      expect(validateValue('35.5', { type: 'number', min: 0, max: 100 }, '研发占比')).toBeNull();
    });

    it('rejects text that is not a number', () => {
      expect(validateValue('十二', { type: 'number' }, '员工人数')).toBe('员工人数不是有效的数字');
      expect(validateValue('12abc', { type: 'number' }, '员工人数')).toBe('员工人数不是有效的数字');
      expect(validateValue(Number.POSITIVE_INFINITY, { type: 'number' }, '金额')).toBe('金额不是有效的数字');
    });

    it('tells integers apart', () => {
      expect(validateValue('3.5', { type: 'integer' }, '员工人数')).toBe('员工人数不是有效的整数');
      expect(validateValue('35', { type: 'integer' }, '员工人数')).toBeNull();
    });
  });

  describe('arrays', () => {
    it('checks min, max, range and exact count', () => {
      expect(validateValue(['a'], { type: 'array', min: 2 }, '对比地区')).toBe('请至少选择 2 项对比地区');
      expect(validateValue(['a', 'b', 'c'], { max: 2 }, '对比地区')).toBe('最多选择 2 项对比地区');
      expect(validateValue(['a'], { min: 2, max: 4 }, '对比地区')).toBe('请选择 2-4 项对比地区');
      expect(validateValue(['a', 'b', 'c', 'd', 'e'], { min: 2, max: 4 }, '对比地区')).toBe('请选择 2-4 项对比地区');
      expect(validateValue(['a'], { len: 2 }, '对比地区')).toBe('请选择 2 项对比地区');
      expect(validateValue(['a', 'b', 'c'], { min: 2, max: 4 }, '对比地区')).toBeNull();
    });

    it('rejects a non-array where an array is expected', () => {
      expect(validateValue('a', { type: 'array' }, '服务类别')).toBe('服务类别不是有效的列表');
    });
  });

  describe('types', () => {
    it.each([
      ['email', 'someone@example', '联系邮箱', '联系邮箱不是有效的邮箱'],
      ['url', 'www.example.cn', '官网', '官网不是有效的网址'],
      ['url', 'ftp://example.cn', '官网', '官网不是有效的网址'],
      ['phone', '1381234567', '手机号码', '手机号码不是有效的手机号'],
      ['phone', '12812345678', '手机号码', '手机号码不是有效的手机号'],
      ['string', 42, '名称', '名称不是有效的文本'],
    ] as const)('%s rejects %j', (type, value, label, message) => {
      expect(validateValue(value, { type }, label)).toBe(message);
    });

    it.each([
      ['email', 'service@smes.gov.cn'],
      ['url', 'https://www.smes.gov.cn/policy?id=1'],
      ['phone', '13812345678'],
      ['string', '中小企业'],
    ] as const)('%s accepts %j', (type, value) => {
      expect(validateValue(value, { type }, '字段')).toBeNull();
    });
  });

  describe('pattern', () => {
    it('reports a mismatch', () => {
      expect(validateValue('35010', { pattern: /^\d{6}$/ }, '邮政编码')).toBe('邮政编码格式不正确');
      expect(validateValue('350100', { pattern: /^\d{6}$/ }, '邮政编码')).toBeNull();
    });

    it('gives the same answer every time for a global pattern', () => {
      const rules = { pattern: /^\d{6}$/g };
      expect(validateValue('350100', rules, '邮政编码')).toBeNull();
      expect(validateValue('350100', rules, '邮政编码')).toBeNull();
    });
  });

  it('reports the first failing rule in order required, type, size, pattern', () => {
    expect(validateValue('abc', { type: 'email', min: 10 }, '邮箱')).toBe('邮箱不是有效的邮箱');
    expect(validateValue('a@b.cn', { type: 'email', min: 10, pattern: /gov/ }, '邮箱')).toBe('邮箱至少 10 个字符');
  });

  it('lets message replace whatever rule failed', () => {
    const rules = { required: true, len: 18, message: '请输入 18 位统一社会信用代码' };
    expect(validateValue('', rules, '信用代码')).toBe('请输入 18 位统一社会信用代码');
    expect(validateValue('123', rules, '信用代码')).toBe('请输入 18 位统一社会信用代码');
    expect(validateValue('91350100M000100Y43', rules, '信用代码')).toBeNull();
  });
});

describe('validateFields', () => {
  const schema = {
    name: { label: '企业名称', rules: { required: true, max: 50 } },
    phone: { label: '联系电话', rules: { required: true, type: 'phone' as const } },
    employees: { label: '员工人数', rules: { type: 'integer' as const, min: 1 } },
  };

  it('returns an empty object when every field is valid', () => {
    expect(validateFields({ name: '福州示例科技有限公司', phone: '13812345678', employees: '35' }, schema)).toEqual({});
  });

  it('maps each failing field to its message', () => {
    expect(validateFields({ name: '', phone: '123', employees: '0' }, schema)).toEqual({
      name: '请输入企业名称',
      phone: '联系电话不是有效的手机号',
      employees: '员工人数不能小于 1',
    });
  });

  it('treats a missing value as empty', () => {
    expect(validateFields({}, schema)).toEqual({ name: '请输入企业名称', phone: '请输入联系电话' });
  });
});
