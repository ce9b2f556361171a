import type {ReferenceData} from './releases';

/**
 * In the browser bundle the reference results (reference.json, ~10 KiB gzip) are not part of the
 * benchmark page's route chunk, which Docusaurus prefetches wherever /benchmark is linked: the
 * page's HTML already shows them. The server bundle swaps this module for reference-data.server.ts
 * (src/plugins/behaviour-matrix-data), which carries them.
 */
export const serverReference: ReferenceData | null = null;
