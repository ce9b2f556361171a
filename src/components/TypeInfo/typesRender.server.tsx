// Server-bundle stand-in for ./typesRender (src/plugins/types swaps it in): reads a block's type
// information from the cache directory the remark plugin wrote it to (src/plugins/types/remark.ts)
// and draws it on the theme's lines and tokens.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {useContext, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Token} from 'prism-react-renderer';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type {WrapperProps} from '@docusaurus/types';
import type {BlockTypes} from '@site/src/lib/types/model';
import {LineFinder, TypesContext} from './context';
import {annotateLine, type TypedToken} from './annotate';
import {ErrorMessage, TypeName} from './Popup';
import styles from './styles.module.css';

declare const __LIMU_TYPES_CACHE__: string;

type TokenProps = WrapperProps<typeof TokenType>;

const read = new Map<string, BlockTypes>();

/** The types of the block with this key: a missing file is a build error, naming the file. */
function readTypes(key: string): BlockTypes {
  let types = read.get(key);
  if (!types) {
    const file = path.join(__LIMU_TYPES_CACHE__, `${key}.json`);
    try {
      types = JSON.parse(readFileSync(file, 'utf8')) as BlockTypes;
    } catch (error) {
      throw new Error(
        `types: the result of a code block is missing (${file}): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    read.set(key, types);
  }
  return types;
}

/** Wraps a code block that has type information (its `typeinfo` prop, set by src/plugins/types). */
export function TypesProvider({id, children}: {id: unknown; children: ReactNode}): ReactNode {
  const types = typeof id === 'string' && id ? readTypes(id) : null;
  const finder = useMemo(() => (types ? new LineFinder(types) : null), [types]);
  return finder ? <TypesContext.Provider value={finder}>{children}</TypesContext.Provider> : children;
}

/** A line's tokens, cut and marked where the compiler has a name, an error or a `// ^?` answer. */
export function useTypedLine(line: Token[]): Token[] {
  const finder = useContext(TypesContext);
  const info = finder?.take(
    line
      .map((t) => t.content)
      .join('')
      .replace(/\n$/, ''),
  );
  if (!info || (!info.names && !info.errors && info.query === undefined)) return line;
  return annotateLine(line, info);
}

/** A marked piece with its popup, its error underline, as a `// ^?` answer or as an error message. */
export function renderToken(props: TokenProps, Token: (p: TokenProps) => ReactNode): ReactNode {
  const token = props.token as TypedToken;
  if (token.errorLine) return <ErrorMessage error={token.errorLine} />;
  const className = clsx(props.className, token.typeError && styles.squiggle, token.typeQuery && styles.query);
  const rendered = <Token {...props} className={className} />;
  return token.typeName ? <TypeName name={token.typeName}>{rendered}</TypeName> : rendered;
}
