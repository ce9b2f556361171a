import {expect, type Page} from '@playwright/test';

/**
 * Switches the colour mode of the open page the way the navbar switch does it from another tab: the
 * stored mode changes and the page follows its storage event. Returns once the page shows the mode
 * and its colour transitions have ended, so what is read next (axe's contrast) is the final colour.
 * One load then checks both modes; the crawl (tests/e2e/crawl.spec.ts) loads every page in dark mode.
 */
export async function switchColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((m) => {
    const oldValue = window.localStorage.getItem('theme');
    window.localStorage.setItem('theme', m);
    window.dispatchEvent(new StorageEvent('storage', {key: 'theme', oldValue, newValue: m, storageArea: localStorage}));
  }, mode);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length), {
      message: `the colour transitions to ${mode} mode end`,
    })
    .toBe(0);
}
