// Types of the docusaurus-theme-openapi-docs components that our code
// imports; the theme ships them for its own build only.

declare module '@theme/SchemaExpansion' {
  import type { FC, ReactNode } from 'react';

  export const SchemaExpansionProvider: FC<{ children: ReactNode }>;
}

declare module '@theme/CodeSamples' {
  import type { ReactNode } from 'react';

  export default function CodeSamples(props: { example: string; language?: string }): ReactNode;
}

declare module '@theme/Markdown' {
  import type { ReactNode } from 'react';

  export default function Markdown(props: { children?: ReactNode }): ReactNode;
}
