// Navbar search, loaded on demand (issue 14). The page ships a look-alike box; the real one
// (./SearchBox.tsx, with the engine of src/lib/search) and the search data are fetched only when
// the reader focuses the box or presses the shortcut. A page opened from a hit (`?_highlight=`)
// loads only the small marker (src/lib/search/highlight.ts).
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
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SearchIcon, ShortcutHints, isShortcut, searchLabel as label} from './parts';
import styles from './styles.module.css';

const loadRealSearchBar = () => import(/* webpackChunkName: "search-bar" */ './SearchBox');

/**
 * A navbar item that throws takes the whole page down (theme-classic rethrows it as "A theme navbar
 * item failed to render"). The real box is fetched on demand and may fail on a bad network: catch
 * that here, keep the look-alike box, and let the next focus try again.
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

function loadFailedLabel(): string {
  return translate({
    id: 'search.loadFailed',
    message: '搜索没能加载，请再点一次',
    description: 'Placeholder of the navbar search box after its code failed to load',
  });
}

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
      typed.current = old?.value ?? '';
      if (old && document.activeElement === old) input.focus();
    }
    onReady();
  }, [box, stand, onReady]);
  useEffect(() => {
    // After the real box's first render: its value is React state, set through an input event.
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
  const {pathname, search} = useLocation();
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const [phase, setPhase] = useState<Phase>('idle');
  // A new boundary per attempt: one that caught an error stays failed.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // The real box, once its chunk is here. Not React.lazy + Suspense: the hand-over below must run
  // only once the real input is in the DOM, which an effect beside a suspended boundary cannot know.
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

  // Arriving from a search hit: mark its terms on the page (a small chunk of its own).
  useEffect(() => {
    const terms = new URLSearchParams(search).getAll('_highlight');
    if (terms.length === 0) return undefined;
    let cancel = () => {};
    let gone = false;
    import(/* webpackChunkName: "search-highlight" */ '@site/src/lib/search/highlight').then(
      ({highlightPage}) => {
        if (!gone) cancel = highlightPage(terms, pathname, locale);
      },
      (error: unknown) => console.warn('The searched terms could not be marked.', error),
    );
    return () => {
      gone = true;
      cancel();
    };
  }, [pathname, search, locale]);

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
        <div className={clsx('navbar__search', styles.container)} dir="ltr">
          <SearchIcon />
          <input
            ref={stand}
            data-stand-in=""
            className={clsx('navbar__search-input', styles.input)}
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
          <ShortcutHints />
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
