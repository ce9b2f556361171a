import data from './reference.json';
import type {ReferenceData} from './releases';

/** Server bundle only (see reference-data.ts): the results the static HTML is rendered from. */
export const serverReference: ReferenceData | null = data as ReferenceData;
