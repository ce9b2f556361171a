import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {NodeLabel, TreeNode} from '@site/src/lib/inspector/tree';
import {useLocaleText} from '@site/src/lib/useLocaleText';
import {INSPECTOR_TEXT} from './text';
import styles from './styles.module.css';

export function Badge({label}: {label: NodeLabel}): ReactNode {
  const text = useLocaleText(INSPECTOR_TEXT);
  return <span className={clsx(styles.badge, styles[`badge_${label}`])}>{text.label[label]}</span>;
}

function NodeLine({node}: {node: TreeNode}): ReactNode {
  return (
    <>
      <span className={styles.key}>{node.key}</span>
      {': '}
      <span className={node.kind === 'value' ? styles.primitive : styles.type}>{node.text}</span>
      {node.id !== null && <span className={styles.id}> #{node.id}</span>}
      {node.labels.map((l) => (
        <Badge key={l} label={l} />
      ))}
      {node.circular && <span className={styles.note}> [Circular]</span>}
    </>
  );
}

function Node({node, path}: {node: TreeNode; path: string}): ReactNode {
  const text = useLocaleText(INSPECTOR_TEXT);
  const more = node.omitted !== undefined ? <li className={styles.note}>{text.omitted(node.omitted)}</li> : null;
  const data = {'data-path': path, 'data-labels': node.kind === 'value' ? undefined : node.labels.join(' ')};
  if (node.children.length === 0 && !more) {
    return (
      <li {...data}>
        <NodeLine node={node} />
      </li>
    );
  }
  // <details>/<summary>: a native disclosure, reachable with Tab and toggled with Enter or Space.
  return (
    <li {...data}>
      <details open>
        <summary>
          <NodeLine node={node} />
        </summary>
        <ul>
          {node.children.map((c, i) => (
            <Node key={i} node={c} path={`${path}.${c.key}`} />
          ))}
          {more}
        </ul>
      </details>
    </li>
  );
}

/** One tree as nested lists; every object node names its labels in text, not only in colour. */
export default function Tree({root, title, testId}: {root: TreeNode; title: string; testId: string}): ReactNode {
  return (
    <div className={styles.tree} data-testid={testId}>
      <div className={styles.treeTitle}>{title}</div>
      <ul aria-label={title}>
        <Node node={root} path={root.key} />
      </ul>
    </div>
  );
}
