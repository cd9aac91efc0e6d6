/**
 * The classic theme's `@theme/prism-include-languages`, swizzled (the theme
 * offers it for this): the original puts the grammars of
 * `themeConfig.prism.additionalLanguages` into every page's `main`. Here each
 * page imports the grammars of its own code blocks
 * (plugins/prism-highlight/remark-grammars.ts), so there is nothing to
 * include up front.
 */
export default function prismIncludeLanguages(): void {}
