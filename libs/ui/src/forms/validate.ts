import { formMessages } from './form-messages';
import type { FieldType } from './form-messages';

export type FieldRules = {
  required?: boolean;
  /** Minimum length (strings), value (numbers) or count (arrays). */
  min?: number;
  max?: number;
  /** Exact length, value or count. */
  len?: number;
  pattern?: RegExp;
  type?: FieldType;
  /** Replaces whichever message a failed rule would show. */
  message?: string;
};

export type FieldSchema = Record<string, { label: string; rules: FieldRules }>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Mainland China mobile numbers: 11 digits starting 13–19. */
const PHONE = /^1[3-9]\d{9}$/;
const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

type Measured = { kind: 'string' | 'number' | 'array'; size: number };

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'number' && Number.isNaN(value);
}

/** Numbers typed into a text field arrive as strings; both count. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value.trim());
  return null;
}

function isUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function matchesType(value: unknown, type: FieldType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return toNumber(value) !== null;
    case 'integer': {
      const number = toNumber(value);
      return number !== null && Number.isInteger(number);
    }
    case 'email':
      return typeof value === 'string' && EMAIL.test(value.trim());
    case 'url':
      return typeof value === 'string' && isUrl(value.trim());
    case 'phone':
      return typeof value === 'string' && PHONE.test(value.trim());
    case 'array':
      return Array.isArray(value);
  }
}

function measure(value: unknown, type: FieldType | undefined): Measured | null {
  if (type === 'number' || type === 'integer' || (type === undefined && typeof value === 'number')) {
    const number = toNumber(value);
    return number === null ? null : { kind: 'number', size: number };
  }
  if (Array.isArray(value)) return { kind: 'array', size: value.length };
  // Count characters, not UTF-16 units, so an emoji or a rare CJK ideograph counts as one.
  if (typeof value === 'string') return { kind: 'string', size: [...value].length };
  return null;
}

function checkSize({ kind, size }: Measured, rules: FieldRules, label: string): string | null {
  const messages = formMessages[kind];
  if (rules.len !== undefined) return size === rules.len ? null : messages.len(label, rules.len);
  const { min, max } = rules;
  if (min !== undefined && max !== undefined) return size < min || size > max ? messages.range(label, min, max) : null;
  if (min !== undefined && size < min) return messages.min(label, min);
  if (max !== undefined && size > max) return messages.max(label, max);
  return null;
}

function firstProblem(value: unknown, rules: FieldRules, label: string): string | null {
  if (isEmpty(value)) return rules.required ? formMessages.required(label) : null;
  if (rules.type && !matchesType(value, rules.type)) return formMessages.type(label, rules.type);
  const measured = measure(value, rules.type);
  if (measured && (rules.len !== undefined || rules.min !== undefined || rules.max !== undefined)) {
    const sizeProblem = checkSize(measured, rules, label);
    if (sizeProblem) return sizeProblem;
  }
  if (rules.pattern && (typeof value === 'string' || typeof value === 'number')) {
    // A global or sticky pattern keeps `lastIndex` between calls; start each test afresh.
    rules.pattern.lastIndex = 0;
    if (!rules.pattern.test(String(value))) return formMessages.pattern(label);
  }
  return null;
}

/**
 * Checks one value against its rules and returns the first problem's message, or `null` when the
 * value is acceptable. An empty value (undefined, null, blank text, empty array) only fails `required`.
 */
export function validateValue(value: unknown, rules: FieldRules, label: string): string | null {
  const problem = firstProblem(value, rules, label);
  return problem === null ? null : (rules.message ?? problem);
}

/** Validates every field of a schema; returns field → message for the failing ones (empty when all pass). */
export function validateFields(values: Record<string, unknown>, schema: FieldSchema): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, { label, rules }] of Object.entries(schema)) {
    const message = validateValue(values[field], rules, label);
    if (message !== null) errors[field] = message;
  }
  return errors;
}
