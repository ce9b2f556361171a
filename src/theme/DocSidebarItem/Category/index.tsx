// Thin wrapper (issue 39.6): in the phone menu, tapping a category that has its own page opens the
// category there and loads its page behind the menu, instead of closing the menu, so its pages are
// one tap away. The theme passes `onItemClick` only in the phone menu, where it closes the menu for
// links and for categories with a page; a category's own collapsing is untouched.
import React, {type ReactNode} from 'react';
import Category from '@theme-original/DocSidebarItem/Category';
import type {Props} from '@theme/DocSidebarItem/Category';

export default function CategoryWrapper({onItemClick, ...props}: Props): ReactNode {
  return (
    <Category
      {...props}
      onItemClick={
        onItemClick &&
        ((item: Parameters<NonNullable<Props['onItemClick']>>[0]) =>
          item.type === 'category' ? undefined : onItemClick(item))
      }
    />
  );
}
