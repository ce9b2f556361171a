import {useId, useState, type ReactNode} from 'react';
import Editor from 'react-simple-code-editor';
import {highlight} from './prism';
import Translate from '@docusaurus/Translate';
import clsx from 'clsx';
import panel from './panel.module.css';
import styles from './styles.module.css';

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
  const id = `${useId()}-editor`;
  return (
    <div className={clsx('shiki', styles.editorWrap)}>
      <label htmlFor={id} className={panel.visuallyHidden}>
        <Translate id="runnable.editorLabel">可编辑的示例代码</Translate>
      </label>
      <Editor
        value={code}
        onValueChange={onChange}
        highlight={(source) => highlight(source, lang)}
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
