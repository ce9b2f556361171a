// React 19's server renderer puts a `<link rel=preload as=image>` for each eager image (the navbar
// logo, a blog author's photo) at the start of the app's root, before the navbar. React's client
// skips them while hydrating; Preact matches the root's children in order, so it moved the navbar,
// the main wrapper and the footer back in front of them: a style and layout of the whole page in the
// task after the first hydration (20-25 ms of CPU on the produce page). <ServerPreloads>
// (Slice.preact.tsx), rendered first in Root, gives Preact the same links to adopt, so nothing moves.
// Why not move the links into <head> instead: src/plugins/preact-client/README.md.

/** The leading <link> elements of the server HTML under `root`, as the props that render them again. */
export function leadingLinks(root: Element | null): Record<string, string>[] {
  const links: Record<string, string>[] = [];
  for (let el = root?.firstElementChild; el?.localName === 'link'; el = el.nextElementSibling) {
    const props: Record<string, string> = {};
    for (const attr of Array.from(el.attributes)) props[attr.name] = attr.value;
    links.push(props);
  }
  return links;
}
