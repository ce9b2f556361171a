import {useId, useState, type ReactNode} from 'react';
import Editor from 'react-simple-code-editor';
import {Highlight, type Language} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import panel from './panel.module.css';
import styles from './styles.module.css';

/** Prism names the grammar "tsx"/"jsx"; plain TS and JS samples use those supersets. */
const prismLanguage = (lang: string): Language => (lang === 'ts' || lang === 'tsx' ? 'tsx' : 'jsx');

/**
 * The editor of the Run button and the inspector (only imported by their lazy chunks): Tab indents;
 * after Esc the next Tab (or Shift+Tab) leaves it the normal way; Ctrl/⌘ + Enter calls onSubmit.
 */
export default function CodeEditor({
  code,
  lang,
  onChange,
  onSubmit,
  describedBy,
}: {
  code: string;
  lang: string;
  onChange: (code: string) => void;
  onSubmit: () => void;
  describedBy: string;
}): ReactNode {
  const [tabLeaves, setTabLeaves] = useState(false);
  const theme = usePrismTheme();
  const id = `${useId()}-editor`;
  return (
    <div className={styles.editorWrap} style={{backgroundColor: theme.plain.backgroundColor, color: theme.plain.color}}>
      <label htmlFor={id} className={panel.visuallyHidden}>
        <Translate id="runnable.editorLabel">可编辑的示例代码</Translate>
      </label>
      <Editor
        value={code}
        onValueChange={onChange}
        highlight={(source) => (
          <Highlight code={source} language={prismLanguage(lang)} theme={theme}>
            {({tokens, getLineProps, getTokenProps}) => (
              <>
                {tokens.map((line, i) => (
                  <div key={i} {...getLineProps({line})}>
                    {line.map((token, k) => (
                      <span key={k} {...getTokenProps({token})} />
                    ))}
                  </div>
                ))}
              </>
            )}
          </Highlight>
        )}
        ignoreTabKey={tabLeaves}
        onBlur={() => setTabLeaves(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            // Keep focus (the editor would blur, and Chrome then restarts Tab from the page end).
            e.preventDefault();
            setTabLeaves(true);
            return;
          }
          if (e.key !== 'Tab' && e.key !== 'Shift') setTabLeaves(false);
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            onSubmit();
          }
        }}
        padding={16}
        tabSize={2}
        textareaId={id}
        aria-describedby={describedBy}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        className={styles.editor}
        textareaClassName={styles.textarea}
      />
    </div>
  );
}
