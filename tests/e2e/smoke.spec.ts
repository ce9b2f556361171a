import {expect, test} from '@playwright/test';

// The two locale home pages render their own language (a guard for the whole pipeline).
for (const [path, lang, cta] of [
  ['/limu/', 'zh-Hans', '快速开始'],
  ['/limu/en/', 'en', 'Get started'],
] as const) {
  test(`home page ${path} renders in ${lang}`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('link', {name: cta}).first()).toBeVisible();
  });
}
