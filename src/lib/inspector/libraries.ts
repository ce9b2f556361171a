// The libraries the inspector runs a sample with. Its own module: the share links and the
// "Open in playground" link of every sample need this list, not the adapters' code.
import {COMPARED_LIBRARIES} from '../../data/site.mjs';

export const INSPECT_LIBRARIES = COMPARED_LIBRARIES;
export type InspectLibrary = (typeof INSPECT_LIBRARIES)[number];
