// Wrapper of the theme's code line: in a block with type information (src/components/TypeInfo),
// the line's tokens are split and marked where the compiler has something to show.
import type {ReactNode} from 'react';
import {useContext} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type LineType from '@theme/CodeBlock/Line';
import type {WrapperProps} from '@docusaurus/types';
import {TypesContext} from '@site/src/components/TypeInfo/context';
import {annotateLine} from '@site/src/components/TypeInfo/annotate';

type Props = WrapperProps<typeof LineType>;

export default function LineWrapper(props: Props): ReactNode {
  const finder = useContext(TypesContext);
  const info = finder?.take(
    props.line
      .map((t) => t.content)
      .join('')
      .replace(/\n$/, ''),
  );
  if (!info || (!info.names && !info.errors && info.query === undefined)) return <Line {...props} />;
  return <Line {...props} line={annotateLine(props.line, info)} />;
}
