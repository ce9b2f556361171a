// Wrapper of the theme's code token: a piece src/theme/CodeBlock/Line marked renders with its
// type popup, its error underline, as a `// ^?` answer or as an error message.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Token from '@theme-original/CodeBlock/Line/Token';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type {WrapperProps} from '@docusaurus/types';
import type {TypedToken} from '@site/src/components/TypeInfo/annotate';
import {ErrorMessage, TypeName} from '@site/src/components/TypeInfo/Popup';
import styles from '@site/src/components/TypeInfo/styles.module.css';

type Props = WrapperProps<typeof TokenType>;

export default function TokenWrapper(props: Props): ReactNode {
  const token = props.token as TypedToken;
  if (token.errorLine) return <ErrorMessage error={token.errorLine} />;
  const className = clsx(props.className, token.typeError && styles.squiggle, token.typeQuery && styles.query);
  const rendered = <Token {...props} className={className} />;
  return token.typeName ? <TypeName name={token.typeName}>{rendered}</TypeName> : rendered;
}
