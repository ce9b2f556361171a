// Copy of theme-classic 3.10.2's BlogAuthor whose only change is width/height on the avatar <img>
// (the budgets require them on every image; the component offers no prop to add them, so a
// wrapper cannot). Styles are the original's CSS module, imported as-is.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link, {type Props as LinkProps} from '@docusaurus/Link';
import AuthorSocials from '@theme/Blog/Components/Author/Socials';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Blog/Components/Author';
import styles from '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/styles.module.css';

/** Rendered sizes from the original CSS (--ifm-avatar-photo-size: 3.6rem, 7rem as h1, 5.4rem as h2). */
const PHOTO_PX = {none: 58, h1: 112, h2: 86} as const;

function MaybeLink(props: LinkProps): ReactNode {
  if (props.href) return <Link {...props} />;
  return <>{props.children}</>;
}

function AuthorName({name, as}: {name: string; as?: Props['as']}): ReactNode {
  if (!as) {
    return (
      <span className={styles.authorName} translate="no">
        {name}
      </span>
    );
  }
  return (
    <Heading as={as} className={styles.authorName} translate="no">
      {name}
    </Heading>
  );
}

export default function BlogAuthor({as, author, className, count}: Props): ReactNode {
  const {name, title, url, imageURL, email, page} = author;
  const link = page?.permalink || url || (email && `mailto:${email}`) || undefined;
  const px = PHOTO_PX[as ?? 'none'];
  return (
    <div className={clsx('avatar margin-bottom--sm', className, styles[`author-as-${as}`])}>
      {imageURL && (
        <MaybeLink href={link} className="avatar__photo-link">
          <img className={clsx('avatar__photo', styles.authorImage)} src={imageURL} alt={name} width={px} height={px} />
        </MaybeLink>
      )}
      {(name || title) && (
        <div className={clsx('avatar__intro', styles.authorDetails)}>
          <div className="avatar__name">
            {name && (
              <MaybeLink href={link}>
                <AuthorName name={name} as={as} />
              </MaybeLink>
            )}
            {count !== undefined && <span className={styles.authorBlogPostCount}>{count}</span>}
          </div>
          {!!title && (
            <small className={styles.authorTitle} title={title}>
              {title}
            </small>
          )}
          {/* Always rendered, even when empty: it keeps the flexbox layout aligned. */}
          <AuthorSocials author={author} />
        </div>
      )}
    </div>
  );
}
