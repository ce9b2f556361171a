// "Copy page" and "View as Markdown" for a doc page or post (issue 16). The page's Markdown is the
// `.md` file src/plugins/llms writes next to it; the code that fetches and copies it loads on click.
import {useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Outcome = {ok: true} | {ok: false; reason: 'clipboard' | 'fetch'};

/** `/limu/docs/intro/` -> `/limu/docs/intro.md` (the same rule as src/plugins/llms). */
export const markdownUrl = (permalink: string): string => `${permalink.replace(/\/$/, '')}.md`;

export default function CopyPage({permalink}: {permalink: string}): ReactNode {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const href = markdownUrl(permalink);

  const copy = async () => {
    setBusy(true);
    setMessage('');
    let outcome: Outcome;
    try {
      const {copyMarkdown} = await import('./copy');
      outcome = await copyMarkdown(href);
    } catch {
      outcome = {ok: false, reason: 'fetch'};
    }
    setBusy(false);
    setMessage(
      outcome.ok
        ? translate({id: 'copyPage.copied', message: '已复制本页的 Markdown'})
        : outcome.reason === 'clipboard'
          ? translate({id: 'copyPage.refused', message: '浏览器不允许写入剪贴板：请改用“查看 Markdown”，再手动复制。'})
          : translate({id: 'copyPage.fetchFailed', message: '没能取到本页的 Markdown，请稍后再试。'}),
    );
  };

  return (
    <div className={styles.bar}>
      <button type="button" className={styles.action} onClick={copy} disabled={busy} data-testid="copy-page">
        <Translate id="copyPage.copy" description="Button that copies the page's Markdown">
          复制本页
        </Translate>
      </button>
      {/* A plain link: the .md file is no route of the app. */}
      <a className={styles.action} href={href} data-testid="view-markdown">
        <Translate id="copyPage.view" description="Link to the page's Markdown file">
          查看 Markdown
        </Translate>
      </a>
      <span className={styles.message} role="status">
        {message}
      </span>
    </div>
  );
}
