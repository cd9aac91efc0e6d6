import { startTransition, useEffect, useState } from 'react';

let pageIdle = false;
const waiting: Array<() => void> = [];
let scheduled = false;

/**
 * Runs the first waiting call once the browser is idle, in a transition, then
 * waits for the next idle moment for the next call: each part renders in a
 * task of its own, after whatever the page was busy with.
 */
function schedule(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  const run = () => {
    scheduled = false;
    pageIdle = true;
    const next = waiting.shift();
    if (next) startTransition(next);
    schedule();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}

function whenIdle(call: () => void): () => void {
  waiting.push(call);
  schedule();
  return () => {
    const index = waiting.indexOf(call);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * False until the browser is idle after the page has loaded, then true, for
 * parts of a page that nobody sees or uses in its first moments. They render
 * then, one idle moment each and in a transition (in slices of a few
 * milliseconds), rather than all together in the synchronous render that
 * follows hydration. Parts mounted once the page has been idle (after a
 * client-side navigation) render at once.
 */
export function useWhenIdle(): boolean {
  const [ready, setReady] = useState(pageIdle);
  useEffect(() => (ready ? undefined : whenIdle(() => setReady(true))), [ready]);
  return ready;
}
