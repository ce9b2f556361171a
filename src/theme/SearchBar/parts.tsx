// Pieces shared by the look-alike box (./index.tsx) and the real one (./SearchBox.tsx), so the
// swap does not move a pixel.
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

/** The shortcut is mod+k: ⌘K on a Mac, Ctrl+K elsewhere. */
export const SHORTCUT_KEY = 'k';

export function isMac(): boolean {
  return typeof navigator !== 'undefined' && /mac/i.test(navigator.userAgent);
}

export function isShortcut(event: KeyboardEvent): boolean {
  const mod = isMac() ? event.metaKey : event.ctrlKey;
  return mod && !event.altKey && !event.shiftKey && event.key.toLowerCase() === SHORTCUT_KEY;
}

export function searchLabel(): string {
  return translate({
    id: 'theme.SearchBar.label',
    message: '搜索',
    description: 'The ARIA label and placeholder for search button',
  });
}

export function SearchIcon(): ReactNode {
  return (
    <svg aria-hidden="true" className={styles.icon} focusable="false" viewBox="0 0 16 16">
      <path
        fill="currentColor"
        d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
      />
    </svg>
  );
}

/** ⌘ K / ctrl K, after hydration only (the server cannot know the reader's platform). */
export function ShortcutHints(): ReactNode {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return null;
  return (
    <div className={styles.hints} aria-hidden="true">
      <kbd className={styles.hint}>{isMac() ? '⌘' : 'ctrl'}</kbd>
      <kbd className={styles.hint}>{SHORTCUT_KEY.toUpperCase()}</kbd>
    </div>
  );
}
