// Client module of src/plugins/preact-client: a link to another page's #heading lands on the heading.
// Docusaurus scrolls to the hash in a layout effect of its router (core's ClientLifecyclesDispatcher).
// With React that effect runs once the new page is in the DOM. With Preact, the new page's content
// (a react-router context consumer under an unchanged element) renders in the next pass of the render
// queue, after that effect: the core finds no element, or the old page's one with the same id. Scroll
// again in the next frame, when the new page is in and before it is painted.
type Location = {pathname: string; hash: string};

export function onRouteDidUpdate({
  location,
  previousLocation,
}: {
  location: Location;
  previousLocation: Location | null;
}): void {
  if (!previousLocation || !location.hash || location.pathname === previousLocation.pathname) return;
  const id = decodeURIComponent(location.hash.slice(1));
  requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
}
