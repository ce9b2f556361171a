// Thin wrapper: the close button also records the dismissal in memory for this visit, so it
// holds without browser storage (see src/lib/announcementDismissal.ts).
import React, {type MouseEvent, type ReactNode} from 'react';
import CloseButton from '@theme-original/AnnouncementBar/CloseButton';
import type {Props} from '@theme/AnnouncementBar/CloseButton';
import {rememberAnnouncementDismissal} from '@site/src/lib/announcementDismissal';

export default function CloseButtonWrapper(props: Props): ReactNode {
  return (
    <CloseButton
      {...props}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        rememberAnnouncementDismissal();
        props.onClick?.(event);
      }}
    />
  );
}
