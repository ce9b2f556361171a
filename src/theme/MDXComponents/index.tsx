// Thin wrapper: the theme's MDX components, with the block elements of a page's content as
// hydration slices (src/lib/hydration). Under Preact the first hydration of a long page then
// spreads over tasks instead of one long one (issue 14); on the server each renders its element.
import type {ComponentProps, ComponentType, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Slice from '@site/src/lib/hydration/Slice';
import type {SliceProps} from '@site/src/lib/hydration/types';
import table from './table';

type Props = Record<string, unknown>;

/** One MDX element as a slice: `as` renders exactly one DOM element, whatever its props. */
function sliced(as: SliceProps['as']): ComponentType<Props> {
  const Sliced = (props: Props): ReactNode => <Slice as={as} props={props} />;
  Sliced.displayName = `Sliced(${typeof as === 'string' ? as : (as.displayName ?? as.name)})`;
  return Sliced;
}

const {h2, h3, ul, admonition, pre} = MDXComponents as Record<string, SliceProps['as']>;

const components: typeof MDXComponents & Record<string, ComponentType<ComponentProps<'p'>>> = {
  ...MDXComponents,
  p: sliced('p'),
  ol: sliced('ol'),
  table,
  blockquote: sliced('blockquote'),
  h2: sliced(h2),
  h3: sliced(h3),
  ul: sliced(ul),
  admonition: sliced(admonition),
  pre: sliced(pre),
};

export default components;
