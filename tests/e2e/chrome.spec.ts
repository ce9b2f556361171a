// ARCHITECTURE.md §2 "Chrome on every page" (and the §4 rows about the announcement bar, mobile sidebar and
// navbar on scroll), in both locales, at 1280px, with 390px steps (the loaded page narrowed in place)
// where the chrome looks or works differently below the 996px breakpoint.
import {spawn} from 'node:child_process';
import {createServer, type AddressInfo} from 'node:net';
import type {Locator, Page} from '@playwright/test';
import {
  clientNavigate,
  colourToggle,
  expect,
  hydrated,
  isMobileWidth,
  markDocument,
  expectSameDocument,
  navbarPlace,
  open,
  resize,
  test,
} from './support/fixtures';
import config from '../../docusaurus.config';
import {LOCALES, docTitles, localeBase, type Locale} from './support/routes';

const REPO = 'https://github.com/tnfe/limu';
const L = <T>(locale: Locale, zh: T, en: T): T => (locale === 'en' ? en : zh);
const HAN = /[\u4e00-\u9fff]/;

/** On a narrow screen the navbar items live in the mobile sidebar: open it first. */
async function openMobileMenuIfNeeded(page: Page): Promise<void> {
  if (!isMobileWidth(page)) return;
  // The server's toggle does nothing until the navbar has hydrated.
  await hydrated(page);
  await page.locator('button.navbar__toggle').click();
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
  // On a docs page the menu opens on the docs sidebar (the secondary menu); go back to the main one.
  // Decided by the panel's state, not by a one-off isVisible(): the secondary menu slides in after
  // the panel, so a button seen (or not) at one instant may be gone (or not yet there) at the next,
  // and a click on a button that went away waits out the whole test (the flake of a CI run).
  const items = page.locator('.navbar-sidebar__items');
  await expect(async () => {
    if (await items.evaluate((el) => el.classList.contains('navbar-sidebar__items--show-secondary'))) {
      await page.locator('.navbar-sidebar__back').click({timeout: 2_000});
    }
    await expect(items).not.toHaveClass(/navbar-sidebar__items--show-secondary/, {timeout: 1_000});
  }).toPass({timeout: 15_000});
  await menuSettled(page);
}

/**
 * Waits until nothing in the mobile menu moves: its panels slide and its dropdowns unfold with CSS
 * transitions, and a press aimed at a link that is still moving can land beside it (a switch of
 * language that never happened, under load).
 */
async function menuSettled(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('.navbar-sidebar').evaluate((el) => el.getAnimations({subtree: true}).length), {
      message: 'the mobile menu stops moving',
    })
    .toBe(0);
}

// Behaviours of shared chrome run once, in one locale (the skip link in zh-Hans, the announcement bar in
// en); the text each shows is checked in both locales by the footer test below.
/**
 * Opens a navbar dropdown: on a phone its button in the menu (which lists the items in place), on a
 * desktop a hover over the item whose label matches. Returns where its links are.
 */
