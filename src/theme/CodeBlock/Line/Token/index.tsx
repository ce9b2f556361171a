// Wrapper of the theme's code token: a piece src/theme/CodeBlock/Line marked renders with its type
// popup, its error underline, as a `// ^?` answer or as an error message (src/components/TypeInfo).
import type {ReactNode} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type {WrapperProps} from '@docusaurus/types';
import {renderToken} from '@site/src/components/TypeInfo/typesRender';

type Props = WrapperProps<typeof TokenType>;

export default function TokenWrapper(props: Props): ReactNode {
  return renderToken(props, Token);
}
