import React, { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';

type Props = ComponentProps<typeof Mermaid>;

// How far below the viewport a diagram starts to load: far enough that it is
// drawn before the reader scrolls to it, so nothing visible moves.
const LOAD_MARGIN = '0px 0px 800px 0px';

// Mermaid scales a diagram down to the column's width, which on a phone shrinks
// its labels to a few pixels. A diagram never shrinks below this share of its
// drawn size (labels of 14 px stay above 11 px); the frame scrolls instead.
const MIN_SCALE = 0.8;

/** Keeps the diagram's labels readable, and the frame reachable by keyboard when it scrolls. */
function keepReadable(frame: HTMLDivElement): () => void {
  const fit = () => {
    const svg = frame.querySelector('svg');
    const drawn = svg?.viewBox.baseVal?.width;
    if (!svg || !drawn) return;
    svg.style.minWidth = `${Math.ceil(drawn * MIN_SCALE)}px`;
    // A region that scrolls must take the focus, so that the keyboard can scroll it too.
    if (frame.scrollWidth > frame.clientWidth) frame.tabIndex = 0;
    else frame.removeAttribute('tabindex');
  };
  const changes = new MutationObserver(fit);
  changes.observe(frame, { childList: true, subtree: true });
  const sizes = new ResizeObserver(fit);
  sizes.observe(frame);
  fit();
  return () => {
    changes.disconnect();
    sizes.disconnect();
  };
}

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

  useEffect(() => {
    const element = frame.current;
    if (!near || !element || typeof ResizeObserver === 'undefined') return undefined;
    return keepReadable(element);
  }, [near]);

  return (
    <div ref={frame} className="mermaid-frame">
      {near && <Mermaid {...props} />}
    </div>
  );
}
