// Wrapper of the theme's code line: in a block with type information, the line's tokens are cut and
// marked where the compiler has something to show (src/components/TypeInfo; server bundle only).
import type {ReactNode} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type LineType from '@theme/CodeBlock/Line';
import type {WrapperProps} from '@docusaurus/types';
import {useTypedLine} from '@site/src/components/TypeInfo/typesRender';

type Props = WrapperProps<typeof LineType>;

export default function LineWrapper(props: Props): ReactNode {
  const line = useTypedLine(props.line);
  return <Line {...props} line={line} />;
}
