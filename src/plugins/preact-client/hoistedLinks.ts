// Client module of src/plugins/preact-client. React 19 renders a preload for the images of the
// shell (`<link rel=preload as=image>`, the navbar logo, a blog post's author photos) at the start
// of the root container; React's hydration knows to pass over it, Preact's does not. Meeting a
// <link> where the first element of the app belongs, Preact moved every child of the root (navbar,
// main, footer) back into place: the browser then had to style and lay out the whole page again,
// inside the hydration task (about 60 ms of a docs page's first hydration at 4x CPU). The links go
// to <head>, where they mean the same, before anything hydrates: client modules run first.
if (typeof document !== 'undefined') {
  const root = document.getElementById('__docusaurus');
  root?.querySelectorAll(':scope > link').forEach((link) => document.head.append(link));
}

export {};
