// ARCHITECTURE.md §8 "Page load failure: a red box with the error text and a 'Retry' button". Docusaurus loads a
// page's code (its route chunks) before it hydrates; if one fails on first load, its entry leaves the
// promise rejected and React never starts: the server HTML stays readable, but nothing interactive
// works, silently. This tells the reader, with the error, and offers a reload. (A failure during a
// client-side navigation is Docusaurus's own business: it reloads the page, ARCHITECTURE.md §4.)
// Plain DOM on purpose: React is exactly what did not start.
import {translate} from '@docusaurus/Translate';

const BOX_ID = 'limu-load-failure';

function isChunkError(reason: unknown): reason is Error {
  return (
    reason instanceof Error &&
    (reason.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(reason.message))
  );
}

function showLoadFailure(error: Error): void {
  if (document.getElementById(BOX_ID)) return;
  const box = document.createElement('div');
  box.id = BOX_ID;
  box.setAttribute('role', 'alert');
  box.className = 'alert alert--danger shadow--md';
  // Fixed at the foot of the viewport: above the layout (sidebars, sticky headers) wherever it scrolls.
  Object.assign(box.style, {
    position: 'fixed',
    left: '1rem',
    right: '1rem',
    bottom: '1rem',
    zIndex: '1000',
    maxWidth: '48rem',
    margin: '0 auto',
  });
  const text = document.createElement('p');
  text.textContent = translate({
    id: 'loadFailure.message',
    message: '这个页面的脚本没能加载：内容可以照常阅读，但搜索、运行按钮等功能用不了。',
    description: 'Shown when the code of a page failed to load on first load',
  });
  const detail = document.createElement('p');
  detail.textContent = String(error);
  const retry = document.createElement('button');
  retry.type = 'button';
  // The site's primary button: AA contrast in both modes (white on infima's danger red is not).
  retry.className = 'button button--primary';
  retry.textContent = translate({
    id: 'loadFailure.retry',
    message: '重试',
    description: 'Reloads a page whose code failed to load',
  });
  retry.addEventListener('click', () => window.location.reload());
  box.append(text, detail, retry);
  document.body.append(box);
}

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    // Only before hydration: afterwards every chunk load is handled by whoever asked for it.
    if (document.documentElement.dataset.hasHydrated === 'true' || !isChunkError(event.reason)) return;
    showLoadFailure(event.reason);
  });
}

export {};
