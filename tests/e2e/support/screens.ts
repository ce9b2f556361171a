// Assertions shared by the route specs: "this page is that screen of the route table".
import type {Page} from '@playwright/test';
import {expect} from './fixtures';
import {localeBase, type Locale, type Screen} from './routes';

export const NOT_FOUND_TITLE: Record<Locale, string> = {'zh-Hans': '找不到页面', en: 'Page Not Found'};

export async function expectScreen(page: Page, screen: Screen, locale: Locale): Promise<void> {
  const where = `${localeBase(locale)}${screen.route} (${screen.screen}, ${locale})`;
  await expect(page.locator('html'), where).toHaveAttribute('lang', locale);
  const h1 = screen.h1(locale);
  if (h1 === null) await expect(page.locator('main h1:visible'), where).toHaveCount(0);
  else await expect(page.locator('h1').first(), where).toHaveText(typeof h1 === 'string' ? h1 : h1);
  const title = screen.title(locale);
  await expect(page, where).toHaveTitle(typeof title === 'string' ? `${title} | limu` : title);
  await expect(page.locator(screen.marker).first(), where).toBeVisible();
  await expect(page.getByRole('heading', {name: NOT_FOUND_TITLE[locale]}), where).toHaveCount(0);
}

export async function expectNotFound(page: Page, locale: Locale): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('main h1')).toHaveText(NOT_FOUND_TITLE[locale]);
  await expect(page).toHaveTitle(`${NOT_FOUND_TITLE[locale]} | limu`);
}
