// ARCHITECTURE.md §8 "odd input in hashes". A hash with a malformed %-escape (`#%E0%A4%A`, `#code=%%%`)
// reached without a reload (pasted into the address bar on an open page, or `location.hash = …`)
// crashed the page: Docusaurus decodes the hash of every client-side location change with
// decodeURIComponent to scroll to it, and that throws. Before the router reads the new location, such
// a hash gets every `%` escaped, which decodes to exactly the text the reader gave. A direct load of
// the same link never reaches that code and is left alone.
function escapeMalformedHash(): void {
  const {pathname, search, hash} = window.location;
  try {
    decodeURIComponent(hash);
  } catch {
    window.history.replaceState(window.history.state, '', `${pathname}${search}${hash.replace(/%/g, '%25')}`);
  }
}

if (typeof window !== 'undefined') {
  // Capturing: at the window, capturing listeners run before the router's own popstate listener.
  window.addEventListener('popstate', escapeMalformedHash, {capture: true});
}

export {};
