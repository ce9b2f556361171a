import type {MatrixData} from '../../data/behaviour.types';

/**
 * In the browser bundle the results are not part of the page's first-load JS: the HTML already
 * holds the tables. The server bundle swaps this module for matrix-data.server.ts (a
 * NormalModuleReplacementPlugin in docusaurus.config.ts), which carries them.
 */
export const serverData: MatrixData | null = null;
