/**
 * How the search bar answers DocSearch's queries, one per keystroke
 * (plugins/search-index/last-query.ts): after a wait, only the query asked
 * last is searched, and the queries before it take its answer; a query asked
 * after the wait is searched on its own. With a pause in typing as the wait,
 * a word typed quickly is searched once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastQueryWins, typingPause } from '../../plugins/search-index/last-query';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A search bar's answering function, with the queries it searched recorded in `searched`. */
function recording<T>(wait: () => Promise<void>, answer: (query: string) => T) {
  const searched: string[] = [];
  const ask = lastQueryWins(wait, async (query: string) => {
    searched.push(query);
    return answer(query);
  });
  return { searched, ask };
}

describe('the last query wins', () => {
  it('searches a word typed without a pause once, and gives every keystroke its answer', async () => {
    const { searched, ask } = recording(
      () => typingPause(100),
      (query) => `hits for ${query}`,
    );
    const answers: Promise<string>[] = [];
    for (const query of ['p', 'pr', 'pro', 'prof', 'profi', 'profil', 'profile']) {
      answers.push(ask(query));
      await vi.advanceTimersByTimeAsync(50);
    }
    await vi.advanceTimersByTimeAsync(200);
    expect(searched).toEqual(['profile']);
    expect(await Promise.all(answers)).toEqual(Array(7).fill('hits for profile'));
  });

  it('searches each query asked after a pause', async () => {
    const { searched, ask } = recording(
      () => typingPause(100),
      (query) => query,
    );
    const first = ask('profile');
    await vi.advanceTimersByTimeAsync(150);
    const second = ask('profile status');
    await vi.advanceTimersByTimeAsync(150);
    expect(searched).toEqual(['profile', 'profile status']);
    expect([await first, await second]).toEqual(['profile', 'profile status']);
  });

  it('without a pause to wait for, searches every keystroke asked in a task of its own', async () => {
    const { searched, ask } = recording(
      () => Promise.resolve(),
      (query) => query,
    );
    for (const query of ['p', 'pr', 'pro']) {
      void ask(query);
      await vi.advanceTimersByTimeAsync(20);
    }
    expect(searched).toEqual(['p', 'pr', 'pro']);
  });

  it('waits a pause that starts once the task that asked is over', async () => {
    let done = false;
    void typingPause(100).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(done).toBe(true);
  });
});
