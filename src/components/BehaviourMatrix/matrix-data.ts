import type {MatrixData} from '../../data/behaviour.types';

/**
 * In the browser bundle the results are not part of the page's first-load JS: the HTML already
 * holds the tables. The server bundle gets matrix-data.server.ts in its place, which carries them
 * (src/plugins/server-only-data).
 */
export const serverData: MatrixData | null = null;
