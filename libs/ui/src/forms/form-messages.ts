export type FieldType = 'string' | 'number' | 'integer' | 'email' | 'url' | 'phone' | 'array';

/** How each value type is named inside a message, e.g. 联系邮箱不是有效的邮箱. */
export const FIELD_TYPE_NAMES: Record<FieldType, string> = {
  string: '文本',
  number: '数字',
  integer: '整数',
  email: '邮箱',
  url: '网址',
  phone: '手机号',
  array: '列表',
};

type Bound = number | string;

/**
 * The generic form messages (spec §5: required, min/max/range for strings, numbers and arrays,
 * pattern mismatch, invalid type) in Simplified Chinese. `len` covers an exact length or count.
 */
export const formMessages = {
  required: (label: string) => `请输入${label}`,
  string: {
    len: (label: string, len: Bound) => `${label}须为 ${len} 个字符`,
    min: (label: string, min: Bound) => `${label}至少 ${min} 个字符`,
    max: (label: string, max: Bound) => `${label}最多 ${max} 个字符`,
    range: (label: string, min: Bound, max: Bound) => `${label}须为 ${min}-${max} 个字符`,
  },
  number: {
    len: (label: string, len: Bound) => `${label}须等于 ${len}`,
    min: (label: string, min: Bound) => `${label}不能小于 ${min}`,
    max: (label: string, max: Bound) => `${label}不能大于 ${max}`,
    range: (label: string, min: Bound, max: Bound) => `${label}须在 ${min}-${max} 之间`,
  },
  array: {
    len: (label: string, len: Bound) => `请选择 ${len} 项${label}`,
    min: (label: string, min: Bound) => `请至少选择 ${min} 项${label}`,
    max: (label: string, max: Bound) => `最多选择 ${max} 项${label}`,
    range: (label: string, min: Bound, max: Bound) => `请选择 ${min}-${max} 项${label}`,
  },
  pattern: (label: string) => `${label}格式不正确`,
  type: (label: string, type: FieldType) => `${label}不是有效的${FIELD_TYPE_NAMES[type]}`,
} as const;
