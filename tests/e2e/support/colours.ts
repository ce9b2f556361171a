// Colour checks of the crawl (tests/e2e/crawl.spec.ts): what colour combinations a page shows, one
// element of each for axe's colour rules, the switch of colour mode in place.
import {expect, type Page} from '@playwright/test';

export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];

/** axe's rules that read colours: the only ones run in dark mode (the DOM is the same in both modes). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** Code blocks: checked for colour by crawl.spec.ts's "code blocks" test, on the pages that cover them. */
export const CODE = 'pre code';

/** The attribute `colourCombinations` puts on one element of each combination it is asked to mark. */
export const PROBE = 'data-colour-probe';

/**
 * What axe's colour rules judge on a page, as a set of combinations: for every visible element with
 * text of its own, its text colour, the backgrounds behind it down to the first opaque one, its size,
 * weight, opacity and shadow; for a link inside a block of text, also the colour of that text and the
 * link's underline. Two elements with the same combination get the same verdict, so the colour rules
 * need to run only on one element of each combination (the crawl): given `mark`, the
 * first element (the link, for a link's text) of each of those combinations gets the PROBE attribute;
 * given `allBut`, the first element of each combination not in it does. Marks of an earlier call are
 * removed first.
 */
export async function colourCombinations(
  page: Page,
  mark: string[] = [],
  {allBut}: {allBut?: string[]} = {},
): Promise<string[]> {
  return page.evaluate(
    ([code, marks, probe, known]) => {
      document.querySelectorAll(`[${probe}]`).forEach((e) => e.removeAttribute(probe));
      const found = new Set<string>();
      const wanted = new Set(marks);
      // With `allBut`: mark one element of every combination not in it, in the same walk.
      const skip = known ? new Set(known) : null;
      // Memoized up the tree: every element with text asks the same questions of its ancestors.
      const layersOf = new Map<Element, string[]>();
      const backgrounds = (el: Element | null): string[] => {
        if (!el) return [];
        const known = layersOf.get(el);
        if (known) return known;
        const s = getComputedStyle(el);
        const layers = s.backgroundImage === 'none' ? [] : [s.backgroundImage];
        const c = s.backgroundColor;
        const clear = c === 'transparent' || /^rgba\(.*, 0\)$/.test(c);
        if (!clear) layers.push(c);
        // Down to the first opaque colour: what lies under it cannot show through.
        const all = !clear && !c.startsWith('rgba') ? layers : [...layers, ...backgrounds(el.parentElement)];
        layersOf.set(el, all);
        return all;
      };
      const opacityOf = new Map<Element, number>();
      const opacity = (el: Element | null): number => {
        if (!el) return 1;
        let o = opacityOf.get(el);
        if (o === undefined) opacityOf.set(el, (o = Number(getComputedStyle(el).opacity) * opacity(el.parentElement)));
        return o;
      };
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        if (el.closest(code)) continue;
        const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        if (!ownText || !el.checkVisibility({visibilityProperty: true})) continue;
        const s = getComputedStyle(el);
        const link = el.closest('a');
        const block = link?.parentElement?.closest('p, li, td, dd, blockquote');
        const key = [
          s.color,
          backgrounds(el).join(' over '),
          s.fontSize,
          s.fontWeight,
          Math.round(opacity(el) * 100) / 100,
          s.textShadow,
          block ? `link in text: ${getComputedStyle(block).color} ${getComputedStyle(link!).textDecorationLine}` : '',
        ].join(' | ');
        if (wanted.delete(key) || (skip && !skip.has(key) && !found.has(key))) (link ?? el).setAttribute(probe, '');
        found.add(key);
      }
      return Array.from(found);
    },
    [CODE, mark, PROBE, allBut ?? null] as const,
  );
}

/**
 * Switches the colour mode of a loaded, hydrated page in place, through the navbar's colour toggle
 * (light and dark alternate: `respectPrefersColorScheme` is off): its click handler, dispatched to
 * the button once it is enabled (hydrated). Not a pointer click: the navbar hides on scroll down, and a
 * pointer click on a page scrolled down (the home demo's test) scrolls to the button while the navbar
 * slides back in, so the press can start on the button and end beside it: no click, the mode unchanged
 * (the button left focused), as in two CI runs on a loaded machine. Below 996 px the button is hidden
 * (the reader's copy is in the mobile menu): the same dispatch switches the page without the menu.
 * A reader's own clicks on the toggle are tested in chrome.spec.ts and early-press.spec.ts.
 */
export async function switchMode(page: Page, mode: Mode): Promise<void> {
  // One round trip (this runs once or twice on every page of the crawl).
  const problem = await page.evaluate(async (want) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30)));
    const html = document.documentElement;
    if (html.dataset.theme !== want) {
      const until = performance.now() + 5000;
      // By its accessible name (an aria-label in both locales), as `colourToggle` in fixtures.ts.
      const toggle = () =>
        document.querySelector<HTMLButtonElement>(
          'nav.navbar button[aria-label^="Switch between dark and light mode"], nav.navbar button[aria-label^="切换浅色/暗黑模式"]',
        );
      // Enabled once React has mounted it in the browser, a render after hydration.
      while (!toggle() || toggle()!.disabled) {
        if (performance.now() > until) return 'the colour toggle is not enabled 5 s after the call';
        await frame();
      }
      toggle()!.click();
      while (html.dataset.theme !== want) {
        if (performance.now() > until) return `data-theme is "${html.dataset.theme}" 5 s after the toggle's click`;
        await frame();
      }
    }
    // One frame, so the repaint and any effect of the switch happen, then the colour transitions it
    // starts are taken to their end (Infima fades navbar links over 200 ms: axe must not read a colour
    // halfway); the end is what waiting would show, without the wait.
    await frame();
    for (const a of document.getAnimations()) if (a.effect?.getComputedTiming().endTime !== Infinity) a.finish();
    return null;
  }, mode);
  expect(problem, `switching ${page.url()} to ${mode} mode`).toBeNull();
}

/**
 * The fewest items (greedy) whose features together are every feature of any item, each with the
 * features it is the first to cover (those its page is asked to show, once each).
 */
export function greedyCover<T>(features: ReadonlyMap<string, ReadonlySet<T>>): [string, T[]][] {
  const left = new Set([...features.values()].flatMap((f) => [...f]));
  const picked: [string, T[]][] = [];
  while (left.size > 0) {
    let best = '';
    let gain = 0;
    for (const [key, f] of features) {
      const g = [...f].filter((x) => left.has(x)).length;
      if (g > gain) [best, gain] = [key, g];
    }
    const covers = [...features.get(best)!].filter((x) => left.has(x));
    for (const x of covers) left.delete(x);
    picked.push([best, covers]);
  }
  return picked;
}
