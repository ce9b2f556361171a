// Thin wrapper: the footer's link columns (one <div class="row footer__links">) are a hydration
// slice (src/lib/hydration), put off like the Markdown blocks before them once the first task has
// used its time. Not the <footer> itself: it sits directly under the root, where elements move
// while hydrating (see src/theme/Navbar/Content).
import type {ReactNode} from 'react';
import FooterLinks from '@theme-original/Footer/Links';
import type FooterLinksType from '@theme/Footer/Links';
import type {WrapperProps} from '@docusaurus/types';
import Slice from '@site/src/lib/hydration/Slice';

type Props = WrapperProps<typeof FooterLinksType>;

export default function FooterLinksWrapper(props: Props): ReactNode {
  return <Slice as={FooterLinks} props={props} />;
}
