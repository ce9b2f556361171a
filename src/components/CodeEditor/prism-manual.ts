// Evaluated before prismjs (./prism.ts): Prism reads `manual` from an existing global Prism;
// without it, in a browser it highlights every `code[class*="language-"]` of the page on the next
// frame, rewriting the blocks React rendered.
(globalThis as {Prism?: unknown}).Prism = {manual: true, disableWorkerMessageHandler: true};
export {};
