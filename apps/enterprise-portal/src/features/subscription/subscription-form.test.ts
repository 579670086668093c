import { buildSubscription } from '@smes/api/testing';
import { describe, expect, it } from 'vitest';
import { isEmptySubscription, isSameSubscription, limitMessage, selectionLimit, toggleWithinLimit, validateSubscription } from './subscription-form';

const codes = (count: number) => Array.from({ length: count }, (_, index) => String(330100 + index));

describe('toggleWithinLimit', () => {
  it('adds and removes a value', () => {
    expect(toggleWithinLimit(['A'], 'C')).toEqual({ next: ['A', 'C'], refused: false });
    expect(toggleWithinLimit(['A', 'C'], 'A')).toEqual({ next: ['C'], refused: false });
  });

  it('refuses the 21st item but still lets one go at the limit', () => {
    const full = codes(20);
    expect(toggleWithinLimit(full, '999999')).toEqual({ next: full, refused: true });
    expect(toggleWithinLimit(full, full[0] ?? '').next).toHaveLength(19);
  });
});

describe('selectionLimit', () => {
  it('is the number of choices when there are fewer than the contract allows', () => {
    expect(selectionLimit('categories', 9)).toBe(9);
    expect(selectionLimit('industries', 0)).toBe(0);
  });

  it("is the contract's maxItems when there are more choices, or none known yet", () => {
    expect(selectionLimit('regionCodes', 3300)).toBe(20);
    expect(selectionLimit('categories')).toBe(20);
  });
});

describe('validateSubscription', () => {
  it('accepts up to 20 of each list', () => {
    expect(validateSubscription(buildSubscription({ regionCodes: codes(20) }))).toEqual({});
  });

  it('names each list over the limit in Chinese', () => {
    const errors = validateSubscription(buildSubscription({ regionCodes: codes(21), categories: codes(25) }));
    expect(errors).toEqual({ regionCodes: limitMessage('regionCodes'), categories: limitMessage('categories') });
    expect(errors.regionCodes).toBe('最多可订阅 20 个地区，请先取消部分已选项');
  });
});

describe('isSameSubscription', () => {
  it('ignores the order of a list', () => {
    expect(isSameSubscription(buildSubscription({ industries: ['C', 'I'] }), buildSubscription({ industries: ['I', 'C'] }))).toBe(true);
  });

  it('sees a changed list or switch', () => {
    const base = buildSubscription({ industries: ['C'] });
    expect(isSameSubscription(base, buildSubscription({ industries: ['C', 'I'] }))).toBe(false);
    expect(isSameSubscription(base, buildSubscription({ industries: ['I'] }))).toBe(false);
    expect(isSameSubscription(base, { ...base, notifyNotices: false })).toBe(false);
  });
});

describe('isEmptySubscription', () => {
  it('is empty without any category, region or industry', () => {
    expect(isEmptySubscription(buildSubscription())).toBe(true);
    expect(isEmptySubscription(buildSubscription({ regionCodes: ['330100'] }))).toBe(false);
  });
});
