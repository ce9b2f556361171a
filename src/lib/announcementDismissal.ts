// Whether the reader closed the announcement bar during this visit. Docusaurus keeps the
// dismissal only in localStorage; when storage is unavailable (private mode, a sandboxed iframe)
// the bar would come back on the next page. This in-memory flag holds it for the visit.
let dismissed = false;

export function isAnnouncementDismissedThisVisit(): boolean {
  return dismissed;
}

export function rememberAnnouncementDismissal(): void {
  dismissed = true;
}
