import type {ReferenceData} from './releases';
import type {BenchViews} from '../../components/BenchFigure/views';

/**
 * In the browser bundle the reference results (reference.json, ~10 KiB gzip) are not part of the
 * benchmark page's route chunk, which Docusaurus prefetches wherever /benchmark is linked: the
 * page's HTML already shows them. The server bundle gets reference-data.server.ts in its place
 * (src/plugins/server-only-data), which carries them, and the code that draws the figures of
 * the docs and posts (src/components/BenchFigure/views.tsx): the browser loads both only after a
 * client-side navigation.
 */
export const serverReference: ReferenceData | null = null;
export const serverViews: BenchViews | null = null;
