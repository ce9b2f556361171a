// Browser side of the type popups (issue 26): nothing to render. Every block with types comes as
// server HTML, which src/theme/CodeBlock keeps untouched, so the browser needs neither the data nor
// the code that draws it. The server bundle gets ./typesRender.server instead (src/plugins/types).
import type {ReactNode} from 'react';
import type {Token} from 'prism-react-renderer';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type {WrapperProps} from '@docusaurus/types';
// why: the site's stylesheet is built from the browser bundle; this import puts the popup rules in it.
import './styles.module.css';

type TokenProps = WrapperProps<typeof TokenType>;

export function TypesProvider({children}: {id: unknown; children: ReactNode}): ReactNode {
  return children;
}

export function useTypedLine(line: Token[]): Token[] {
  return line;
}

export function renderToken(props: TokenProps, Token: (p: TokenProps) => ReactNode): ReactNode {
  return <Token {...props} />;
}
