import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
// The grammar of the command's code block (plugins/prism-highlight/remark-grammars.ts).
import '@site/plugins/prism-highlight/global-prism';
import 'prismjs/components/prism-bash.js';

/**
 * The example request of an operation of /ref/api, as a curl command to copy.
 * The command is built when the pages are generated (scripts/api/curl.ts):
 * the site describes the API and never sends requests itself.
 */
export default function RequestExample({ command }: { command: string }): ReactNode {
  return (
    <div className="request-example">
      <CodeBlock language="bash" title="Example request">
        {command}
      </CodeBlock>
    </div>
  );
}
