// prismjs ships its components as untyped scripts; prism-core's export is the Prism object that
// @types/prismjs describes for the package root.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
