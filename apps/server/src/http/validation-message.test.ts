import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { apiValidationMessage, describeConstraint, formValidationMessage } from './validation-message';

function errorsFor(schema: object, data: unknown) {
  const ajv = new Ajv2020({ verbose: true, coerceTypes: true, strict: false });
  const validate = ajv.compile(schema);
  expect(validate(data)).toBe(false);
  return validate.errors ?? [];
}

const query = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 2, maxLength: 10 },
    size: { type: 'integer', minimum: 1, maximum: 100 },
    id: { type: 'integer', minimum: 1 },
    order: { type: 'string', enum: ['asc', 'desc'] },
    phone: { type: 'string', pattern: '^1[3-9]\\d{9}$' },
    code: { type: 'string', pattern: '^[A-Z]+$' },
  },
};

describe('apiValidationMessage', () => {
  it.each([
    [{}, '缺少参数 name'],
    [{ name: 'ok', size: 0 }, '参数 size 不合法：须为 1-100 的整数'],
    [{ name: 'ok', size: 'many' }, '参数 size 不合法：须为 1-100 的整数'],
    [{ name: 'ok', id: 0 }, '参数 id 不合法：须为正整数'],
    [{ name: 'ok', order: 'up' }, '参数 order 不合法：须为以下取值之一：asc、desc'],
    [{ name: 'x' }, '参数 name 不合法：长度须为 2-10 个字符'],
    [{ name: 'ok', phone: '123' }, '参数 phone 不合法：须为 11 位中国大陆手机号'],
    [{ name: 'ok', code: 'abc' }, '参数 code 不合法：格式不正确'],
  ])('%j → %s', (data, message) => {
    expect(apiValidationMessage(errorsFor(query, data))).toBe(message);
  });

  it('names the body when the body itself is wrong', () => {
    expect(apiValidationMessage(errorsFor(query, 'text'))).toBe('请求体格式不正确');
    expect(apiValidationMessage(undefined)).toBe('请求参数不合法');
  });
});

describe('formValidationMessage', () => {
  const labels = { name: '企业名称', size: '人数' };

  it('asks for missing or empty fields by label', () => {
    expect(formValidationMessage(errorsFor(query, {}), labels)).toBe('请输入企业名称');
    expect(formValidationMessage(errorsFor(query, { name: '' }), labels)).toBe('请输入企业名称');
  });

  it('states the rule after the label', () => {
    expect(formValidationMessage(errorsFor(query, { name: 'ok', size: 500 }), labels)).toBe('人数须为 1-100 的整数');
  });
});

describe('describeConstraint', () => {
  it('covers the remaining shapes', () => {
    expect(describeConstraint({ type: 'string', maxLength: 50 })).toBe('长度不能超过 50 个字符');
    expect(describeConstraint({ type: 'string', minLength: 8 })).toBe('长度不能少于 8 个字符');
    expect(describeConstraint({ type: 'number', minimum: 0 })).toBe('须为不小于 0 的数字');
    expect(describeConstraint({ type: ['integer', 'null'], maximum: 9 })).toBe('须为不大于 9 的整数');
    expect(describeConstraint({ type: 'boolean' })).toBe('须为 true 或 false');
    expect(describeConstraint({ type: 'array', maxItems: 20 })).toBe('最多 20 项');
    expect(describeConstraint({ type: 'array', minItems: 1 })).toBe('至少 1 项');
    expect(describeConstraint({ type: 'string', format: 'date' })).toBe('须为 YYYY-MM-DD 格式的有效日期');
    expect(describeConstraint({ type: 'string', pattern: '^\\d{6}$' })).toBe('须为 6 位行政区划代码');
  });
});
