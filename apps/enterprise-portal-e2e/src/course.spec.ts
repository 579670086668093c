import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';

/** A seeded course (apps/server seed/courses.ts) and its first chapter. */
const COURSE = '研发费用加计扣除政策与实务';
const FIRST_CHAPTER = '第1章 政策沿革与适用范围';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** The player once the browser knows the clip's length (and so has put it at the saved position). */
async function loadedVideo(page: Page, label: string): Promise<Locator> {
  const video = page.getByLabel(label);
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  return video;
}

function savedProgress(page: Page) {
  return page.waitForResponse((response) => response.url().includes('/api/course/chapters/') && response.url().endsWith('/progress') && response.request().method() === 'PUT');
}

test.describe('找培训', () => {
  test('find a course, play a chapter, reload and resume at the saved position, see it in 我的课程', async (
    { page, loginAs, expectAccessible, visitRecords },
    testInfo,
  ) => {
    // Four screens at two widths with an axe pass each, and a real clip playing, on two shared cores.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs('enterprise');

    await page.goto('/course');
    await expect(page).toHaveTitle('找培训');
    await expect(page.getByRole('heading', { level: 1, name: '找培训' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '找培训', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: '课程列表' }).getByRole('article').first()).toBeVisible();
    await expectAccessible();
    await screenshot(page, testInfo, 'course-1440');

    await page.getByRole('textbox', { name: '关键词' }).fill('加计扣除');
    await page.getByRole('textbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    await page.getByRole('region', { name: '课程列表' }).getByRole('link', { name: COURSE, exact: true }).click();

    await expect(page).toHaveTitle('课程详情');
    await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
    await expect(page.getByText('国家税务总局杭州市税务局 所得税科 科长')).toBeVisible();
    await expectAccessible();
    await screenshot(page, testInfo, 'course-details-1440');
    await page.getByRole('link', { name: '开始学习' }).click();

    await expect(page).toHaveTitle('课程学习');
    const video = await loadedVideo(page, FIRST_CHAPTER);
    await expect(page.getByRole('navigation', { name: '课程章节' }).getByRole('link', { name: FIRST_CHAPTER })).toHaveAttribute('aria-current', 'true');
    // Play it for real (muted: a page may not start sound by itself), then pause: the pause saves the position.
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 }).toBeGreaterThan(2);
    let saving = savedProgress(page);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    expect((await saving).ok()).toBe(true);
    // Then seek, as a learner dragging the slider does: the seek saves too.
    saving = savedProgress(page);
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = 11.3;
    });
    const saved = (await (await saving).json()) as { data: { chapters: { positionSeconds: number }[] } };
    expect(saved.data.chapters[0]?.positionSeconds).toBeCloseTo(11.3, 1);

    await page.reload();
    await expect(page).toHaveTitle('课程学习');
    const resumed = await loadedVideo(page, FIRST_CHAPTER);
    await expect.poll(() => resumed.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeCloseTo(11.3, 0);
    await expect(page.getByText('已从上次看到的 0:11 继续播放。')).toBeVisible();
    // The chapter's length is its clip's (the seed spreads the five clips over the chapters).
    await expect(page.getByRole('navigation', { name: '课程章节' }).getByText(/^\d:\d{2} · 看到 0:11$/)).toBeVisible();
    await expectAccessible();
    await screenshot(page, testInfo, 'course-viewing-1440');

    await page.goto('/PersonalCenter/myCourse');
    await expect(page).toHaveTitle('我的课程');
    const mine = page.getByRole('region', { name: '我的课程列表' }).getByRole('article', { name: COURSE });
    await expect(mine.getByText('学习中')).toBeVisible();
    await expect(mine.getByText(/上次学到：政策沿革与适用范围 0:11/)).toBeVisible();
    await expect(mine.getByRole('progressbar', { name: `${COURSE} 学习进度` })).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
    await expectAccessible();
    await screenshot(page, testInfo, 'my-course-1440');

    // 继续学习 opens the saved chapter at the saved position.
    await mine.getByRole('link', { name: `继续学习：${COURSE}` }).click();
    await expect(page).toHaveTitle('课程学习');
    const again = await loadedVideo(page, FIRST_CHAPTER);
    await expect.poll(() => again.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeCloseTo(11.3, 0);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'course-viewing-375');
    await page.goto('/course');
    await expect(page.getByRole('region', { name: '课程列表' }).getByRole('article').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'course-375');
    await page.goto('/PersonalCenter/myCourse');
    await expect(page.getByRole('region', { name: '我的课程列表' }).getByRole('article', { name: COURSE })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'my-course-375');

    expect(visitRecords).toEqual(expect.arrayContaining(['找培训', '课程详情', '课程学习', '我的课程']));
  });
});
