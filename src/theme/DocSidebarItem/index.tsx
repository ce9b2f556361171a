// Thin wrapper: each docs sidebar entry (one <li>, whatever its type) is a hydration slice
// (src/lib/hydration), so a long sidebar does not hydrate in one task under Preact.
import type {ReactNode} from 'react';
import DocSidebarItem from '@theme-original/DocSidebarItem';
import type DocSidebarItemType from '@theme/DocSidebarItem';
import type {WrapperProps} from '@docusaurus/types';
import Slice from '@site/src/lib/hydration/Slice';

type Props = WrapperProps<typeof DocSidebarItemType>;

export default function DocSidebarItemWrapper(props: Props): ReactNode {
  return <Slice as={DocSidebarItem} props={props} />;
}
