// Row id → the pitfalls section that covers it, read from the locale's pitfalls page at build time
// (src/plugins/behaviour-matrix-data defines the constant, pitfalls.ts reads the page). Like the
// results, it names the rows: only the server bundle and the lazy chunk of a client-side render
// import this module (matrix-data.server.ts, index.tsx), never the page's route chunk.
declare const __LIMU_PITFALL_SECTIONS__: Record<string, string>;

export const PITFALL_SECTIONS: Record<string, string> = __LIMU_PITFALL_SECTIONS__;
