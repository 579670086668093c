import { describe, expect, it } from 'vitest';
import { messageHref } from './message-display';

describe('messageHref', () => {
  it('leads each kind of link to its screen', () => {
    expect(messageHref({ kind: 'policy', id: 12 })).toBe('/policy/PolicyDetail/12');
    expect(messageHref({ kind: 'notice', id: 7 })).toBe('/findpolicy/DeclarationNotice/detail/7');
    expect(messageHref({ kind: 'application', id: 3 })).toBe('/PersonalCenter/myApplication/3');
    expect(messageHref({ kind: 'report', id: 9 })).toBe('/PersonalCenter/myReport/9');
    expect(messageHref({ kind: 'order', id: 4 })).toBe('/PersonalCenter/myOrder/4');
    expect(messageHref(null)).toBeNull();
  });

  it('leads a certification message to 机构入驻认证, and keeps the console’s items on their own', () => {
    expect(messageHref({ kind: 'certification', id: 2 })).toBe('/service/authentication');
    expect(messageHref({ kind: 'product', id: 2 })).toBeNull();
    expect(messageHref({ kind: 'listing_review', id: 2 })).toBeNull();
  });
});
