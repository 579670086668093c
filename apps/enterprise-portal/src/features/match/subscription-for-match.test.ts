import { describe, expect, it } from 'vitest';
import { subscriptionForMatch } from './subscription-for-match';

describe('subscriptionForMatch', () => {
  it('adds the enterprise’s most precise region and its industry and turns messages on', () => {
    expect(subscriptionForMatch(undefined, { provinceCode: '330000', cityCode: '330100', districtCode: '330106', industry: 'I' })).toEqual({
      categories: [],
      regionCodes: ['330106'],
      industries: ['I'],
      notifyPolicies: true,
      notifyNotices: true,
      notifyMatches: true,
    });
  });

  it('keeps what is already followed without duplicates, and leaves 政策匹配推送 as the enterprise set it', () => {
    const current = { categories: ['研发创新'], regionCodes: ['330100'], industries: ['I'], notifyPolicies: false, notifyNotices: false, notifyMatches: false };
    expect(subscriptionForMatch(current, { cityCode: '330100', industry: 'I' })).toEqual({
      ...current,
      notifyPolicies: true,
      notifyNotices: true,
    });
  });

  it('respects the contract’s 20-item limit', () => {
    const regionCodes = Array.from({ length: 20 }, (_, index) => String(110100 + index * 100));
    const next = subscriptionForMatch({ categories: [], regionCodes, industries: [], notifyPolicies: true, notifyNotices: true, notifyMatches: true }, { cityCode: '330100' });
    expect(next.regionCodes).toHaveLength(20);
    expect(next.regionCodes).not.toContain('330100');
  });
});
