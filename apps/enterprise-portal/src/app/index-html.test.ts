import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalNavItems } from './routes';

/**
 * The static shell in index.html paints the header's labels before any JavaScript (ADR first-paint app shell);
 * the first-paint journey compares them with the header React draws. This catches a drift at unit-test time,
 * before a browser is needed: an area added to portalNavItems must be added to the shell too.
 */
describe('index.html app shell', () => {
  it('lists exactly the header areas, in order', () => {
    const html = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
    const nav = /<nav class="shell-nav"><ul>(.*?)<\/ul><\/nav>/s.exec(html)?.[1] ?? '';
    const labels = [...nav.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]);
    expect(labels).toEqual(portalNavItems.map((item) => item.label));
  });
});
