import data from '@site/src/data/behaviour.json';
import pitfalls from '@build-data/pitfall-sections';
import type {BehaviourData, MatrixData} from '../../data/behaviour.types';

/**
 * The server bundle's matrix-data (src/plugins/server-only-data): the results the static HTML is drawn
 * from, and which pitfalls section links each row. After a client-side navigation the browser loads
 * this module as a chunk of its own (index.tsx).
 */
export const serverData: MatrixData | null = {...(data as BehaviourData), pitfalls};
