import { describe, expect, it } from 'vitest';
import { SCREEN_INVENTORY_KEY, publishScreenInventory } from './screen-inventory';

describe('publishScreenInventory', () => {
  it('puts every screen’s path and title, and nothing else, on the target', () => {
    const target: Record<string, unknown> = {};
    const load = () => Promise.resolve({ default: () => null });
    publishScreenInventory(
      [
        { path: 'home', title: '首页', load },
        { path: 'findpolicy/policyNoticeDetails/:id', title: '政策原文详情', load, prefetch: () => undefined },
        { path: '*', title: '页面不存在', load },
      ],
      target,
    );
    expect(target[SCREEN_INVENTORY_KEY]).toEqual([
      { path: 'home', title: '首页' },
      { path: 'findpolicy/policyNoticeDetails/:id', title: '政策原文详情' },
      { path: '*', title: '页面不存在' },
    ]);
  });
});
