import type { ComponentProps, ReactNode } from 'react';
import ApiTabs from '@theme-original/ApiTabs';

/**
 * The response tabs of a call (one per status code) render only the selected
 * panel: the success response. The error response, the same
 * `google.rpc.Status` on every call, renders when its tab is picked. A hidden
 * panel shows nothing without JavaScript either, so no reader loses it.
 */
export default function LazyApiTabs(props: ComponentProps<typeof ApiTabs>): ReactNode {
  return <ApiTabs {...props} lazy />;
}
