import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { screensOfPart, type SweepPart } from './sweep-parts';

/** WCAG 2.1 AA: what the journeys check on the states they reach. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** WCAG 2.2 AA, every level and version up to it: what every screen is held to. */
export const WCAG_22_AA = [...WCAG_21_AA, 'wcag22aa'];
/** 关怀模式's smallest body text. */
export const CARE_BODY_MIN_PX = 18;
/** 320 CSS px: a 1280 px window at 400 %, or 640 px at 200 % (WCAG 1.4.10 reflow). */
export const REFLOW_VIEWPORT = { width: 320, height: 720 };
const DESKTOP_VIEWPORT = { width: 1280, height: 900 };

/** One screen of the running app's route table (libs/shell screen-inventory.ts). */
export type AppScreen = { path: string; title: string };

/** The route table of the app on the page, as the app publishes it (libs/shell screen-inventory.ts). */
export async function appScreens(page: Page): Promise<AppScreen[]> {
  // The app starts after the static shell's first frame (ADR 49), which can be after `goto` resolved.
  const published = await page.waitForFunction(() => (window as unknown as { __SMES_SCREENS__?: AppScreen[] }).__SMES_SCREENS__, undefined, { timeout: 20_000 });
  const screens = (await published.jsonValue()) as AppScreen[] | undefined;
  expect(screens, 'the route table the app publishes').toBeDefined();
  return screens as AppScreen[];
}

/** The computed font size of `<body>`, in px. */
export async function bodyFontPx(page: Page): Promise<number> {
  return page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));
}

/**
 * Every visible piece of text drawn smaller than `minPx`, one line each (size, text, element). The body's size
 * alone let 关怀模式's chips (16.7 px), captions and the phone header's site name (16 px) stay small. Text a
 * screen reader alone reads (MUI's visually hidden 1 px boxes) and text not shown is left out.
 */
export async function textBelowPx(page: Page, minPx: number): Promise<string[]> {
  return page.evaluate((min) => {
    const found: string[] = [];
    const measured = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!text || !element || measured.has(element)) continue;
      measured.add(element);
      if (element.closest('script, style, noscript, #app-shell')) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      const px = Number.parseFloat(getComputedStyle(element).fontSize);
      if (px < min) found.push(`${px} px "${text.slice(0, 24)}" <${element.tagName.toLowerCase()} class="${[...element.classList].slice(0, 2).join(' ')}">`);
    }
    return found;
  }, minPx);
}

/**
 * Waits for the page's transitions to end. One in flight (a toast fading in or out over the next screen, a
 * drawer sliding) paints colours between two states, and axe measured a toast's text mid-fade as too faint.
 * Axe judges the settled page; endless animations (a spinner) have no end to wait for and are left running.
 */
export async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () => document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // One that ends can start another (a toast's exit, a screen drawn a turn later): wait until two frames pass
    // without any, a few rounds at most.
    for (let round = 0; round < 5; round += 1) {
      // A transition cut short (its element removed) rejects `finished`: it is over all the same.
      await Promise.all(running().map((animation) => animation.finished.catch(() => undefined)));
      await nextFrame();
      if (running().length === 0) return;
    }
  });
}

/**
 * Serious and critical axe violations of the current page, once its transitions have ended, one line each.
 * Axe runs in the page itself (legacy mode: the apps have no frames whose results would need combining) and keeps
 * nodes only for violations. @axe-core/playwright's default opened a blank page for every check to combine frame
 * results, and carried every passing node back: about 60 % of each check's time (ADR 54).
 */
export async function seriousViolations(page: Page, tags: string[] = WCAG_22_AA): Promise<string[]> {
  await settleTransitions(page);
  // A transition can also start while axe measures (a toast's timer ending): with transitions and animations off
  // meanwhile, such a change lands at its end state at once, so axe never sees a colour between two states.
  // The style carries the page's own nonce, so a production page's CSP (style-src with a nonce) admits it.
  await page.evaluate((id) => {
    const style = document.createElement('style');
    style.id = id;
    style.nonce = document.querySelector<HTMLElement>('[nonce]')?.nonce ?? '';
    style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
    document.head.append(style);
  }, STILL_STYLE_ID);
  try {
    const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).withTags(tags).analyze();
    return violationLines(results.violations);
  } finally {
    await page.evaluate((id) => document.getElementById(id)?.remove(), STILL_STYLE_ID).catch(() => undefined);
  }
}

