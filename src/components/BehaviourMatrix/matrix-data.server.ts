import data from '@site/src/data/behaviour.json';
import type {BehaviourData} from './types';

/** Server bundle only (see matrix-data.ts): the results the static HTML is rendered from. */
export const serverData: BehaviourData | null = data as BehaviourData;
