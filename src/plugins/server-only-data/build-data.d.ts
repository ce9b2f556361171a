// What src/plugins/server-only-data writes at build time (createData), under the alias it sets.
declare module '@build-data/pitfall-sections' {
  /** Behaviour matrix row id → the id of the pitfalls section that links to it. */
  const sections: Record<string, string>;
  export default sections;
}