const STILL_STYLE_ID = 'e2e-axe-still';

function violationLines(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `${violation.id} (${violation.impact}) ${violation.help} — ${targets.join(', ')}`;
    });
}

/** The page's horizontal scroll in px, with the last elements reaching past the right edge. */
export async function horizontalOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    const culprits =
      overflow <= 1
        ? []
        : [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
            .slice(-4)
            .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')} "${(element.textContent ?? '').slice(0, 30)}"`);
    return { overflow, culprits };
  });
}

export type ScreenSweepOptions = {
  /** The address to open for a screen; `undefined` for a plain path, which is then used as it is. */
  addressOf(screen: AppScreen): string | undefined;
  /**
   * The title of the screen a route sends this account on to, for a route that redirects it (an institution whose
   * application is under review or approved opens 机构入驻认证 and lands on 认证详情); `undefined` where it stays.
   * Without it the sweep would race the redirect: the route's own title shows only until the redirect draws.
   */
  landsOn?(screen: AppScreen): string | undefined;
  /** Also require the 关怀模式 body size on every screen. */
  careMode: boolean;
  /** Only this share of the route table; the whole table without it. */
  part?: SweepPart;
};

/** The portal API's visit record (spec §7), which the app sends once for every new path it shows. */
export const VISIT_RECORD_PATH = '/api/report/view/record';

/**
 * Opens an address in the running app as a link would, without loading the page again: the address becomes the
 * current history entry and the router, which follows `popstate`, shows its screen. The screen has arrived when the
 * app reports the visit, which it does once the new path's route has drawn. A page load per screen spent a second
 * or more of the sweep on starting the app again; opening an address directly is the journeys' to check. An
 * address on the path already shown (no new visit to wait for) is loaded.
 */
async function openInApp(page: Page, address: string): Promise<void> {
  const target = new URL(address, page.url());
  if (target.pathname === new URL(page.url()).pathname) {
    await page.goto(address);
    return;
  }
  const visited = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === VISIT_RECORD_PATH, { timeout: 30_000 });
  await page.evaluate((href) => {
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, address);
  await visited;
}

/**
 * Visits every screen of the app's route table: at desktop width axe (WCAG 2.2 AA, no serious or critical
 * violation), at 320 px no horizontal page scroll. Returns every problem found, so one run lists them all.
 * A screen whose path has a parameter and no address is itself a problem.
 */
export async function sweepScreens(page: Page, { addressOf, landsOn, careMode, part }: ScreenSweepOptions): Promise<string[]> {
  const problems: string[] = [];
  for (const screen of screensOfPart(await appScreens(page), part)) {
    const address = addressOf(screen) ?? (/[:*]/.test(screen.path) ? undefined : `/${screen.path}`);
    if (!address) {
      problems.push(`${screen.title} (${screen.path}): no address to visit — give the journey a real record for it`);
      continue;
    }
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await openInApp(page, address);
    await expect(page, address).toHaveTitle(landsOn?.(screen) ?? screen.title);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).first(), address).toBeVisible();
    if (careMode) {
      const fontPx = await bodyFontPx(page);
      if (fontPx < CARE_BODY_MIN_PX) problems.push(`${address}: body ${fontPx} px in 关怀模式`);
    }
    for (const violation of await seriousViolations(page)) problems.push(`${address}: ${violation}`);
    await page.setViewportSize(REFLOW_VIEWPORT);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { overflow, culprits } = await horizontalOverflow(page);
    if (overflow > 1) problems.push(`${address}: ${overflow} px horizontal scroll at 320 px — ${culprits.join(' | ')}`);
  }
  return problems;
}
