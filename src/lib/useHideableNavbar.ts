// The theme's useHideableNavbar (theme-common 3.10), with one rule changed for ARCHITECTURE.md §4 "Navbar on
// scroll: ... reappears when scrolling up, at the top, or near the page bottom". The theme keeps the
// navbar hidden at the bottom (against rubber-band bounce); here it comes back within one navbar
// height of the end of the page, so the reader who finished a page has the navigation at hand.
// Also changed: the navbar's height is read when the reader scrolls, not when the navbar mounts. The
// theme reads it in the ref callback, in the middle of hydrating the page, which forced a layout of
// the whole page inside that task (about 50 ms at 4x CPU on a long docs page).
import {useCallback, useRef, useState} from 'react';
import {useLocationChange, useScrollPosition} from '@docusaurus/theme-common/internal';

export function useHideableNavbar(hideOnScroll: boolean): {
  navbarRef: (node: HTMLElement | null) => void;
  isNavbarVisible: boolean;
} {
  const [isNavbarVisible, setIsNavbarVisible] = useState(hideOnScroll);
  const isFocusedAnchor = useRef(false);
  const navbar = useRef<HTMLElement | null>(null);
  const navbarRef = useCallback((node: HTMLElement | null) => {
    navbar.current = node;
  }, []);

  useScrollPosition(({scrollY: scrollTop}, lastPosition) => {
    if (!hideOnScroll) return;
    const navbarHeight = navbar.current?.getBoundingClientRect().height ?? 0;
    // At the top (also absorbs rubber-band scrolling above the page).
    if (scrollTop < navbarHeight) {
      setIsNavbarVisible(true);
      return;
    }
    // A jump to an anchor scrolls down, but the reader did not scroll: keep it as it is.
    if (isFocusedAnchor.current) {
      isFocusedAnchor.current = false;
      return;
    }
    const nearBottom = scrollTop + window.innerHeight >= document.documentElement.scrollHeight - navbarHeight;
    const lastScrollTop = lastPosition?.scrollY;
    setIsNavbarVisible(nearBottom || !(lastScrollTop && scrollTop >= lastScrollTop));
  });

  useLocationChange(({location}) => {
    if (!hideOnScroll) return;
    const anchor = location.hash ? document.getElementById(location.hash.substring(1)) : undefined;
    if (anchor) {
      isFocusedAnchor.current = true;
      setIsNavbarVisible(false);
      return;
    }
    setIsNavbarVisible(true);
  });

  return {navbarRef, isNavbarVisible};
}
