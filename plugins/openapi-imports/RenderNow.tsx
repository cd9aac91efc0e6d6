import type { ReactNode } from 'react';

/** Takes the place of BrowserOnly where plugins/openapi-imports says so: renders its children on the server too. */
export default function RenderNow({
  children,
}: {
  children?: () => ReactNode;
  fallback?: ReactNode;
}): ReactNode {
  return <>{children?.()}</>;
}
