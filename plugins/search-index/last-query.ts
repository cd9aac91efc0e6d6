/**
 * How the search bar answers the queries DocSearch asks, one per keystroke
 * (src/theme/SearchBar/Bar.tsx): each query first waits (`before`: for the
 * index, and on a slow device for a pause in typing); then only the query
 * asked last is answered, and those asked before it take its answer.
 * DocSearch shows the answer of the last query anyway, and on a phone's CPU
 * each earlier search would cost 100 to 150 ms that the keystrokes after it
 * wait for.
 */
export function lastQueryWins<Q, A>(
  before: () => Promise<void>,
  answer: (query: Q) => Promise<A>,
): (query: Q) => Promise<A> {
  let asked = 0;
  let last: Promise<A> | undefined;
  return (query) => {
    const mine = ++asked;
    const result = (async () => {
      await before();
      if (mine !== asked) return await last!;
      return answer(query);
    })();
    last = result;
    return result;
  };
}

/**
 * Resolves once the page has been free of the current task for `ms`: the
 * wait starts in a task of its own, so that a keystroke the browser could not
 * dispatch while this one was handled still comes before it ends.
 */
export function typingPause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(() => setTimeout(resolve, ms), 0));
}
