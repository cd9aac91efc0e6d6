/**
 * Prism's grammar files (`prismjs/components/prism-<name>.js`) add
 * themselves to a global `Prism`. Imported before them, this module makes that
 * global the Prism our Highlight tokenizes with (remark-grammars.ts).
 */
import { Prism } from './Highlight';

(globalThis as { Prism?: typeof Prism }).Prism = Prism;