async function openDropdown(page: Page, scope: Locator, mobile: boolean, button: string, label: string | RegExp) {
  if (mobile) {
    await scope.getByRole('button', {name: button}).click();
    await menuSettled(page);
    return scope;
  }
  const item = scope.locator('.navbar__item.dropdown').filter({has: page.locator('a.navbar__link', {hasText: label})});
  await item.hover();
  const menu = item.locator('.dropdown__menu');
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * The navbar of a loaded docs page in `locale`: from 997 px every item on one line; brand, search box,
 * items and colour toggle (in en also at 390 px, in the menu); its api item leads to the API page.
 */
async function navbarItems(page: Page, locale: Locale): Promise<void> {
  const base = localeBase(locale);
  const navbar = page.locator('nav.navbar');
  await test.step('from 997 to 1280 px every item sits on one line, inside the bar, none over another', async () => {
    for (const width of [997, 1100, 1280]) {
      await page.setViewportSize({width, height: 800});
      const boxes = await navbar
        .locator('.navbar__inner > .navbar__items > :is(a, div, button):visible')
        .evaluateAll((items) =>
          items.map((el) => {
            const r = el.getBoundingClientRect();
            return {
              text: (el as HTMLElement).innerText.trim(),
              left: r.left,
              right: r.right,
              top: r.top,
              height: r.height,
            };
          }),
        );
      const bar = (await navbar.boundingBox())!;
      // The brand keeps its name (a squeezed bar shrinks it to nothing first).
      const title = await navbar
        .locator('.navbar__brand .navbar__title')
        .evaluate((el) => el.getBoundingClientRect().width);
      expect(title, `the brand's name at ${width} px`).toBeGreaterThan(30);
      expect(bar.height, `navbar height at ${width} px`).toBeLessThanOrEqual(61);
      const sorted = boxes.filter((b) => b.height > 0).sort((a, b) => a.left - b.left);
      expect(sorted.length, `items at ${width} px`).toBeGreaterThanOrEqual(8);
      for (const [i, b] of sorted.entries()) {
        expect(b.top + b.height, `${b.text} at ${width} px`).toBeLessThanOrEqual(bar.y + bar.height);
        expect(b.right, `${b.text} at ${width} px`).toBeLessThanOrEqual(width);
        const next = sorted[i + 1];
        if (next)
          expect(b.right, `${b.text} overlaps ${next.text} at ${width} px`).toBeLessThanOrEqual(next.left + 0.5);
      }
    }
    await page.setViewportSize({width: 1280, height: 800});
  });
  const checkNavbar = async () => {
    // The search box sits in the bar at every width (1280px and 390px).
    await expect(navbar.locator('.navbar__search-input, [role="search"], input[type="search"]').first()).toBeVisible();
    const brand = navbar.locator('.navbar__inner a.navbar__brand');
    await expect(brand).toHaveAttribute('href', base);
    const logo = brand.locator('img');
    await expect(logo).toHaveAttribute('src', new RegExp(`^${base}img/logo\\.svg$`));
    await expect(logo).toHaveAttribute('width', '32');
    await expect(logo).toHaveAttribute('height', '32');
    await expect(brand).toContainText('limu');
    await openMobileMenuIfNeeded(page);
    // The colour toggle sits in the bar on desktop and at the top of the mobile sidebar.
    await expect(colourToggle(navbar).filter({visible: true})).toHaveCount(1);
    const menu = isMobileWidth(page) ? page.locator('.navbar-sidebar') : navbar;
    await expect(menu.getByRole('link', {name: 'api', exact: true})).toHaveAttribute('href', `${base}docs/api/`);
    await expect(menu.getByRole('link', {name: L(locale, '更新日志', 'Changelog'), exact: true})).toHaveAttribute(
      'href',
      `${base}docs/changelog/intro/`,
    );
    await expect(menu.getByRole('link', {name: L(locale, '博客', 'Blog'), exact: true})).toHaveAttribute(
      'href',
      `${base}blog/`,
    );
    // Issue 51.6: the playground has a navbar item (in the menu below 996 px).
    await expect(menu.getByRole('link', {name: L(locale, '演练场', 'Playground'), exact: true})).toHaveAttribute(
      'href',
      `${base}playground/`,
    );
    const github = menu.getByRole('link', {name: /GitHub/});
    await expect(github).toHaveAttribute('href', REPO);
    await expect(github).toHaveAttribute('target', '_blank');
    return menu;
  };
  let menu = await test.step(
    'brand, search box, api, changelog, blog, playground, GitHub and colour toggle',
    checkNavbar,
  );
  // The phone layout (items in the menu, the toggle at its top) is one component in both locales:
  // narrowed in place in en here, in zh-Hans in the dropdown test below.
  if (locale === 'en') {
    menu = await test.step('at 390 px, in the menu', async () => {
      await resize(page);
      return checkNavbar();
    });
  }
  await test.step('the api item leads to the API page, a client-side navigation', async () => {
    await markDocument(page);
    await menu.getByRole('link', {name: 'api', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${base}docs/api/$`));
    await expect(page.locator('h1').first()).toHaveText(docTitles(locale, 'api/index.md').h1);
    await expectSameDocument(page);
  });
}

test(`en: the announcement bar shows English text and stays dismissed until its id changes`, async ({page}) => {
  await open(page, '/limu/en/');
  const bar = page.locator('div[role="banner"].theme-announcement-bar');
  await expect(bar).toBeVisible();
  const text = (await bar.innerText()).trim();
  expect(text.length).toBeGreaterThan(10);
  // English: no Han characters (the Chinese text and button: the zh-Hans footer test).
  expect(HAN.test(text), `announcement text "${text}"`).toBe(false);
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  const stored = await page.evaluate(() => [
    localStorage.getItem('docusaurus.announcement.dismiss'),
    localStorage.getItem('docusaurus.announcement.id'),
  ]);
  expect(stored[0]).toBe('true');
  expect(stored[1]).toBeTruthy();
  // Dismissal survives a reload (and a client-side page change).
  await page.reload();
  await hydrated(page);
  await expect(bar).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
  await clientNavigate(page, '/limu/en/blog/');
  // The URL changes at once; the bar is judged on the blog list, once the router has drawn it.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Blog');
  await expect(bar).toHaveCount(0);
  // A reader who dismissed an older bar (another id) sees the current one again.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await hydrated(page);
  await expect(bar).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(stored[1]);
});

for (const locale of LOCALES) {
  const base = localeBase(locale);
  // zh-Hans: a step of the one test of /limu/docs/intro/ below.
  if (locale === 'en')
    test(`en: navbar brand, search box, api, changelog, blog, playground, GitHub and colour toggle; the bar fits on one line from 997 px, and in the menu at 390 px`, async ({
      page,
    }) => {
      await open(page, `${base}docs/intro/`);
      await navbarItems(page, locale);
    });

  // One page with a query and a hash: the dropdowns' links keep both, and following one keeps them.
  test(`${locale}: the version dropdown offers Next and the release history; the language dropdown both locales, and its switch keeps the path, the query and the hash`, async ({
    page,
  }) => {
    const other: Locale = locale === 'en' ? 'zh-Hans' : 'en';
    const here = 'docs/api/basic/produce/?tab=ts#top';
    await open(page, `${base}${here}`);
    const dropdowns = async () => {
      await openMobileMenuIfNeeded(page);
      const mobile = isMobileWidth(page);
      const scope = mobile ? page.locator('.navbar-sidebar') : page.locator('nav.navbar');
      await test.step(`the version dropdown${mobile ? ' at 390 px' : ''}`, async () => {
        const menu = await openDropdown(page, scope, mobile, L(locale, '选择版本', 'Versions'), /^Next$/);
        await expect(menu.getByRole('link', {name: 'Next', exact: true})).toHaveAttribute('href', `${base}${here}`);
        await expect(menu.getByRole('link', {name: L(locale, '历史版本', 'Release history')})).toHaveAttribute(
          'href',
          `${base}docs/changelog/intro/`,
        );
      });
      return test.step(`the language dropdown${mobile ? ' at 390 px' : ''}`, async () => {
        const label = L(locale, '简体中文', 'English');
        const menu = await openDropdown(page, scope, mobile, L(locale, '选择语言', 'Languages'), label);
        if (!mobile) await expect(menu.locator('a.dropdown__link--active')).toHaveText(label);
        await expect(menu.getByRole('link', {name: '简体中文'})).toHaveAttribute('href', `/limu/${here}`);
        await expect(menu.getByRole('link', {name: 'English'})).toHaveAttribute('href', `/limu/en/${here}`);
        return menu;
      });
    };
    let menu = await dropdowns();
    // The phone layout (the dropdowns in the menu) is checked in zh-Hans, narrowed in place, and the
    // switch followed there; in en it is followed at 1280 px.
    if (locale === 'zh-Hans') {
      await page.mouse.move(0, 500);
      await resize(page);
      menu = await dropdowns();
    }
    await menu.getByRole('link', {name: L(other, '简体中文', 'English')}).click();
    await test.step('the switch keeps the path, the query and the hash', async () => {
      await expect(page).toHaveURL(`${localeBase(other)}${here}`);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.locator('h1').first()).toHaveText('produce');
    });
  });
  // The footer, the skip link's text and the announcement bar's text are facts of the served HTML:
  // tests/build/chrome.test.ts.
}

// One load of /limu/docs/intro/ for what the chrome does there. The skip link goes first: it must be
// the first Tab stop of a page nothing has touched yet. The api item, a navigation away, goes last.
test('zh-Hans /limu/docs/intro/: title, copyright and TOC levels; the skip link; the 996 px breakpoint; the navbar on scroll; the navbar items', async ({
  page,
}) => {
  await open(page, '/limu/docs/intro/');
  const navbar = page.locator('nav.navbar');

  await test.step('the skip link is the first Tab stop and moves focus to the main content', async () => {
    await page.keyboard.press('Tab');
    const skip = page.locator('a[href="#__docusaurus_skipToContent_fallback"]');
    await expect(skip).toBeFocused();
    await expect(skip).toHaveText('跳到主要内容');
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    // The theme focuses <main> and drops its temporary tabindex, so the next Tab stop is the first
    // focusable element of the content, not the navbar.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() =>
      Boolean(document.activeElement?.closest('main, #__docusaurus_skipToContent_fallback')),
    );
    expect(inMain, 'after the skip link, Tab lands inside the main content').toBe(true);
    const inNavbar = await page.evaluate(() => Boolean(document.activeElement?.closest('nav.navbar, aside')));
    expect(inNavbar).toBe(false);
    await expect(page.locator('main h1')).toHaveText(docTitles('zh-Hans', 'intro.md').h1);
  });

  // ARCHITECTURE.md §9 business constants: the config and the page.
  await test.step('TOC levels 2–3, copyright 2025, title delimiter |, default locale zh-Hans', async () => {
    const theme = config.themeConfig as unknown as {
      tableOfContents: {minHeadingLevel: number; maxHeadingLevel: number};
      footer: {copyright: string};
    };
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(config.titleDelimiter).toBe('|');
    expect(config.i18n.defaultLocale).toBe('zh-Hans');
    expect(theme.footer.copyright).toContain('2025');
    await expect(page).toHaveTitle(/^.+ \| limu$/);
    await expect(page.locator('footer .footer__copyright')).toContainText('2025');
  });

  // The page narrowed across the breakpoint in place: the collapse is the theme's CSS media query (and
  // useWindowSize, which follows resizes), so each width is checked as a reader sees it.
  const toggle = navbar.getByRole('button', {name: '切换导航栏'});
  const blog = navbar.getByRole('link', {name: '博客', exact: true});
  for (const [width, mobile] of [
    [995, true],
    [996, true],
    [997, false],
    [1280, false],
  ] as const) {
    await test.step(`breakpoint 996 px: at ${width}px the navbar is ${mobile ? 'collapsed behind the toggle' : 'fully shown'}`, async () => {
      await page.setViewportSize({width, height: 800});
      if (mobile) {
        await expect(toggle, `toggle at ${width}px`).toBeVisible();
        await expect(blog, `blog link in the bar at ${width}px`).toBeHidden();
      } else {
        await expect(toggle, `toggle at ${width}px`).toBeHidden();
        await expect(blog, `blog link in the bar at ${width}px`).toBeVisible();
      }
    });
  }

  // Hidden or shown is judged by where the bar is once it has stopped sliding (navbarPlace), what the
  // reader sees, not by the class that moves it.
  const scrollTo = async (y: number) => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
    // Let the scroll event of this position be dispatched (it fires in the next frame, before its
    // animation callbacks) before the next jump: two jumps in one frame are one scroll event, from
    // the first position to the last, and the navbar rule compares each event with the one before.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  };
  const place = (where: 'hidden' | 'shown', when: string) =>
    expect.poll(() => navbarPlace(page), `the navbar ${when}`).toBe(where);
  for (const width of [1280, 390]) {
    await test.step(`the navbar hides on scroll down and comes back on scroll up, at the top and near the bottom, at ${width} px`, async () => {
      if (width === 390) await resize(page);
      // Long enough to scroll whatever its content.
      await page.evaluate(() => {
        document.querySelector<HTMLElement>('.main-wrapper')!.style.minHeight = '6000px';
      });
      await place('shown', 'at the top');
      await scrollTo(600);
      await scrollTo(1200);
      await place('hidden', 'on scroll down');
      await scrollTo(1000);
      await place('shown', 'on scroll up');
      await scrollTo(2000);
      await place('hidden', 'on scroll down again');
      // Scrolling on down to the end of the page: it reappears near the bottom (ARCHITECTURE.md §4).
      const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      await scrollTo(bottom - 400);
      await place('hidden', 'further down');
      await scrollTo(bottom);
      await place('shown', 'at the bottom');
      await scrollTo(0);
      await place('shown', 'back at the top');
    });
  }

  await page.setViewportSize({width: 1280, height: 800});
  await navbarItems(page, 'zh-Hans');
});

// ARCHITECTURE.md §4: colour mode.
const colourMode = (page: Page) => page.locator('html').getAttribute('data-theme');
const visibleColourToggle = (page: Page) => colourToggle(page).filter({visible: true}).first();

/** On a narrow screen the colour toggle is in the mobile sidebar: open it, click, close it. */
async function clickToggle(page: Page): Promise<void> {
  const narrow = (page.viewportSize()?.width ?? 1280) < 996;
  // The server's buttons do nothing until the page has hydrated.
  await hydrated(page);
  if (narrow) await page.locator('button.navbar__toggle').click();
  await visibleColourToggle(page).click();
  if (narrow) {
    await page.locator('.navbar-sidebar__close').click();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  }
}

// At 390px the toggle sits in the mobile menu (clickToggle): the last switch is made there, the page
// narrowed in place. One test: each step needs the state the one before left (a stored choice, an open
// second tab), and the page loads are its cost.
test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('light by default under a dark system; the switch persists `theme`, reaches other tabs, survives reloads and is set before paint', async ({
    page,
    context,
  }) => {
    await test.step('light by default even when the system prefers dark, nothing stored', async () => {
      await open(page, '/limu/');
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
      expect(await colourMode(page)).toBe('light');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    });
    const other = await context.newPage();
    await test.step('another page, in another tab of the same browser, is light too', async () => {
      await open(other, '/limu/en/blog/');
      expect(await colourMode(other)).toBe('light');
    });
    // The reader goes back to the first tab (a tab in the background gets no animation frames).
    await page.bringToFront();
    await test.step('the switch turns dark, stores `theme` and the other tab follows', async () => {
      await clickToggle(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
    await test.step('the stored choice survives a reload, set before the page paints', async () => {
      await page.reload();
      // Set by the inline script in <head>, before React starts.
      expect(await colourMode(page)).toBe('dark');
      await hydrated(page);
      expect(await colourMode(page)).toBe('dark');
    });
    await test.step('at 390 px, the switch in the mobile menu turns light again, stores it and the other tab follows', async () => {
      await resize(page);
      await clickToggle(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
      await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    });
  });
});

test.describe('mobile sidebar (below 996px)', () => {
  test.use({viewport: {width: 390, height: 844}});

  // The menu's behaviour runs once: the secondary menu in zh-Hans, Escape in en; each checks its
  // locale's labels (toggle, back and close buttons). One load of the zh-Hans produce page: the menu
  // not drawn before the reader reaches for it (so first), then opened, closed and opened again.
  test(`zh-Hans: the menu is drawn when the reader reaches for its button, and still slides in; docs pages open on the secondary docs menu with a translated 'Back to main menu'`, async ({
    page,
  }) => {
    // src/theme/Navbar/Layout: drawing it with the docs sidebar after load was a long task on phones.
    await open(page, '/limu/docs/api/basic/produce/');
    const drawer = page.locator('.navbar-sidebar');
    const toggle = page.getByRole('button', {name: '切换导航栏'});
    await test.step('by keyboard: focusing the button draws the menu, closed; Enter opens it with its transition', async () => {
      await page.waitForTimeout(300);
      await expect(drawer, 'drawn before the reader reached for the menu').toHaveCount(0);
      await page.evaluate(() => {
        const w = window as unknown as {__slid: string[]};
        w.__slid = [];
        document.addEventListener('transitionrun', (event) => {
          if ((event.target as Element).classList.contains('navbar-sidebar')) w.__slid.push(event.propertyName);
        });
      });
      await toggle.focus();
      await expect(drawer).toHaveCount(1);
      await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
      await expect(drawer).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(drawer).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as {__slid: string[]}).__slid))
        .toContain('transform');
      await drawer.getByRole('button', {name: '关闭导航栏'}).click();
      await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    });
    await test.step("a docs page opens on the secondary docs menu; '← 回到主菜单' leads to the main one; the close button", async () => {
      await expect(page.locator('nav.navbar .navbar__items .navbar__link').first()).toBeHidden();
      await toggle.click();
      const sidebar = page.locator('.navbar-sidebar');
      await expect(sidebar).toBeVisible();
      const back = sidebar.locator('button.navbar-sidebar__back');
      await expect(back).toHaveText('← 回到主菜单');
      // Secondary menu: the docs sidebar, with the current page active.
      await expect(sidebar.locator('.menu__link--active', {hasText: 'produce'})).toBeInViewport();
      await back.click();
      // The two panels slide: the main menu comes into view, the docs menu leaves it.
      await expect(sidebar.getByRole('link', {name: '博客', exact: true})).toBeInViewport();
      await expect(sidebar.locator('.menu__link--active', {hasText: 'produce'})).not.toBeInViewport();
      await sidebar.getByRole('button', {name: '关闭导航栏'}).click();
      await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    });
    await test.step('by pointer, on a new page (/limu/en/docs/intro/): pressing the button draws the menu before the click opens it', async () => {
      await page.goto('/limu/en/docs/intro/');
      await hydrated(page);
      await expect(drawer).toHaveCount(0);
      const box = (await page.locator('button.navbar__toggle').boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await expect(drawer).toHaveCount(1);
      await expect(drawer).toBeHidden();
      await page.mouse.up();
      await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
      await expect(drawer.locator('.menu__link--active[href="/limu/en/docs/intro/"]')).toBeInViewport();
    });
  });

  test(`en: Escape closes the menu and gives the focus back to its button; the menu's English labels`, async ({
    page,
  }) => {
    await open(page, '/limu/en/docs/api/basic/produce/');
    const toggle = page.locator('button.navbar__toggle');
    await expect(toggle).toHaveAccessibleName('Toggle navigation bar');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const navbar = page.locator('nav.navbar');
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.locator('button.navbar-sidebar__back')).toHaveText('← Back to main menu');
    await expect(sidebar.getByRole('button', {name: 'Close navigation bar'})).toBeVisible();
    // From inside the menu, as a keyboard reader would be.
    await page.locator('.navbar-sidebar .theme-doc-sidebar-menu a[aria-current="page"]').focus();
    await page.keyboard.press('Escape');
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toBeFocused();
  });

  // One load of the home page: the reader's 5 taps from it first, then, back home by a client-side
  // navigation, the menu closed by Back and by a desktop-sized window.
  test('createDraft in 5 taps from home: a category with its own page opens in the menu; the menu closes on back navigation (staying on the page) and when the window becomes desktop-sized', async ({
    page,
  }) => {
    await open(page, '/limu/');
    await test.step('createDraft in 5 taps from home: a category with its own page opens in the menu', async () => {
      const menu = page.locator('nav.navbar');
      const toggle = page.getByRole('button', {name: '切换导航栏'});
      let taps = 0;
      const tap = async (target: Locator) => {
        await target.click();
        taps += 1;
      };
      await tap(toggle);
      await tap(page.locator('.navbar-sidebar .menu__link', {hasText: /^api$/}));
      await expect(page).toHaveURL(/\/limu\/docs\/api\/$/);
      // The URL changes first; the menu closes when the new page renders (the theme's location change),
      // so a reader's next tap is on the page that has arrived.
      await expect(page.locator('article h1')).toHaveText('API 总览');
      await tap(toggle);
      await tap(page.locator('.navbar-sidebar .menu__link', {hasText: /^基础 API$/}));
      // The menu stays open on the category, its pages listed.
      await expect(menu).toHaveClass(/navbar-sidebar--show/);
      await tap(page.locator('.navbar-sidebar .menu__link', {hasText: 'createDraft / finishDraft'}));
      await expect(page).toHaveURL(/\/limu\/docs\/api\/basic\/create-draft\/$/);
      await expect(page.locator('article h1')).toHaveText('createDraft / finishDraft');
      expect(taps).toBe(5);
    });
    await test.step('the menu closes on back navigation (staying on the page) and when the window becomes desktop-sized', async () => {
      await clientNavigate(page, '/limu/');
      await page.locator('a.button[href="/limu/docs/intro/"]').click();
      await expect(page.locator('h1').first()).toHaveText(docTitles('zh-Hans', 'intro.md').h1);
      const navbar = page.locator('nav.navbar');
      const toggle = page.locator('button.navbar__toggle');
      await toggle.click();
      await expect(navbar).toHaveClass(/navbar-sidebar--show/);
      await page.goBack();
      await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
      await expect(page).toHaveURL(/\/limu\/docs\/intro\/$/);
      await toggle.click();
      await expect(navbar).toHaveClass(/navbar-sidebar--show/);
      await page.setViewportSize({width: 1280, height: 844});
      await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
      await expect(toggle).toBeHidden();
      await page.setViewportSize({width: 390, height: 844});
      await expect(toggle).toBeVisible();
      await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
    });
  });
});

