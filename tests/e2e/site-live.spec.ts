import { expect, test } from './support/fixtures';

test.use({ signedIn: 'site' });

test('every live-course card on /home opens the course page with its title', async ({ page }) => {
  await page.goto('/home');
  const live = page.getByRole('region', { name: '近期直播' });
  // The section loads after the page: collect the cards once they are there.
  await expect(live.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const titles = await live.getByRole('heading', { level: 3 }).allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) {
    await live.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/course_detail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await page.goBack();
    await expect(live.getByRole('heading', { level: 3 }).first()).toBeVisible();
  }
});

test('every lesson on /broast opens the course page with its title', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/broast');
  await expect(page.getByRole('heading', { level: 1, name: '直播课表' })).toBeVisible();
  // The enabled courses the backend answers: each must be one link of the timetable.
  const courses = await page.evaluate(async () => {
    const response = await fetch('/api/cms/content/liveCourse/list?pageNum=1&pageSize=100&status=1');
    const body = (await response.json()) as { data: { pageList: { id: number; title: string }[] } };
    return body.data.pageList;
  });
  const lessons = page.getByRole('main').getByRole('link', { name: /\d{2}:\d{2}/ });
  await expect(lessons).toHaveCount(courses.length);
  for (const course of courses) {
    await page.getByRole('link', { name: course.title }).click();
    await expect(page).toHaveURL(new RegExp(`/course_detail\\?id=${course.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: course.title })).toBeVisible();
    await page.getByRole('link', { name: '返回课表' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '直播课表' })).toBeVisible();
  }
});

test('/course_detail without an id or with an unknown one says so in zh-CN', async ({ page }) => {
  await page.goto('/course_detail');
  await expect(page.getByText('未指定直播课程，请从直播课表中选择课程')).toBeVisible();
  await page.goto('/course_detail?id=999999');
  const alert = page.getByRole('alert').filter({ hasText: '直播课程加载失败' });
  await expect(alert).toContainText('内容不存在或已下架');
  await expect(alert.getByRole('button', { name: '重试' })).toBeVisible();
});
