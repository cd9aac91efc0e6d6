/**
 * Stands in for the classic theme's `@theme/prism-include-languages`, which
 * puts the grammars of `themeConfig.prism.additionalLanguages` into every
 * page's `main`. Here each page imports the grammars of its own code blocks
 * (remark-grammars.ts), so there is nothing to include up front.
 */
export default function prismIncludeLanguages(): void {}
