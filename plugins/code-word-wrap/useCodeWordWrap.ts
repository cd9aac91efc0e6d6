import { useCallback, useEffect, useRef, useState } from 'react';
import type { useCodeWordWrap as useThemeCodeWordWrap } from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useThemeCodeWordWrap>;

/**
 * The state of a code block's word-wrap button, as theme-common's hook keeps
 * it, measured at other times.
 *
 * Whether a block scrolls sideways (which decides whether it offers word
 * wrap) takes its width and that of its content. Theme-common's hook reads
 * them in an effect as each block mounts, right after the page hydrates, when
 * React has just changed the page: the browser must style and lay out the
 * whole page there and then, inside React's task. On
 * /ref/api/profile-service that was 66 ms of style and layout on this
 * machine, some 260 ms on Lighthouse's simulated phone.
 *
 * Here a block is measured when it comes on screen (an IntersectionObserver
 * reports it once the browser has laid the page out, so the reading costs
 * nothing), again when word wrap is switched, and when the window is resized.
 * A block in a hidden tab comes on screen when its tab is shown. The button
 * itself renders once the browser is idle (src/theme/CodeBlock/Buttons), so
 * the reader sees no difference.
 */
export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) return;
    setIsCodeScrollable(
      block.scrollWidth > block.clientWidth || Boolean(block.querySelector('code')?.hasAttribute('style')),
    );
  }, []);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) measure();
    });
    observer.observe(block);
    return () => observer.disconnect();
  }, [measure, isEnabled]);

  useEffect(() => {
    window.addEventListener('resize', measure, { passive: true });
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
