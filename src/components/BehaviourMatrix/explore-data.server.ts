import data from '@site/src/data/explore.json';
import type {ExploreSummaryData} from '@site/src/data/explore.types';

/** The server bundle's explore-data (see explore-data.ts). */
export const exploreServerData: ExploreSummaryData | null = data as ExploreSummaryData;
