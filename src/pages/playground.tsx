import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {useHistory} from '@docusaurus/router';
import {useLocaleText, type LocaleTable} from '@site/src/lib/useLocaleText';
import {decodeShare, encodeShare, type Shared} from '@site/src/lib/inspector/share';
import {loadInspector} from '@site/src/components/Inspector/load';
import type {LibraryChoice} from '@site/src/components/Inspector/Inspector';
import styles from './playground.module.css';

const Inspector = lazy(loadInspector);

const DEFAULT_CODE = `import { produce } from 'limu';

const base = {
  user: { name: 'limu', tags: ['fast'] },
  todos: [{ id: 1, done: false }, { id: 2, done: false }],
};
const next = produce(base, (draft) => {
  draft.todos[0].done = true;
});

console.log(next.user === base.user, next.todos === base.todos);
`;

// The page's text stays in its own chunk (see src/lib/useLocaleText).
const TEXT: LocaleTable<{
  title: string;
  description: string;
  intro: string;
  badLink: (reason: string) => string;
  loading: string;
  share: string;
  copied: string;
  inAddressBar: string;
}> = {
  'zh-Hans': {
    title: '演练场',
    description: '在浏览器里运行 limu、immer 或 mutative 的更新代码，查看结果中哪些对象是共享的、新建的、冻结的',
    intro:
      '写一段调用 produce（或 createDraft / finishDraft）的代码，选一个库运行，就能看到原始数据和结果两棵树：每个对象都标明它是与原始数据共享的、新建的、冻结的，还是遗留在结果里的已撤销草稿。你写的代码随时保存在地址的 # 之后（不经过任何服务器），切换语言或后退都不会丢失；“分享”会把这个链接复制到剪贴板。',
    badLink: (reason) => `这个分享链接无法解析（${reason}），下面是一个空白的演练场。`,
    loading: '正在加载编辑器…',
    share: '分享',
    copied: '链接已复制到剪贴板，也已写入地址栏',
    inAddressBar: '链接已写入地址栏，可以直接复制',
  },
  en: {
    title: 'Playground',
    description:
      'Run an update with limu, immer or mutative in your browser and see which objects of the result are shared, new or frozen',
    intro:
      'Write code that calls produce (or createDraft / finishDraft), pick a library and run it to see the base and the result as two trees: each object says whether it is shared with the base, new, frozen, or a revoked draft left in the result. Your code is kept in the address as you type (after the # only; no server sees it), so switching the language or going back keeps it; Share copies that link.',
    badLink: (reason) => `This share link cannot be read (${reason}); below is an empty playground.`,
    loading: 'Loading the editor…',
    share: 'Share',
    copied: 'Link copied to the clipboard and put in the address bar',
    inAddressBar: 'The link is in the address bar, ready to copy',
  },
};

type Loaded = {state: 'loading'} | {state: 'ready'; shared: Shared; error: string | null};

/** Reads the share link in the hash; a bad link gives an empty playground and the reason. */
function fromHash(hash: string): Loaded {
  try {
    return {state: 'ready', shared: decodeShare(hash) ?? {code: DEFAULT_CODE, library: 'limu'}, error: null};
  } catch (error) {
    return {
      state: 'ready',
      shared: {code: '', library: 'limu'},
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

export default function Playground(): ReactNode {
  const [loaded, setLoaded] = useState<Loaded>({state: 'loading'});
  const [generation, setGeneration] = useState(0);
  const [shareNote, setShareNote] = useState('');
  const current = useRef<Shared>({code: DEFAULT_CODE, library: 'limu'});
  const text = useLocaleText(TEXT);

  // The hash only exists in the browser: read it after hydration, and again when it changes.
  useEffect(() => {
    const read = () => {
      const next = fromHash(window.location.hash);
      if (next.state === 'ready') current.current = next.shared;
      setLoaded(next);
      setGeneration((g) => g + 1);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  // The reader's code goes into the address as they type (issue 51.6): the language menu's links keep
  // the hash, and Back returns to the address with the edit. Through the router, not
  // history.replaceState, so the language menu sees the new hash; a replace fires no hashchange, so
  // the editor keeps its state.
  const history = useHistory();
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const writeAddress = useCallback(() => {
    clearTimeout(pending.current);
    const {pathname, search} = window.location;
    history.replace({pathname, search, hash: encodeShare(current.current)});
  }, [history]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const onChange = useCallback(
    (code: string, library: LibraryChoice) => {
      current.current = {code, library};
      setShareNote('');
      clearTimeout(pending.current);
      pending.current = setTimeout(writeAddress, 300);
    },
    [writeAddress],
  );

  const share = async () => {
    writeAddress();
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      setShareNote(text.copied);
    } catch {
      setShareNote(text.inAddressBar);
    }
  };

  return (
    <Layout title={text.title} description={text.description}>
      <main className={`container container--fluid margin-vert--lg ${styles.page}`}>
        <h1>{text.title}</h1>
        <p>{text.intro}</p>
        <div className={styles.stage}>
          {/* Inside the stage: it comes with the editor, in the place of the loading line, so it moves nothing. */}
          {loaded.state === 'ready' && loaded.error !== null && (
            <div className={styles.badLink} role="alert" data-testid="playground-bad-link">
              {text.badLink(loaded.error)}
            </div>
          )}
          {/* aria-busy: the editor is still coming (the crawl waits for it, tests/e2e/crawl.spec.ts). */}
          {loaded.state === 'loading' ? (
            <p className={styles.loading} aria-busy="true">
              {text.loading}
            </p>
          ) : (
            <Suspense
              fallback={
                <p className={styles.loading} aria-busy="true">
                  {text.loading}
                </p>
              }
            >
              <Inspector
                key={generation}
                code={loaded.shared.code}
                lang="js"
                headingLevel={2}
                library={loaded.shared.library}
                autoRun={loaded.shared.code.trim() !== ''}
                onChange={onChange}
                actions={
                  <button
                    type="button"
                    className="button button--sm button--secondary"
                    onClick={() => void share()}
                    data-testid="playground-share"
                  >
                    {text.share}
                  </button>
                }
              />
            </Suspense>
          )}
        </div>
        <p role="status" className={styles.shareNote} data-testid="playground-share-note">
          {shareNote}
        </p>
      </main>
    </Layout>
  );
}
