import type { ComponentProps, ReactNode } from 'react';
import SchemaTabs from '@theme-original/SchemaTabs';

/**
 * Schema tabs render only their selected panel. The other panels (the
 * written example of each request body and response, and the other
 * alternatives of a oneOf) render when their tab is picked: rendered up
 * front, their highlighted code made half the elements of a service page
 * (10,000 of 20,000 on /ref/api/profile-service).
 */
export default function LazySchemaTabs(props: ComponentProps<typeof SchemaTabs>): ReactNode {
  return <SchemaTabs {...props} lazy />;
}
