import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { HOSTS, expect, expectNoHorizontalOverflow, test, xsrfHeaders } from '@smes/e2e-support';
import type { Envelope } from '@smes/e2e-support';

const CALENDAR_PATH = '/findpolicy/declarationCalendar';
const MESSAGE_CENTER_PATH = '/PersonalCenter/messageCenter';
const DAY_MS = 24 * 60 * 60 * 1000;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

type Window = { noticeId: number; title: string; endTime: string; status: string; projects: { id: number; title: string }[] };

/** YYYY-MM-DD of an instant in China time. */
function chinaDate(at: Date | string): string {
  return new Date(new Date(at).getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Reads iCalendar text back the way a calendar app does (RFC 5545): CRLF lines, continuation lines
 * joined, TEXT escapes undone; property names keep their parameters (DTSTART;VALUE=DATE).
 */
function parseCalendar(text: string): { properties: Record<string, string>; events: Record<string, string>[] } {
  expect(text, 'every line ends with CRLF').not.toMatch(/(^|[^\r])\n/);
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
  const properties: Record<string, string> = {};
  const events: Record<string, string>[] = [];
  let event: Record<string, string> | undefined;
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/\\([\\;,nN])/g, (_match, char: string) => (char.toLowerCase() === 'n' ? '\n' : char));
    if (line === 'BEGIN:VEVENT') event = {};
    else if (line === 'END:VEVENT') {
      if (event) events.push(event);
      event = undefined;
    } else if (event) event[name] = value;
    else properties[name] = value;
  }
  return { properties, events };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The first open window that closes more than a day from now (the seed always has some within weeks). */
async function windowClosingSoon(request: APIRequestContext): Promise<Window> {
  const now = Date.now();
  const answer = await request.get(`${HOSTS.portalApi}/api/calendar/windows?from=${chinaDate(new Date(now))}&to=${chinaDate(new Date(now + 45 * DAY_MS))}`);
  const { data } = (await answer.json()) as Envelope<{ windows: Window[] }>;
  const window = data.windows.find((item) => item.status === 'open' && Date.parse(item.endTime) - now > DAY_MS);
  if (!window) throw new Error('the seed has no open window closing in the next 45 days');
  return window;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.describe('申报日历', () => {
  test('follow a closing window, get the reminder the day before, download and subscribe to the calendar', async ({ page, request, loginAs, expectAccessible, visitRecords }, testInfo) => {
    // Five screens, two downloads and an axe pass each: well past the default 45 s when seven people share two cores.
    test.setTimeout(120_000);
    const window = await windowClosingSoon(request);
    const month = chinaDate(window.endTime).slice(0, 7);
    await loginAs('enterprise');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Month view: the grid, the closing day, the window with its notice and project.
    await page.goto(`${CALENDAR_PATH}?month=${month}&view=month`);
    await expect(page.getByRole('heading', { level: 1, name: '申报日历' })).toBeVisible();
    const grid = page.getByRole('grid', { name: /申报截止日$/ });
    await expect(grid).toBeVisible();
    const [, monthNumber, dayNumber] = chinaDate(window.endTime).split('-').map(Number);
    const day = grid.getByRole('gridcell', { name: new RegExp(`^${monthNumber}月${dayNumber}日，\\d+ 个申报截止`) });
    await day.click();
    await expect(day).toHaveAttribute('aria-selected', 'true');
    // The keyboard moves the selection through the grid.
    await day.press('ArrowLeft');
    await expect(grid.locator('[tabindex="0"]')).toBeFocused();
    await expect(grid.locator('[tabindex="0"]')).not.toHaveAttribute('data-date', chinaDate(window.endTime));
    await grid.locator('[tabindex="0"]').press('ArrowRight');
    const card = page.getByRole('article', { name: window.title }).first();
    await expect(card.getByRole('link', { name: window.title })).toHaveAttribute('href', `/findpolicy/DeclarationNotice/detail/${window.noticeId}`);
    await expectAccessible();
    await screenshot(page, testInfo, 'calendar-month-1440');
    expect(visitRecords).toContain('申报日历');

    // 关注 the window.
    await card.getByRole('button', { name: `关注：${window.title}` }).click();
    await expect(page.getByText('已关注，截止前 7 天、1 天和截止当天会在消息中心提醒您')).toBeVisible();
    const followed = page.getByRole('region', { name: '我关注的申报窗口' });
    await expect(followed.getByRole('link', { name: window.title })).toBeVisible();
    // …and in 个人中心 › 我的关注.
    await page.goto('/PersonalCenter/myFollow');
    await expect(page).toHaveTitle('我的关注');
    await expect(page.getByRole('region', { name: '我关注的申报窗口' }).getByRole('article', { name: window.title })).toBeVisible();
    await expectAccessible();

    // The sweep as of one day before the close sends 明天 HH:MM 截止申报 (the clock itself is not moved).
    const at = new Date(Date.parse(window.endTime) - DAY_MS).toISOString();
    const run = await request.post(`${HOSTS.portalApi}/__test__/reminders/run`, { data: { at }, headers: await xsrfHeaders(request) });
    expect(run.ok(), await run.text()).toBe(true);
    await page.goto(MESSAGE_CENTER_PATH);
    const reminder = page.getByRole('link', { name: new RegExp(`明天 \\d{2}:\\d{2} 截止申报：${escapeRegExp(window.title)}`) }).first();
    await expect(reminder).toBeVisible();
    await expect(reminder).toHaveAttribute('href', `/findpolicy/DeclarationNotice/detail/${window.noticeId}`);

    // The window's .ics downloads and reads back: summary, the closing day, the notice's URL.
    await page.goto(`${CALENDAR_PATH}?month=${month}&view=list`);
    const listed = page.getByRole('article', { name: window.title }).first();
    const downloading = page.waitForEvent('download');
    await listed.getByRole('button', { name: `下载日历文件：${window.title}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const file = parseCalendar(await readFile(await download.path(), 'utf8'));
    expect(file.properties['VERSION']).toBe('2.0');
    expect(file.events).toHaveLength(1);
    const closing = chinaDate(window.endTime).replace(/-/g, '');
    expect(file.events[0]).toMatchObject({
      SUMMARY: `申报截止：${window.title}`,
      'DTSTART;VALUE=DATE': closing,
      URL: `${HOSTS.portal}/findpolicy/DeclarationNotice/detail/${window.noticeId}`,
    });
    expect(file.events[0]?.['DTSTAMP']).toMatch(/^\d{8}T\d{6}Z$/);

    // The feed: made once, read without the session, and gone once stopped.
    const feed = page.getByRole('region', { name: '日历订阅' });
    await feed.getByRole('button', { name: '生成订阅地址' }).click();
    const url = await feed.getByRole('textbox', { name: '订阅地址' }).inputValue();
    expect(url).toMatch(new RegExp(`^${HOSTS.portalApi}/api/calendar/feed/[A-Za-z0-9_-]{43}\\.ics$`));
    const subscribed = await request.get(url);
    expect(subscribed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = parseCalendar(await subscribed.text());
    expect(calendar.events.map((event) => event['UID'])).toEqual([`notice-${window.noticeId}@calendar.smes-portal`]);
    await feed.getByRole('button', { name: '停用订阅地址' }).click();
    await expect(feed.getByText('尚未生成订阅地址。')).toBeVisible();
    expect((await request.get(url)).status()).toBe(404);
    await screenshot(page, testInfo, 'calendar-list-1440');
  });

  test('on a phone starts on the list, shows the month grid on request, fits the screen and stays accessible', async ({ page, request, loginAs, expectAccessible }, testInfo) => {
    const window = await windowClosingSoon(request);
    const month = chinaDate(window.endTime).slice(0, 7);
    await loginAs('enterprise');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${CALENDAR_PATH}?month=${month}`);
    await expect(page.getByRole('article', { name: window.title }).first()).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'calendar-list-375');
    await page.goto(`${CALENDAR_PATH}?month=${month}&view=month`);
    await expect(page.getByRole('grid', { name: /申报截止日$/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'calendar-month-375');
  });

  test('is reached from 找政策 and the home page, and a visitor is asked to log in to follow', async ({ page }) => {
    await page.goto('/findpolicy');
    await page.getByRole('link', { name: '申报日历' }).click();
    await expect(page).toHaveURL(/\/findpolicy\/declarationCalendar$/);
    await expect(page.getByRole('heading', { level: 1, name: '申报日历' })).toBeVisible();
    await expect(page.getByText('登录后可关注申报窗口、在截止前收到提醒、订阅自己的申报日历，并看到按企业档案为你推荐的窗口。')).toBeVisible();
    await page.getByRole('button', { name: '列表' }).click();
    await expect(page.getByRole('link', { name: /^登录后关注：/ }).first().or(page.getByText(/没有申报截止的窗口/))).toBeVisible();
    await page.goto('/home');
    await page.getByRole('link', { name: '查看申报日历' }).click();
    await expect(page).toHaveURL(/\/findpolicy\/declarationCalendar$/);
    await expect(page).toHaveTitle('申报日历');
  });
});
