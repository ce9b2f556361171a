// A link to a row (#map-get-edit) must land below the navbar and the table's sticky header row
// (issue 51.4). The header row's height depends on the column widths (49 to 210 px): it is measured
// into --matrix-head on each table, which the rows' scroll-margin-top adds (styles.module.css).

/** Keeps --matrix-head of every matrix table in `page` at its header row's height, tables drawn later too. */
export function trackHeadHeights(page: Element): () => void {
  const heads = new ResizeObserver((entries) => {
    for (const {target} of entries) {
      const table = target.closest('table');
      table?.style.setProperty('--matrix-head', `${Math.ceil(target.getBoundingClientRect().height)}px`);
    }
  });
  const watch = () => page.querySelectorAll('table[data-group] > thead').forEach((head) => heads.observe(head));
  watch();
  // After a client-side navigation the tables arrive one by one (src/components/ServerIsland).
  const tables = new MutationObserver(watch);
  tables.observe(page, {childList: true, subtree: true});
  return () => {
    tables.disconnect();
    heads.disconnect();
  };
}
