import React, { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';

type Props = ComponentProps<typeof Mermaid>;

// How far below the viewport a diagram starts to load: far enough that it is
// drawn before the reader scrolls to it, so nothing visible moves.
const LOAD_MARGIN = '0px 0px 800px 0px';

/**
 * Renders the theme's Mermaid diagram only once its place on the page comes
 * near the viewport. The Mermaid library is large; pages pay for it only when
 * a reader gets to a diagram.
 */
export default function LazyMermaid(props: Props): ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={frame} className="mermaid-frame">
      {near && <Mermaid {...props} />}
    </div>
  );
}
