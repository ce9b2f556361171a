// Ejected from theme-classic 3.10 (Navbar/Layout) for two changes: the hide-on-scroll rule, with
// src/lib/useHideableNavbar (navbar back near the page bottom, ARCHITECTURE.md §4), and the mobile
// menu drawn when the reader reaches for it (below). Markup and classes as the theme's.
import {useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';
import type {Props} from '@theme/Navbar/Layout';
import {useHideableNavbar} from '@site/src/lib/useHideableNavbar';
import styles from './styles.module.css';

function NavbarBackdrop(props: ComponentProps<'div'>): ReactNode {
  return <div role="presentation" {...props} className={clsx('navbar-sidebar__backdrop', props.className)} />;
}

/**
 * Below 996 px the theme draws the mobile menu, with the whole docs sidebar in it, as soon as the
 * window size is known: in the effects that follow the first hydration, a long task on a phone
 * (30 ms unthrottled on the produce page, so 120 ms in Lighthouse's mobile run). It is drawn when
 * the reader reaches for the menu button instead (pointer down or focus, before the click that opens
 * it, so the menu still slides in), or at once if it is opened some other way.
 */
function useMobileSidebarDrawn(shouldRender: boolean, shown: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!shouldRender || drawn) return undefined;
    const reach = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.navbar__toggle')) setDrawn(true);
    };
    document.addEventListener('pointerdown', reach, true);
    document.addEventListener('focusin', reach, true);
    return () => {
      document.removeEventListener('pointerdown', reach, true);
      document.removeEventListener('focusin', reach, true);
    };
  }, [shouldRender, drawn]);
  return drawn || shown;
}

/**
 * Escape closes the open mobile menu and puts the focus back on the button that opened it (the
 * theme closes it only by its buttons, the backdrop or navigation). Issue 27.
 */
function useEscapeCloses(shown: boolean, close: () => void): void {
  useEffect(() => {
    if (!shown) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close();
      document.querySelector<HTMLButtonElement>('button.navbar__toggle')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown, close]);
}

export default function NavbarLayout({children}: Props): ReactNode {
  const {
    navbar: {hideOnScroll, style},
  } = useThemeConfig();
  const mobileSidebar = useNavbarMobileSidebar();
  const {navbarRef, isNavbarVisible} = useHideableNavbar(hideOnScroll);
  const mobileSidebarDrawn = useMobileSidebarDrawn(mobileSidebar.shouldRender, mobileSidebar.shown);
  useEscapeCloses(mobileSidebar.shown, mobileSidebar.toggle);
  return (
    <nav
      ref={navbarRef}
      aria-label={translate({
        id: 'theme.NavBar.navAriaLabel',
        message: 'Main',
        description: 'The ARIA label for the main navigation',
      })}
      // Our own mark of the hidden navbar, for the behaviour matrix's sticky header (no class name to match).
      data-hidden={hideOnScroll && !isNavbarVisible ? '' : undefined}
      className={clsx(
        ThemeClassNames.layout.navbar.container,
        'navbar',
        'navbar--fixed-top',
        hideOnScroll && [styles.navbarHideable, !isNavbarVisible && styles.navbarHidden],
        {
          'navbar--dark': style === 'dark',
          'navbar--primary': style === 'primary',
          'navbar-sidebar--show': mobileSidebar.shown,
        },
      )}
    >
      {children}
      <NavbarBackdrop onClick={mobileSidebar.toggle} />
      {mobileSidebarDrawn && <NavbarMobileSidebar />}
    </nav>
  );
}
