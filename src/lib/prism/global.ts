// Evaluated before prism-core (see core.ts). prism-core reads `manual` from an existing global Prism:
// without it, in a browser it highlights every `code[class*="language-"]` in the page on the next
// frame, rewriting the DOM React rendered. Whatever Prism a page already had is put back in languages.ts.
const g = globalThis as {Prism?: unknown};
export const previousPrism: unknown = g.Prism;
g.Prism = {manual: true, disableWorkerMessageHandler: true};
