// The theme's back-to-top button is fixed in the screen's bottom-right corner, where on a phone it
// covered the text of a run's output. While an output is under the button's place, the page says so
// on <html> and the button steps aside (styles.module.css), so it never covers what a run printed.
// Checked in the scroll event and by a ResizeObserver, which both run before the frame is painted: an
// IntersectionObserver answers a task later, and under load the button showed over the output for a
// frame or more (tests/e2e/runnable.spec.ts, touch).
import {useEffect, type RefObject} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';

export const OUTPUT_UNDER_BUTTON = 'data-run-output-under-back-to-top';
const under = new Set<Element>();
const mark = () => document.documentElement.toggleAttribute(OUTPUT_UNDER_BUTTON, under.size > 0);

/** The button's place on the screen: the box the theme's CSS gives it (hidden, it is scaled to nothing). */
function buttonPlace(button: HTMLElement): {top: number; left: number; bottom: number; right: number} {
  const s = getComputedStyle(button);
  const [right, bottom, width, height] = [s.right, s.bottom, s.width, s.height].map(parseFloat) as [
    number,
    number,
    number,
    number,
  ];
  const {clientWidth, clientHeight} = document.documentElement;
  return {
    top: clientHeight - bottom - height,
    left: clientWidth - right - width,
    bottom: clientHeight - bottom,
    right: clientWidth - right,
  };
}

/** Keeps the back-to-top button (docs pages have one) off the output `ref` holds. */
export function useClearOfBackToTop(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const output = ref.current;
    const button = document.querySelector<HTMLElement>(`.${ThemeClassNames.common.backToTopButton}`);
    if (!output || !button) return undefined;
    const check = () => {
      const o = output.getBoundingClientRect();
      const b = buttonPlace(button);
      if (o.left < b.right && b.left < o.right && o.top < b.bottom && b.top < o.bottom) under.add(output);
      else under.delete(output);
      mark();
    };
    const resized = new ResizeObserver(check);
    resized.observe(output);
    window.addEventListener('scroll', check, {passive: true});
    window.addEventListener('resize', check);
    return () => {
      resized.disconnect();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      under.delete(output);
      mark();
    };
  }, [ref]);
}
