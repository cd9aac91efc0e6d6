import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { toSiteMapAreas } from './areas';

/** The map of the site on the home page, drawn from the docs sidebar. */
export default function SiteMap(): ReactNode {
  const sidebar = useDocsSidebar();
  const areas = toSiteMapAreas(sidebar?.items ?? []);
  return (
    <div className="site-map">
      {areas.map((area) => (
        <section key={area.label} className="site-map__area" aria-label={area.label}>
          <Heading as="h3">{area.label}</Heading>
          {area.description && <p>{area.description}</p>}
          <ul>
            {area.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
