// Type popups on code (README "Types on code blocks"; markup from src/plugins/code-blocks): a name
// (`.tw`) shows its popup (`.tp`) on hover, on focus and on a tap (CSS, src/theme/CodeBlock/styles.module.css). Each block
// is one Tab stop (its <pre>); inside it the arrow keys move from name to name (WCAG 2.1.1), and
// Escape hides the popup until the name is left (WCAG 1.4.13). Delegated on the document, so blocks
// reached by client-side navigation work the same. A focused name is described by its popup.
const NAME = '.tw';
let ids = 0;

function focusName(name: HTMLElement): void {
  name.tabIndex = -1;
  const popup = name.querySelector<HTMLElement>(':scope > .tp');
  if (popup) {
    popup.id ||= `tp-${++ids}`;
    name.setAttribute('aria-describedby', popup.id);
  }
  name.focus();
  name.scrollIntoView({block: 'nearest', inline: 'nearest'});
}

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape') {
      document
        .querySelectorAll(`${NAME}:hover,${NAME}:focus-within`)
        .forEach((name) => name.setAttribute('data-dismissed', ''));
      return;
    }
    const step = {ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1}[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
    const pre = target.closest?.('pre');
    const names = pre ? Array.from(pre.querySelectorAll<HTMLElement>(NAME)) : [];
    if (!names.length) return;
    const at = names.indexOf(target);
    const next = names[at < 0 ? (step > 0 ? 0 : names.length - 1) : at + step];
    if (!next) return;
    event.preventDefault();
    focusName(next);
  });
  // A tap (or click) on a name focuses it, which shows its popup until the reader taps elsewhere.
  document.addEventListener('pointerdown', (event) => {
    const name = (event.target as Element).closest?.<HTMLElement>(NAME);
    if (name && !(event.target as Element).closest('.tp')) name.tabIndex = -1;
  });
  const reset = (event: Event) => {
    const target = event.target as Element;
    if (target.matches?.(NAME)) target.removeAttribute('data-dismissed');
  };
  document.addEventListener('focusout', reset);
  // pointerleave does not bubble: caught on the way down.
  document.addEventListener('pointerleave', reset, true);
}
export {};
