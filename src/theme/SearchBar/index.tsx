// Navbar search, loaded on demand. The plugin's own SearchBar statically imports lunr, its
// language packs and mark.js (~19 KB brotli on every page). This wrapper renders a look-alike box
// and fetches the real one (then the index, via its Web Worker) only when the reader focuses the
// box, presses the shortcut, or arrives with `?_highlight=` terms to mark on the page.
import React, {
  Component,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
// Same CSS module as the real box (same class names), so the swap does not move a pixel.
import plugin from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import styles from './styles.module.css';

const loadRealSearchBar = () => import(/* webpackChunkName: "search-bar" */ '@theme-original/SearchBar');

/**
 * A navbar item that throws takes the whole page down (theme-classic rethrows it as "A theme navbar
 * item failed to render"). The real box is fetched on demand and may fail on a bad network (the
 * import, caught in SearchBar) or fail to render (caught here): keep the look-alike box, and let the
 * next focus try again.
 */
class LoadBoundary extends Component<{onError: (error: unknown) => void; children: ReactNode}, {failed: boolean}> {
  override state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** Must match `searchBarShortcutKeymap` in docusaurus.config.ts. */
const SHORTCUT_KEY = 'k';

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /mac/i.test(navigator.userAgent);
}

function isShortcut(event: KeyboardEvent): boolean {
  const mod = isMac() ? event.metaKey : event.ctrlKey;
  return mod && !event.altKey && !event.shiftKey && event.key.toLowerCase() === SHORTCUT_KEY;
}

function label(): string {
  return translate({
    id: 'theme.SearchBar.label',
    message: '搜索',
    description: 'The ARIA label and placeholder for search button',
  });
}

function loadFailedLabel(): string {
  return translate({
    id: 'search.loadFailed',
    message: '搜索没能加载，请再点一次',
    description: 'Placeholder of the navbar search box after its code failed to load',
  });
}

const SearchIcon = (): ReactNode => (
  <svg aria-hidden="true" className={plugin.searchIcon} focusable="false" viewBox="0 0 16 16">
    <path
      fill="currentColor"
      d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
    />
  </svg>
);

type Props = {handleSearchBarToggle?: (expanded: boolean) => void};
type Phase = 'idle' | 'loading' | 'ready';

function realInput(box: React.RefObject<HTMLSpanElement | null>): HTMLInputElement | null {
  return box.current?.querySelector<HTMLInputElement>('input.navbar__search-input:not([data-stand-in])') ?? null;
}

/** A controlled React input only notices a value set through the native setter + an input event. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * Runs once the real box has rendered: before paint, moves focus from the look-alike to the real
 * input and lets the look-alike go; then restores any text typed while the box was loading.
 */
function HandOver({
  box,
  stand,
  onReady,
}: {
  box: React.RefObject<HTMLSpanElement | null>;
  stand: React.RefObject<HTMLInputElement | null>;
  onReady: () => void;
}): null {
  const typed = useRef('');
  useLayoutEffect(() => {
    const input = realInput(box);
    const old = stand.current;
    if (input) {
      // The plugin hard-codes aria-label="Search"; give it the page's language.
      input.setAttribute('aria-label', label());
      typed.current = old?.value ?? '';
      if (old && document.activeElement === old) input.focus();
    }
    onReady();
  }, [box, stand, onReady]);
  useEffect(() => {
    // Once its index has loaded (seconds on a slow line) the plugin focuses its box again if it was
    // ever focused, even when the reader has tabbed on meanwhile: focus jumped back to the box. A
    // focus() call after the reader moved on is dropped; the shortcut still focuses the box.
    const input = realInput(box);
    if (!input) return undefined;
    let away = false;
    // Away = focus moved on to another element. Focus lost to nothing is not away: the plugin moves
    // the input into its own wrapper when the index arrives (a blur) and restores focus that way.
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget;
      away = to instanceof Node && !box.current?.contains(to);
    };
    const onFocusIn = () => {
      away = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (isShortcut(event)) away = false;
    };
    const focus = input.focus;
    input.focus = function focusUnlessAway(this: HTMLInputElement, options?: FocusOptions) {
      if (!away) focus.call(this, options);
    };
    input.addEventListener('focusout', onFocusOut);
    input.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKey, true);
    return () => {
      input.focus = focus;
      input.removeEventListener('focusout', onFocusOut);
      input.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [box]);
  useEffect(() => {
    // On mount the plugin resets the box to the page's `_highlight` terms in a timeout; queue after it.
    const timer = window.setTimeout(() => {
      const input = realInput(box);
      if (input && typed.current && !input.value.startsWith(typed.current)) {
        typeInto(input, typed.current + input.value);
      }
    });
    return () => window.clearTimeout(timer);
  }, [box]);
  return null;
}

export default function SearchBar(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  const [phase, setPhase] = useState<Phase>('idle');
  // A new boundary per attempt: one that caught an error stays failed.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // The real box, once its chunk is here. Not React.lazy + Suspense: the hand-over below must run
  // only once the real input is in the DOM, and Preact (the client's renderer, src/plugins/
  // preact-client) runs a suspended boundary's siblings' effects before the lazy child resolves.
  const [real, setReal] = useState<{Box: ComponentType<Props>} | null>(null);
  const onLoadError = useCallback((error: unknown) => {
    console.warn('The search box could not be loaded; focus it to try again.', error);
    setFailed(true);
    setPhase('idle');
    setAttempt((n) => n + 1);
  }, []);
  const box = useRef<HTMLSpanElement>(null);
  const stand = useRef<HTMLInputElement>(null);
  const load = useCallback(() => setPhase((p) => (p === 'idle' ? 'loading' : p)), []);
  const ready = useCallback(() => setPhase('ready'), []);

  useEffect(() => {
    if (phase !== 'loading' || real) return undefined;
    let live = true;
    // A failed chunk is requested again by the next import(): the next focus retries.
    loadRealSearchBar().then(
      (module) => live && setReal({Box: module.default}),
      (error: unknown) => live && onLoadError(error),
    );
    return () => {
      live = false;
    };
  }, [phase, real, onLoadError]);

  // A reader who clicked the box before hydration has focus but no onFocus event: load now.
  useEffect(() => {
    if (stand.current && document.activeElement === stand.current) load();
  }, [load]);

  // Arriving from a search hit: the real box marks the terms on the page.
  useEffect(() => {
    if (new URLSearchParams(search).has('_highlight')) load();
  }, [search, load]);

  // The shortcut works before the real box (which registers its own) has loaded.
  useEffect(() => {
    if (phase !== 'idle') return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (isShortcut(event)) {
        event.preventDefault();
        stand.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [phase]);

  return (
    <span ref={box} className={styles.box} data-search-state={phase}>
      {phase !== 'ready' && (
        <div className={clsx('navbar__search', plugin.searchBarContainer)} dir="ltr">
          <SearchIcon />
          <input
            ref={stand}
            data-stand-in=""
            className={clsx('navbar__search-input', plugin.searchInput)}
            placeholder={failed ? loadFailedLabel() : label()}
            aria-label={failed ? loadFailedLabel() : label()}
            autoComplete="off"
            onFocus={() => {
              props.handleSearchBarToggle?.(true);
              setFailed(false);
              load();
            }}
            onBlur={() => props.handleSearchBarToggle?.(false)}
          />
          {isBrowser && (
            <div className={plugin.searchHintContainer}>
              <kbd className={plugin.searchHint}>{isMac() ? '⌘' : 'ctrl'}</kbd>
              <kbd className={plugin.searchHint}>{SHORTCUT_KEY.toUpperCase()}</kbd>
            </div>
          )}
        </div>
      )}
      {phase !== 'idle' && real && (
        <LoadBoundary key={attempt} onError={onLoadError}>
          <real.Box {...props} />
          <HandOver box={box} stand={stand} onReady={ready} />
        </LoadBoundary>
      )}
    </span>
  );
}
