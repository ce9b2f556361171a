// GitHub Pages serves `/x/index.html` with the same HTML as `/x/`, but the client router would
// see a different path than the server rendered and React reports a hydration mismatch on docs
// pages (their sidebar and breadcrumbs match on the path). SPEC §2 treats `/index.html` as the
// path without it, so drop it from the address before the app reads the location.
// Client modules run when the bundle loads, before the first render.
if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  if (pathname.endsWith('/index.html')) {
    window.history.replaceState(window.history.state, '', `${pathname.slice(0, -'index.html'.length)}${search}${hash}`);
  }
}

export {};
