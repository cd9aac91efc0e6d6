import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import CodeSamples from '@theme/CodeSamples';
import Markdown from '@theme/Markdown';
import TabItem from '@theme/TabItem';

/**
 * The example tabs of a request body or a response. The theme's version also
 * builds an "Example (auto)" tab from the schema, with the OpenAPI plugin's
 * sample generator and an XML formatter in the browser (17 KB of gzip
 * JavaScript). Every body and response of our document carries a written
 * example, checked against its schema (tests/unit/api/contract.test.ts), so
 * the generated one would only repeat it less well: ExampleFromSchema
 * renders nothing, and the written examples render as the theme does.
 */

type Example = { summary?: string; value?: unknown };

function language(mimeType: string): string {
  if (mimeType.endsWith('json')) return 'json';
  if (mimeType.endsWith('xml')) return 'xml';
  return 'shell';
}

function text(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value, null, 2) : String(value);
}

export function ExampleFromSchema(_props: { schema: unknown; mimeType: string }): ReactNode {
  return null;
}

export function ResponseExamples({
  responseExamples,
  mimeType,
}: {
  responseExamples: Record<string, Example>;
  mimeType: string;
}): ReactNode {
  return Object.entries(responseExamples).map(([name, example]) => (
    <TabItem label={name} value={name} key={name}>
      {example.summary && <Markdown>{example.summary}</Markdown>}
      <CodeSamples example={text(example.value)} language={language(mimeType)} />
    </TabItem>
  ));
}

export function ResponseExample({
  responseExample,
  mimeType,
}: {
  responseExample: unknown;
  mimeType: string;
}): ReactNode {
  const label = translate({ id: 'theme.openapi.responseExamples.example', message: 'Example' });
  return (
    <TabItem label={label} value="Example">
      <CodeSamples example={text(responseExample)} language={language(mimeType)} />
    </TabItem>
  );
}
