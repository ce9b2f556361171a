import data from './reference.json';
import type {ReferenceData} from './releases';
import {views, type BenchViews} from '../../components/BenchFigure/views';

/** The server bundle's reference-data (see reference-data.ts): the results the static HTML is drawn from. */
export const serverReference: ReferenceData | null = data as ReferenceData;
/** Server bundle only: what draws the BenchFigure components from them. */
export const serverViews: BenchViews | null = views;
