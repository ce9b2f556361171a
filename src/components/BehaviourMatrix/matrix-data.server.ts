import data from '@site/src/data/behaviour.json';
import {PITFALL_SECTIONS} from './pitfall-sections';
import type {BehaviourData, MatrixData} from '../../data/behaviour.types';

/** Server bundle only (see matrix-data.ts): the results the static HTML is rendered from. */
export const serverData: MatrixData | null = {...(data as BehaviourData), pitfalls: PITFALL_SECTIONS};
