import { describe, expect, it } from 'vitest';
import { compareHref, parseRegionsParam, withParam, withRegions } from './compare-url';

describe('parseRegionsParam', () => {
  it('accepts 2–4 distinct six-digit codes, trimming spaces', () => {
    expect(parseRegionsParam('330100,330200')).toEqual({ status: 'ok', codes: ['330100', '330200'] });
    expect(parseRegionsParam(' 330100, 330200 ,330300,320500 ')).toEqual({ status: 'ok', codes: ['330100', '330200', '330300', '320500'] });
  });

  it('treats an absent or empty value as missing', () => {
    expect(parseRegionsParam(null)).toEqual({ status: 'missing' });
    expect(parseRegionsParam('  ')).toEqual({ status: 'missing' });
  });

  it.each(['330100', '330100,330200,330300,330400,330500', '330100,330100', '330100,abc', '330100,,330200', '杭州,宁波'])(
    'rejects %s',
    (raw) => {
      expect(parseRegionsParam(raw)).toEqual({ status: 'invalid' });
    },
  );
});

describe('withRegions', () => {
  it('puts readable commas first and keeps the other parameters', () => {
    expect(withRegions('?category=资金扶持&regions=1', ['330100', '330200'])).toBe(
      `?regions=330100,330200&${new URLSearchParams({ category: '资金扶持' })}`,
    );
    expect(withRegions('', ['330100', '330200'])).toBe('?regions=330100,330200');
  });

  it('builds links that keep only the regions', () => {
    expect(compareHref('/policy/RegionalCompare/PolicyList', ['330100', '330300'])).toBe('/policy/RegionalCompare/PolicyList?regions=330100,330300');
  });
});

describe('withParam', () => {
  it('sets or removes one parameter and keeps the regions readable', () => {
    expect(withParam('?regions=330100,330200', 'industry', 'C')).toBe('?regions=330100,330200&industry=C');
    expect(withParam('?regions=330100,330200&industry=C', 'industry', null)).toBe('?regions=330100,330200');
    expect(withParam('?industry=C', 'industry', 'I')).toBe('?industry=I');
  });
});
