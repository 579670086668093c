import type { ErrorObject } from 'ajv';

type PropertySchema = {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  format?: string;
  minItems?: number;
  maxItems?: number;
};

const KNOWN_PATTERNS: Record<string, string> = {
  '^1[3-9]\\d{9}$': '须为 11 位中国大陆手机号',
  '^[a-z][a-z0-9_]{1,49}$': '须为小写字母开头的 2-50 位小写字母、数字或下划线',
  '^[A-Za-z0-9_-]{1,64}$': '须为 1-64 位字母、数字、下划线或连字符',
  '^\\d{6}$': '须为 6 位行政区划代码',
  '^[0-9]{6}$': '须为 6 位数字',
  '^[A-T]$': '须为国民经济行业门类代码（A-T）',
  '^\\d{6}(,\\d{6}){1,3}$': '须为 2-4 个以英文逗号分隔的 6 位行政区划代码',
  '^[^\\x00-\\x1F\\x7F-\\x9F]*$': '不能包含换行、制表符等控制字符',
  '^.*([A-Za-z].*[0-9]|[0-9].*[A-Za-z]).*$': '须为 8-64 位，且同时包含字母和数字',
};

const FORMATS: Record<string, string> = {
  date: '须为 YYYY-MM-DD 格式的有效日期',
  'date-time': '须为 ISO 8601 格式的日期时间',
};

function typeOf(schema: PropertySchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
}

/** What a valid value looks like, from the parameter's whole schema, so every failure of it reads the same. */
export function describeConstraint(schema: PropertySchema): string {
  const type = typeOf(schema);
  if (schema.enum) return `须为以下取值之一：${schema.enum.join('、')}`;
  if (type === 'integer' || type === 'number') {
    const kind = type === 'integer' ? '整数' : '数字';
    const { minimum, maximum } = schema;
    if (minimum !== undefined && maximum !== undefined && minimum < 0) return `须为 ${minimum} 至 ${maximum} 之间的${kind}`;
    if (minimum !== undefined && maximum !== undefined) return `须为 ${minimum}-${maximum} 的${kind}`;
    if (minimum === 1 && type === 'integer') return '须为正整数';
    if (minimum !== undefined) return `须为不小于 ${minimum} 的${kind}`;
    if (maximum !== undefined) return `须为不大于 ${maximum} 的${kind}`;
    return `须为${kind}`;
  }
  if (type === 'string') {
    const format = schema.format ? FORMATS[schema.format] : undefined;
    if (format) return format;
    if (schema.pattern) return KNOWN_PATTERNS[schema.pattern] ?? '格式不正确';
    const { minLength, maxLength } = schema;
    if (minLength !== undefined && maxLength !== undefined) return `长度须为 ${minLength}-${maxLength} 个字符`;
    if (minLength !== undefined) return `长度不能少于 ${minLength} 个字符`;
    if (maxLength !== undefined) return `长度不能超过 ${maxLength} 个字符`;
    return '须为字符串';
  }
  if (type === 'boolean') return '须为 true 或 false';
  if (type === 'object') return '须为对象';
  if (type === 'array') {
    const { minItems, maxItems } = schema;
    if (minItems !== undefined && maxItems !== undefined) return `须为 ${minItems}-${maxItems} 项`;
    if (maxItems !== undefined) return `最多 ${maxItems} 项`;
    if (minItems !== undefined) return `至少 ${minItems} 项`;
    return '须为数组';
  }
  return '格式不正确';
}

function propertyName(error: ErrorObject): string | undefined {
  if (error.keyword === 'required') return String((error.params as { missingProperty: string }).missingProperty);
  const segments = error.instancePath.split('/').filter(Boolean);
  const last = segments.at(-1);
  return last?.replaceAll('~1', '/').replaceAll('~0', '~');
}

export type FieldProblem = { field: string | undefined; missing: boolean; description: string; value: unknown };

export function fieldProblem(error: ErrorObject): FieldProblem {
  const field = propertyName(error);
  if (error.keyword === 'required') return { field, missing: true, description: '', value: undefined };
  const schema = (error.parentSchema ?? {}) as PropertySchema;
  // A length error on a field that also has a pattern is about the length, not the pattern.
  const described = error.keyword === 'maxLength' || error.keyword === 'minLength' ? { ...schema, pattern: undefined } : schema;
  return { field, missing: false, description: describeConstraint(described), value: error.data };
}

/** The API wording: 缺少参数 pageSize / 参数 pageSize 不合法：须为 1-100 的整数. */
export function apiValidationMessage(errors: ErrorObject[] | undefined): string {
  const [first] = errors ?? [];
  if (!first) return '请求参数不合法';
  const problem = fieldProblem(first);
  if (!problem.field) return '请求体格式不正确';
  return problem.missing ? `缺少参数 ${problem.field}` : `参数 ${problem.field} 不合法：${problem.description}`;
}

/** The form wording, with the field's Chinese label: 请输入手机号 / 密码长度须为 8-64 个字符. */
export function formValidationMessage(errors: ErrorObject[] | undefined, labels: Record<string, string>): string {
  const [first] = errors ?? [];
  if (!first) return '提交的内容不完整，请检查后重试';
  const problem = fieldProblem(first);
  const label = problem.field ? (labels[problem.field] ?? problem.field) : '表单';
  if (problem.missing || problem.value === '') return `请输入${label}`;
  return `${label}${problem.description}`;
}
