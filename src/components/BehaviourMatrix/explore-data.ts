import type {ExploreSummaryData} from './Explore';

/** As matrix-data.ts: null in the browser bundle; the server bundle gets explore-data.server.ts. */
export const exploreServerData: ExploreSummaryData | null = null;
