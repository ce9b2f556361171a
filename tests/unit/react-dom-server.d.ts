// @types/react-dom is not installed; tests/unit/prism.test.ts needs only this function from it.
declare module 'react-dom/server' {
  export function renderToStaticMarkup(element: import('react').ReactNode): string;
}
