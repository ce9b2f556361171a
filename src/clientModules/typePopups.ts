// Issue 26, WCAG 1.4.13: Escape hides the type popup of the hovered or focused name (the popups are
// CSS: src/components/TypeInfo/styles.module.css); it shows again once the name is left or blurred.
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    document
      .querySelectorAll('[data-type-name]:hover,[data-type-name]:focus')
      .forEach((name) => name.setAttribute('data-dismissed', ''));
  });
  const reset = (event: Event) => {
    const target = event.target as Element;
    if (target.hasAttribute?.('data-type-name')) target.removeAttribute('data-dismissed');
  };
  document.addEventListener('focusout', reset);
  // pointerleave does not bubble: caught on the way down.
  document.addEventListener('pointerleave', reset, true);
}
export {};
