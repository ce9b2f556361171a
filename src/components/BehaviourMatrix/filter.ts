// The behaviour matrix's filter, in the browser. It reads what each row is from the flags the server
// HTML carries (Tables.tsx: data-limu-differs, data-disagree, the table's data-group), so the probe
// results never become page JavaScript (ARCHITECTURE.md §9), and shows or hides rows in place. The
// reader's choice lives in the address (?show=limu&group=map, issue 51.4): Back, Forward, a reload and
// a shared link bring it back.
import {TEXT, type Lang} from './text';

export type Show = 'all' | 'limu' | 'disagree';
export interface FilterState {
  show: Show;
  /** A group id, or '' for every group. */
  group: string;
}

const SHOWS: readonly Show[] = ['all', 'limu', 'disagree'];

/**
 * Shows the state: set on <html>, where CSS hides the rows it leaves out and the groups left empty
 * (styles.module.css, and Tables.tsx for the choice of a group). Counts the rows it shows.
 */
export function applyMatrixFilter(root: ParentNode, {show, group}: FilterState): {shown: number; total: number} {
  const html = document.documentElement;
  if (show === 'all') html.removeAttribute('data-matrix-show');
  else html.setAttribute('data-matrix-show', show);
  if (group) html.setAttribute('data-matrix-group', group);
  else html.removeAttribute('data-matrix-group');
  let shown = 0;
  let total = 0;
  for (const table of Array.from(root.querySelectorAll<HTMLTableElement>('table[data-group]'))) {
    const inGroup = !group || table.dataset.group === group;
    for (const row of Array.from(table.tBodies[0]?.rows ?? [])) {
      total += 1;
      if (inGroup && (show === 'all' || row.hasAttribute(show === 'limu' ? 'data-limu-differs' : 'data-disagree')))
        shown += 1;
    }
  }
  return {shown, total};
}

/** Leaves the page unfiltered (the reader goes to another page of the site). */
export function clearMatrixFilter(): void {
  document.documentElement.removeAttribute('data-matrix-show');
  document.documentElement.removeAttribute('data-matrix-group');
}

/**
 * The state a query string asks for. A value the page does not offer (a mistyped or stale link) is
 * ignored: the reader gets the whole matrix, not an error or an empty page.
 */
export function stateFromSearch(search: string, groups: readonly string[]): FilterState {
  const params = new URLSearchParams(search);
  const show = params.get('show');
  const group = params.get('group') ?? '';
  return {
    show: SHOWS.find((s) => s === show) ?? 'all',
    group: groups.includes(group) ? group : '',
  };
}

/** `search` with the state in it (other parameters kept); the unfiltered matrix adds nothing. */
export function searchWithState(search: string, {show, group}: FilterState): string {
  const params = new URLSearchParams(search);
  params.delete('show');
  params.delete('group');
  if (show !== 'all') params.set('show', show);
  if (group) params.set('group', group);
  const query = params.toString();
  return query ? `?${query}` : '';
}

function readState(form: HTMLFormElement): FilterState {
  const show = (form.elements.namedItem('show') as RadioNodeList | null)?.value;
  const group = (form.elements.namedItem('group') as HTMLSelectElement | null)?.value ?? '';
  return {show: SHOWS.find((s) => s === show) ?? 'all', group};
}

function groupsOf(form: HTMLFormElement): string[] {
  const select = form.elements.namedItem('group') as HTMLSelectElement | null;
  return select ? Array.from(select.options, (o) => o.value).filter(Boolean) : [];
}

export interface MatrixFilter {
  /** Shows what a query string asks for (the address changed: Back, Forward, a link). */
  show(search: string): void;
  detach(): void;
}

/**
 * Enables the filter form inside `host` (drawn disabled by the server, or later by a client-side
 * navigation), shows what the address asks for, and filters on every change, announcing the number
 * of rows shown and handing the new query string to `write`.
 */
export function attachMatrixFilter(host: HTMLElement, lang: Lang, write: (search: string) => void): MatrixFilter {
  let form: HTMLFormElement | null = null;
  const update = () => {
    if (!form) return;
    const {shown, total} = applyMatrixFilter(document, readState(form));
    const status = form.querySelector('[data-matrix-count]');
    if (status) status.textContent = TEXT[lang].count(shown, total);
  };
  const show = (search: string) => {
    if (!form) return;
    const state = stateFromSearch(search, groupsOf(form));
    (form.elements.namedItem('show') as RadioNodeList).value = state.show;
    (form.elements.namedItem('group') as HTMLSelectElement).value = state.group;
    update();
  };
  const onChange = () => {
    if (!form) return;
    update();
    write(searchWithState(window.location.search, readState(form)));
  };
  const noSubmit = (event: Event) => event.preventDefault();
  const attach = (): boolean => {
    form = host.querySelector<HTMLFormElement>('form[data-matrix-filter]');
    if (!form) return false;
    form.addEventListener('change', onChange);
    form.addEventListener('submit', noSubmit);
    const controls = form.querySelector('fieldset');
    if (controls) controls.disabled = false;
    show(window.location.search);
    return true;
  };
  const waitForForm = attach() ? null : new MutationObserver(() => attach() && waitForForm?.disconnect());
  waitForForm?.observe(host, {childList: true, subtree: true});
  // After a client-side navigation each table arrives on its own (src/components/ServerIsland): CSS
  // filters it, and the count takes it in.
  const page = host.closest('article') ?? document.body;
  const newTables = new MutationObserver((records) => {
    const added = records.some((r) =>
      Array.from(r.addedNodes).some(
        (n) => n instanceof Element && (n.matches('table[data-group]') || n.querySelector('table[data-group]')),
      ),
    );
    if (added) update();
  });
  newTables.observe(page, {childList: true, subtree: true});
  return {
    show,
    detach: () => {
      clearMatrixFilter();
      waitForForm?.disconnect();
      newTables.disconnect();
      form?.removeEventListener('change', onChange);
      form?.removeEventListener('submit', noSubmit);
    },
  };
}
