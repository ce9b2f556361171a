// The popup of a name (issue 26): plain HTML shown by CSS on hover and focus (styles.module.css),
// described to screen readers through aria-describedby; Escape hides it (src/clientModules/typePopups.ts).
import {useId, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {TypeError, TypedName} from '@site/src/lib/types/model';
import styles from './styles.module.css';

export function TypeName({name, children}: {name: TypedName; children: ReactNode}): ReactNode {
  const id = useId();
  return (
    // why: a name must be reachable by keyboard (and by tap) to show its type; it is no control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <span className={styles.name} tabIndex={0} aria-describedby={id} data-type-name="">
      {children}
      <span role="tooltip" id={id} className={styles.popup} data-types-ui="">
        <span className={styles.label}>
          <Translate id="types.popup.type" description="Label of a code name's type popup">
            类型
          </Translate>
        </span>
        <span className={styles.signature}>{name.type}</span>
        {name.doc && <span className={styles.doc}>{name.doc}</span>}
      </span>
    </span>
  );
}

export function ErrorMessage({error}: {error: TypeError}): ReactNode {
  return (
    <span className={styles.error} data-types-ui="">
      <span className={styles.label}>
        <Translate id="types.popup.error" description="Label of a compiler error shown under a code line">
          错误
        </Translate>
      </span>{' '}
      TS{error.code}: {error.message}
    </span>
  );
}
