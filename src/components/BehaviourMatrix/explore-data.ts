import type {ExploreSummaryData} from '@site/src/data/explore.types';

/** As matrix-data.ts: null in the browser bundle; the server bundle gets explore-data.server.ts (src/plugins/server-only-data). */
export const exploreServerData: ExploreSummaryData | null = null;
