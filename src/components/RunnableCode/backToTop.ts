// The theme's back-to-top button is fixed in the screen's bottom-right corner, where on a phone it
// covered the text of a run's output. While an output is under the button's place, the page says so
// on <html> and the button steps aside (styles.module.css), so it never covers what a run printed.
import {useEffect, type RefObject} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';

export const OUTPUT_UNDER_BUTTON = 'data-run-output-under-back-to-top';
const under = new Set<Element>();
const mark = () => document.documentElement.toggleAttribute(OUTPUT_UNDER_BUTTON, under.size > 0);

/** The viewport cut down to the button's box, as an IntersectionObserver root margin. */
function buttonMargin(button: HTMLElement): string {
  // The box the theme's CSS gives the button, not its current one: hidden, it is scaled to nothing.
  const s = getComputedStyle(button);
  const [right, bottom, width, height] = [s.right, s.bottom, s.width, s.height].map(parseFloat);
  const {clientWidth, clientHeight} = document.documentElement;
  const top = clientHeight - bottom - height;
  const left = clientWidth - right - width;
  return `${-top}px ${-right}px ${-bottom}px ${-left}px`;
}

/** Keeps the back-to-top button (docs pages have one) off the output `ref` holds. */
export function useClearOfBackToTop(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const output = ref.current;
    const button = document.querySelector<HTMLElement>(`.${ThemeClassNames.common.backToTopButton}`);
    if (!output || !button) return undefined;
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        ([entry]) => {
          if (entry?.isIntersecting) under.add(output);
          else under.delete(output);
          mark();
        },
        {rootMargin: buttonMargin(button)},
      );
      observer.observe(output);
    };
    observe();
    window.addEventListener('resize', observe);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', observe);
      under.delete(output);
      mark();
    };
  }, [ref]);
}
