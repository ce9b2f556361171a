import {useId, useState, type ReactNode} from 'react';
import Editor from 'react-simple-code-editor';
import {Highlight, type Language} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

const prismLanguage = (lang: string): Language => (lang === 'ts' || lang === 'tsx' ? 'tsx' : 'jsx');

/**
 * The Run button's editor (same library, keys and look as src/components/RunnableCode): Tab indents;
 * after Esc the next Tab leaves; Ctrl/⌘ + Enter calls onSubmit.
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
      <label htmlFor={id} className={styles.visuallyHidden}>
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
