// Prism's core alone, without the languages that `prismjs` itself loads.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