test.describe('progress bar on route changes', () => {
  test('200 ms delay, starts at 0.08, trickles by at most 0.02 every 800 ms, 200 ms animation, no spinner', async ({
    page,
  }) => {
    await open(page, '/limu/');
    await page.waitForLoadState('networkidle');
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 2600));
      await route.continue();
    });
    // Record every change of the bar's position with its time.
    await page.evaluate(() => {
      const w = window as unknown as {__bar: {t: number; x: string}[]; __click: number};
      w.__bar = [];
      document.addEventListener('click', () => (w.__click = performance.now()), {capture: true});
      const observe = new MutationObserver(() => {
        const bar = document.querySelector<HTMLElement>('#nprogress .bar');
        if (bar && w.__bar.at(-1)?.x !== bar.style.transform)
          w.__bar.push({t: performance.now(), x: bar.style.transform});
      });
      observe.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['style'],
      });
    });
    await page.locator('a.button[href="/limu/docs/intro/"]').click();
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    const transition = await page.locator('#nprogress .bar').evaluate((el) => el.style.transition);
    expect(transition).toMatch(/200ms/);
    // Wait for two trickles while the route is still loading.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {__bar: unknown[]}).__bar.length), {timeout: 4000})
      .toBeGreaterThanOrEqual(3);
    const {bar, click} = await page.evaluate(() => {
      const w = window as unknown as {__bar: {t: number; x: string}[]; __click: number};
      return {bar: w.__bar, click: w.__click};
    });
    const status = (x: string) => 1 + Number(/translate3d\((-?[\d.]+)%/.exec(x)?.[1]) / 100;
    expect(bar[0].t - click, 'delay before the bar shows').toBeGreaterThanOrEqual(195);
    expect(status(bar[0].x)).toBeCloseTo(0.08, 5);
    for (let i = 1; i < 3; i += 1) {
      const step = status(bar[i].x) - status(bar[i - 1].x);
      expect(step, `trickle ${i} size`).toBeGreaterThan(0);
      expect(step, `trickle ${i} size`).toBeLessThanOrEqual(0.02 + 1e-9);
      // Timers never fire early, so a lower bound is exact; an upper bound would only measure how
      // busy the machine is (CI shares 2 cores between two workers).
      expect(bar[i].t - bar[i - 1].t, `trickle ${i} interval`).toBeGreaterThan(700);
    }
    await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 15_000});
  });

  test.describe('after a hover', () => {
    // A fast change is one whose code the hover preloaded. Docusaurus preloads nothing on the data-saver
    // connection the tests' pages see by default (support/fixtures.ts): the click then loaded the code,
    // which on a busy machine took over 200 ms, and the bar showed (a retry in a full run, 2026-11-28).
    test.use({prefetch: true});
    const watchProgress = (page: Page) =>
      page.evaluate(() => {
        const w = window as unknown as {__np: {click?: number; shown?: number}};
        w.__np = {};
        document.addEventListener('click', () => (w.__np.click = performance.now()), {capture: true});
        new MutationObserver(() => {
          if (w.__np.shown === undefined && document.getElementById('nprogress')) w.__np.shown = performance.now();
        }).observe(document.documentElement, {childList: true, subtree: true});
      });
    const progress = (page: Page) =>
      page.evaluate(() => (window as unknown as {__np: {click?: number; shown?: number}}).__np);

    test('does not appear for a fast page change (and the home page shows no base-URL banner)', async ({page}) => {
      await open(page, '/limu/');
      // The build served at its base URL: Docusaurus's misconfiguration banner stays hidden.
      await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toBeHidden();
      const link = page.locator('a.button[href="/limu/docs/intro/"]');
      await link.hover();
      await page.waitForLoadState('networkidle');
      await watchProgress(page);
      await link.click();
      await expect(page.locator('h1').first()).toHaveText(docTitles('zh-Hans', 'intro.md').h1);
      // Give a bar that was wrongly scheduled the time to show.
      await page.waitForTimeout(400);
      expect((await progress(page)).shown).toBeUndefined();
    });
  });
});

