import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { curlCommand, needsToken, type Operation } from '@site/src/components/RequestExample/curl';

/**
 * Replaces the OpenAPI theme's request panel. That panel is an API client (a
 * form, a send button, and code generators for twenty languages, 1.6 MB of
 * gzip JavaScript); this site describes the API and never calls it. In its
 * place, the operation's example request as a curl command to copy.
 */
export default function ApiExplorer({ item }: { item: Operation }): ReactNode {
  return (
    <section className="request-example" aria-labelledby="request-example">
      <h2 id="request-example">Example request</h2>
      <p>
        The example request of this operation, for <code>curl</code>.
        {needsToken(item) && (
          <>
            {' '}
            Set <code>MINDER_TOKEN</code> to an access token first, for example with{' '}
            <code>export MINDER_TOKEN=$(minder auth token)</code>.
          </>
        )}
      </p>
      <CodeBlock language="bash">{curlCommand(item)}</CodeBlock>
    </section>
  );
}
