import data from './reference.json';
import type {ReferenceData} from './releases';
import {views, type BenchViews} from '../../components/BenchFigure/views';

/** Server bundle only (see reference-data.ts): the results the static HTML is rendered from. */
export const serverReference: ReferenceData | null = data as ReferenceData;
/** Server bundle only: what draws the BenchFigure components from them. */
export const serverViews: BenchViews | null = views;
