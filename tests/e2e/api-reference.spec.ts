import type {Page} from '@playwright/test';
import {switchMode} from './support/colours';
import {expect, hydrated, LOCALES, localeBase, resize, test} from './support/fixtures';
import {docRoute, sidebarDocIds} from './support/sidebars';
import {LIB_VERSIONS} from '../../src/lib/bench/versions';

// The API reference in the production build: every page has its heading and code, and the
// "why limu" diagrams are accessible and readable in both colour modes.

/** Every page of the API sidebar (sidebars.ts), as paths below the locale's /docs/api/. */
const PAGES = sidebarDocIds('api').map((id) => docRoute(id).replace(/^api\//, ''));

// This spec's strings, keyed by the one list of locales (src/data/site.mjs).
const TEXT = {
  'zh-Hans': {sharing: '结构共享', lifecycle: '草稿的一生', category: '配置与类型'},
  en: {
    sharing: 'Structural sharing',
    lifecycle: 'The life of a draft',
    category: 'Options and types',
  },
} as const;
const PER_LOCALE = LOCALES.map((l) => ({lang: l, prefix: localeBase(l), ...TEXT[l]}));

// Each API page loads without a console error, in its language, with an h1: the sitemap crawl
// (tests/e2e/crawl.spec.ts) loads every page of both locales and checks that. What is particular to
// the reference, one h1 inside the article and a code block, is read from the served HTML here.
for (const {prefix, lang} of PER_LOCALE) {
  test(`every API page in ${lang} has one article h1 and shows code`, async ({request}) => {
    expect(PAGES.length, 'the API sidebar lists its pages').toBeGreaterThan(10);
    for (const slug of PAGES) {
      const route = `${prefix}docs/api/${slug}`;
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      const article = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>'));
      expect(article.match(/<h1[\s>]/g)?.length, `${route}: h1 elements in the article`).toBe(1);
      // Every page shows code; the reference pages start with a TypeScript signature.
      expect(article, `${route}: a code block in the article`).toMatch(/<pre[\s>]/);
    }
  });
}

// One load of the API index per locale checks the screen: its heading (issue 27: the overview was "API
// overview" in the sidebar and "Why limu" as its heading), VER, both diagrams with this locale's names, the
// sidebar; in zh-Hans also the diagrams' text contrast in both colour modes (the colours are theme variables,
// the same in both locales). The 390 px step (the page narrowed in place) is the English page's.
for (const {prefix, lang, sharing, lifecycle, category} of PER_LOCALE) {
  test(`API index ${prefix} shows its sidebar label as heading, VER and both diagrams with ${lang} names`, async ({
    page,
  }) => {
    await page.goto(`${prefix}docs/api/`);
    await expect(page.locator('article strong', {hasText: LIB_VERSIONS.limu})).toBeVisible();
    await expect(page.getByRole('img', {name: new RegExp(sharing)})).toBeVisible();
    await expect(page.getByRole('img', {name: new RegExp(lifecycle)})).toBeVisible();
    // Each diagram has a description too, and its own marker ids (two diagrams, no clash).
    const markerIds = await page.locator('figure svg marker').evaluateAll((els) => els.map((el) => el.id));
    expect(new Set(markerIds).size, 'unique marker ids').toBe(markerIds.length);
    const diagramsFit = async () => {
      for (const svg of await page.locator('figure svg[role="img"]').all()) {
        await expect(svg).toHaveAttribute('aria-describedby', /.+/);
        const box = await svg.boundingBox();
        expect(box?.width, `diagram fits the ${page.viewportSize()!.width} px viewport`).toBeLessThanOrEqual(
          page.viewportSize()!.width,
        );
      }
    };
    await diagramsFit();
    if (lang === 'zh-Hans') {
      for (const theme of ['light', 'dark'] as const) {
        await test.step(`API diagrams keep AA text contrast in ${theme} mode`, async () => {
          if (theme === 'dark') await switchMode(page, theme);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          const worst = await worstDiagramContrast(page);
          expect(worst.ratio, `contrast of "${worst.text}" in ${theme} mode`).toBeGreaterThanOrEqual(4.5);
        });
      }
    }
    const sidebarMarksOverview = async () => {
      // Below 996 px the docs sidebar is in the mobile menu, drawn when the reader opens it (once the
      // navbar has hydrated: the server's button does nothing).
      if (page.viewportSize()!.width < 997) {
        await hydrated(page);
        await page.locator('button.navbar__toggle').click();
      }
      await expect(page.locator('.menu', {hasText: category}).first()).toBeVisible();
      const label = page.locator('.theme-doc-sidebar-menu a.menu__link[aria-current="page"]:visible');
      await expect(label, 'the sidebar marks the overview').toHaveCount(1);
      await expect(page.locator('article h1'), 'the heading is the sidebar label').toHaveText(
        (await label.textContent())!.trim(),
      );
    };
    await sidebarMarksOverview();
    // The phone layout is checked on the English page: its diagram labels are the longer.
    if (lang === 'en') {
      await test.step('at 390 px: the diagrams fit, the sidebar is in the menu', async () => {
        await resize(page);
        await diagramsFit();
        await sidebarMarksOverview();
      });
    }
  });
}

/** Text contrast of every diagram label against what it is drawn on, in the current colour mode. */
async function worstDiagramContrast(page: Page): Promise<{ratio: number; text: string}> {
  return page.evaluate(() => {
    const parse = (value: string): [number, number, number, number] => {
      const nums = (value.match(/[\d.]+/g) ?? []).map(Number);
      // color(srgb r g b / a) uses 0..1 channels; rgb()/rgba() uses 0..255.
      if (value.startsWith('color(')) return [nums[0] * 255, nums[1] * 255, nums[2] * 255, nums[3] ?? 1];
      return [nums[0], nums[1], nums[2], nums[3] ?? 1];
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const pageBackground = (el: Element): [number, number, number, number] => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const bg = parse(getComputedStyle(node).backgroundColor);
        if (bg[3] > 0) return bg;
      }
      return [255, 255, 255, 1];
    };
    let worst = {ratio: Infinity, text: ''};
    for (const text of Array.from(document.querySelectorAll('figure svg text'))) {
      // A label drawn inside a box sits on the box's fill; any other text sits on the page.
      const box = (text as SVGTextElement).getBBox();
      const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
      const rect = Array.from(text.parentElement?.querySelectorAll(':scope > rect') ?? []).find((r) => {
        const b = (r as SVGRectElement).getBBox();
        return cx >= b.x && cx <= b.x + b.width && cy >= b.y && cy <= b.y + b.height;
      });
      const behind = pageBackground(text.closest('figure')!);
      let bg = behind;
      if (rect) {
        const fill = parse(getComputedStyle(rect).fill);
        // Blend a translucent fill over the page, as the browser paints it.
        bg = [0, 1, 2].map((i) => fill[i] * fill[3] + behind[i] * (1 - fill[3])) as typeof bg;
      }
      const fg = parse(getComputedStyle(text).fill);
      const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
      const ratio = (hi + 0.05) / (lo + 0.05);
      if (ratio < worst.ratio) worst = {ratio, text: text.textContent ?? ''};
    }
    return worst;
  });
}
