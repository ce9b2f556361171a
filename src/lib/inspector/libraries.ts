// The libraries the inspector runs a sample with. Its own module: the share links and the
// "Open in playground" link of every sample need this list, not the adapters' code.
export const INSPECT_LIBRARIES = ['limu', 'immer', 'mutative'] as const;
export type InspectLibrary = (typeof INSPECT_LIBRARIES)[number];
