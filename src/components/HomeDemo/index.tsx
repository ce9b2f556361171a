import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {MDXProvider} from '@mdx-js/react';
import {DEMOS, type DemoId} from './demos';
import {loadRunnableCode} from '@site/src/components/RunnableCode/load';
import SampleTools from '@site/src/components/Inspector/SampleTools';
import styles from './styles.module.css';

const RunnableCode = lazy(loadRunnableCode);

/**
 * True once the element enters the viewport: the editor (and its Prism grammars, ~14 KiB gzip) loads
 * then, not before. The demo starts just below the fold at 1280 × 800, so a margin of a screen would
 * load it with every visit of the home page, scrolled or not.
 */
function useNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      {rootMargin: '0px'},
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, near]);
  return near;
}

/** The code as plain text until the editor arrives (same font and padding: no layout jump). */
function StaticCode({code}: {code: string}): ReactNode {
  return <pre className={styles.static}>{code}</pre>;
}

/** Whether the demo area has come into view (the editors load then). */
const NearContext = createContext(false);

/**
 * A demo's fenced block (from its Markdown partial): a live editor once the area is near. One code:
 * what the reader typed is what Run, Inspect and Open in playground act on.
 */
function DemoCode({
  className,
  metastring,
  code: written,
  children,
}: {
  className?: string;
  metastring?: string;
  /** The code as written (src/plugins/code-blocks); the highlighted lines in `children` are not used. */
  code?: string;
  children?: ReactNode;
}): ReactNode {
  const near = useContext(NearContext);
  const original = written ?? (typeof children === 'string' ? children.replace(/\n$/, '') : '');
  const [code, setCode] = useState(original);
  const lang = /language-(\w+)/.exec(className ?? '')?.[1] ?? 'js';
  return (
    <>
      {near ? (
        <Suspense fallback={<StaticCode code={code} />}>
          <RunnableCode code={original} lang={lang} onCodeChange={setCode} />
        </Suspense>
      ) : (
        <StaticCode code={code} />
      )}
      <SampleTools code={code} lang={lang} meta={metastring ?? ''} sharedEditor />
    </>
  );
}

// The partials hold only fenced blocks: each becomes a DemoCode (pre is a pass-through). Module-level,
// so a re-render of the tabs keeps the same component types and each demo keeps its edits.
const DEMO_COMPONENTS = {
  pre: ({children}: {children?: ReactNode}) => <>{children}</>,
  code: DemoCode,
};

/**
 * Tabs of live limu demos below the fold. The editor chunk loads when the area comes into
 * view; the sandbox worker only when a demo runs.
 */
export default function HomeDemo(): ReactNode {
  const [active, setActive] = useState<DemoId>('produce');
  const [visited, setVisited] = useState<Set<DemoId>>(() => new Set(['produce']));
  const area = useRef<HTMLElement>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const near = useNearViewport(area);

  const select = (id: DemoId) => {
    setActive(id);
    setVisited((v) => (v.has(id) ? v : new Set(v).add(id)));
  };
  // WAI-ARIA tabs: arrows, Home and End move between tabs.
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = DEMOS.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    select(DEMOS[next]!.id);
    tabs.current[next]?.focus();
  };

  return (
    <section ref={area} className={styles.demo} aria-labelledby="home-demo-title">
      <div className="container">
        <h2 id="home-demo-title">
          <Translate id="home.demo.title">在这里直接试试</Translate>
        </h2>
        <p>
          <Translate id="home.demo.intro">
            每个示例都可以修改并运行：代码在浏览器的 Web Worker 里执行，用的就是 limu 4.1.3，也可以导入 immer 和
            mutative 做对比。
          </Translate>
        </p>
        <div
          role="tablist"
          className={styles.tabs}
          aria-label={translate({id: 'home.demo.tabsLabel', message: 'limu 示例'})}
        >
          {DEMOS.map((d, i) => (
            <button
              key={d.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`demo-tab-${d.id}`}
              aria-selected={active === d.id}
              aria-controls={`demo-panel-${d.id}`}
              tabIndex={active === d.id ? 0 : -1}
              className={clsx(styles.tab, active === d.id && styles.tabActive)}
              onClick={() => select(d.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {d.id === 'bench' ? <Translate id="home.demo.benchTab">性能速测</Translate> : d.label}
            </button>
          ))}
        </div>
        {DEMOS.map((d) => (
          <div
            key={d.id}
            role="tabpanel"
            id={`demo-panel-${d.id}`}
            aria-labelledby={`demo-tab-${d.id}`}
            hidden={active !== d.id}
            className={styles.panel}
          >
            {/* A visited tab stays mounted (hidden), so its edits survive switching tabs. */}
            {visited.has(d.id) && (
              <NearContext.Provider value={near}>
                <MDXProvider components={DEMO_COMPONENTS}>
                  <d.Content />
                </MDXProvider>
              </NearContext.Provider>
            )}
            {d.id === 'bench' && (
              <p className={styles.more}>
                <Translate
                  id="home.demo.benchMore"
                  values={{
                    link: (
                      <Link to="/benchmark">
                        <Translate id="home.demo.benchLink">性能测试页</Translate>
                      </Link>
                    ),
                  }}
                >
                  {'这只是粗略计时。五个场景、开关 autoFreeze 的完整对比（带误差范围）见{link}。'}
                </Translate>
              </p>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
