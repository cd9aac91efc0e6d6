import { useState, type ReactNode } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useWhenIdle } from '@site/src/components/WhenIdle';

/**
 * The navbar's menu on a phone, rendered once the browser is first idle, or
 * at once if the reader opens it before. The theme renders it right after
 * hydration, closed and hidden, and then again once the docs sidebar has
 * handed it its items: twice 300 to 370 elements in synchronous renders on
 * every page, before anybody can have opened it.
 */
export default function IdleMobileSidebar(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const idle = useWhenIdle();
  const [rendered, setRendered] = useState(false);
  // Once rendered, it stays: closing the menu is the theme's own animation.
  if ((idle || shown) && !rendered) setRendered(true);
  return rendered || idle || shown ? <MobileSidebar /> : null;
}
