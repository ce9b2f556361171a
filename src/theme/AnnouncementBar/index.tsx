// Thin wrapper: once closed during this visit, the bar stays closed on later pages even when
// browser storage is unavailable (see src/lib/announcementDismissal.ts).
import React, {type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {isAnnouncementDismissedThisVisit} from '@site/src/lib/announcementDismissal';

export default function AnnouncementBarWrapper(): ReactNode {
  if (isAnnouncementDismissedThisVisit()) return null;
  return <AnnouncementBar />;
}
