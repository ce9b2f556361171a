// The behaviour matrix's filter, in the browser. It reads what each row is from the flags the server
// HTML carries (Tables.tsx: data-limu-differs, data-disagree, the table's data-group), so the probe
// results never become page JavaScript (ARCHITECTURE.md §9), and shows or hides rows in place.
import {TEXT, type Lang} from './text';

export type Show = 'all' | 'limu' | 'disagree';
export interface FilterState {
  show: Show;
  /** A group id, or '' for every group. */
  group: string;
}

/** Hides the rows the state leaves out (a table left empty is marked, its heading hidden by CSS). */
export function applyMatrixFilter(root: ParentNode, {show, group}: FilterState): {shown: number; total: number} {
  let shown = 0;
  let total = 0;
  for (const table of Array.from(root.querySelectorAll<HTMLTableElement>('table[data-group]'))) {
    const inGroup = !group || table.dataset.group === group;
    let visible = 0;
    for (const row of Array.from(table.tBodies[0]?.rows ?? [])) {
      const wanted =
        inGroup && (show === 'all' || row.hasAttribute(show === 'limu' ? 'data-limu-differs' : 'data-disagree'));
      row.hidden = !wanted;
      total += 1;
      if (wanted) visible += 1;
    }
    shown += visible;
    table.toggleAttribute('data-empty', visible === 0);
  }
  return {shown, total};
}

function readState(form: HTMLFormElement): FilterState {
  const show = (form.elements.namedItem('show') as RadioNodeList | null)?.value;
  const group = (form.elements.namedItem('group') as HTMLSelectElement | null)?.value ?? '';
  return {show: show === 'limu' || show === 'disagree' ? show : 'all', group};
}

/**
 * Enables the filter form inside `host` (drawn disabled by the server, or later by a client-side
 * navigation) and filters on every change, announcing the number of rows shown. Returns the cleanup.
 */
export function attachMatrixFilter(host: HTMLElement, lang: Lang): () => void {
  let form: HTMLFormElement | null = null;
  const update = () => {
    if (!form) return;
    const {shown, total} = applyMatrixFilter(document, readState(form));
    const status = form.querySelector('[data-matrix-count]');
    if (status) status.textContent = TEXT[lang].count(shown, total);
  };
  const noSubmit = (event: Event) => event.preventDefault();
  const attach = (): boolean => {
    form = host.querySelector<HTMLFormElement>('form[data-matrix-filter]');
    if (!form) return false;
    form.addEventListener('change', update);
    form.addEventListener('submit', noSubmit);
    const controls = form.querySelector('fieldset');
    if (controls) controls.disabled = false;
    // A choice made before the page was interactive (or kept by the browser on back navigation).
    const state = readState(form);
    if (state.show !== 'all' || state.group) update();
    return true;
  };
  const observer = attach() ? null : new MutationObserver(() => attach() && observer?.disconnect());
  observer?.observe(host, {childList: true, subtree: true});
  return () => {
    observer?.disconnect();
    form?.removeEventListener('change', update);
    form?.removeEventListener('submit', noSubmit);
  };
}
