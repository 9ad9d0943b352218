// prismjs/components/prism-core is the Prism object without any language;
// @types/prismjs types the package's main entry (core plus four languages).
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