test.describe('base URL misconfiguration', () => {
  let origin = '';
  let close = () => {};
  test.beforeAll(async () => {
    // The build served at / instead of /limu/: its scripts and styles are not found there.
    // The same server the site is tested with, in its own process: loaded in this one, the script
    // (top-level await, so native ESM) would meet the CommonJS copy of src/data/site.mjs the specs
    // load. The OS picks a free port, so parallel workers never collide.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const server = spawn(
      process.execPath,
      ['scripts/serve.mjs', '--dir', 'build', '--base', '/', '--port', String(port)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
      server.on('exit', (code) => reject(new Error(`scripts/serve.mjs exited with ${code}`)));
    });
    origin = `http://127.0.0.1:${port}`;
    close = () => server.kill();
  });
  test.afterAll(() => close());

  // Its counterpart, no banner when the base URL is right: the progress-bar test above, on the home page.
  test('the home page shows the base-URL banner', async ({page, consoleLog}) => {
    consoleLog.allow('error', /Failed to load resource|MIME type|Refused to (apply|execute)/);
    await page.goto(`${origin}/`);
    const banner = page.locator('#__docusaurus-base-url-issue-banner-container');
    await expect(banner).toBeVisible({timeout: 10_000});
    await expect(banner).toContainText('Your Docusaurus site did not load properly');
    await expect(banner).toContainText('/limu/');
  });
});
