// The theme's useHideableNavbar (theme-common 3.10), with one rule changed for ARCHITECTURE.md §4 "Navbar on
// scroll: ... reappears when scrolling up, at the top, or near the page bottom". The theme keeps the
// navbar hidden at the bottom (against rubber-band bounce); here it comes back within one navbar
// height of the end of the page, so the reader who finished a page has the navigation at hand.
import {useCallback, useRef, useState} from 'react';
import {useLocationChange, useScrollPosition} from '@docusaurus/theme-common/internal';

export function useHideableNavbar(hideOnScroll: boolean): {
  navbarRef: (node: HTMLElement | null) => void;
  isNavbarVisible: boolean;
} {
  const [isNavbarVisible, setIsNavbarVisible] = useState(hideOnScroll);
  const isFocusedAnchor = useRef(false);
  const navbarHeight = useRef(0);
  const navbarRef = useCallback((node: HTMLElement | null) => {
    if (node !== null) navbarHeight.current = node.getBoundingClientRect().height;
  }, []);

  useScrollPosition(({scrollY: scrollTop}, lastPosition) => {
    if (!hideOnScroll) return;
    // At the top (also absorbs rubber-band scrolling above the page).
    if (scrollTop < navbarHeight.current) {
      setIsNavbarVisible(true);
      return;
    }
    // A jump to an anchor scrolls down, but the reader did not scroll: keep it as it is.
    if (isFocusedAnchor.current) {
      isFocusedAnchor.current = false;
      return;
    }
    const nearBottom = scrollTop + window.innerHeight >= document.documentElement.scrollHeight - navbarHeight.current;
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
