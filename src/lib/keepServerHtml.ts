/**
 * The raw-HTML prop of an element that keeps the server's markup in the browser
 * (src/components/ServerIsland): an empty string, which hydration
 * does not compare with the markup. One object for every render: React 19.2 sets `innerHTML` again
 * whenever the prop is a new object (19.3 compares the strings), which would empty the element on its
 * first re-render (`tests/e2e/layout-shift.spec.ts`, `benchmark.spec.ts`).
 */
export const KEEP_SERVER_HTML = Object.freeze({__html: ''});
