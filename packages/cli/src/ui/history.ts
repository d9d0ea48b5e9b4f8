import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** How many questions the history keeps; older ones are dropped when it is next read. */
const MAX_ENTRIES = 500;

/**
 * The questions typed in the chat, kept across sessions in one file (a JSON string per line, so that a
 * multi-line question stays one entry). Reading and writing failures never stop the chat: the history
 * is a convenience.
 */
export function openHistory(path: string | null) {
  let entries: string[] = [];
  if (path) {
    try {
      entries = readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((row) => {
          try {
            const value: unknown = JSON.parse(row);
            return typeof value === 'string' && value ? [value] : [];
          } catch {
            return [];
          }
        });
      if (entries.length > MAX_ENTRIES) {
        entries = entries.slice(-MAX_ENTRIES);
        writeFileSync(path, entries.map((e) => `${JSON.stringify(e)}\n`).join(''), { mode: 0o600 });
      }
    } catch {
      // No history yet, or unreadable: start empty.
    }
  }
  return {
    entries: () => entries as readonly string[],
    /** Records a sent question, unless it repeats the last one. */
    add(text: string): void {
      if (!text.trim() || entries.at(-1) === text) return;
      entries = [...entries, text];
      if (!path) return;
      try {
        mkdirSync(dirname(path), { recursive: true });
        appendFileSync(path, `${JSON.stringify(text)}\n`, { mode: 0o600 });
      } catch {
        // Not saved: the question is still in this session's history.
      }
    },
  };
}

export type History = ReturnType<typeof openHistory>;

/**
 * Walking the history with ↑/↓: `index` is the entry shown (entries.length = the draft being typed), and
 * the draft is kept while browsing so that ↓ past the newest entry gives it back.
 */
export interface HistoryWalk {
  index: number | null;
  draft: string;
}

export function stepHistory(
  entries: readonly string[],
  walk: HistoryWalk,
  current: string,
  direction: -1 | 1,
): { walk: HistoryWalk; text: string } | null {
  const index = walk.index ?? entries.length;
  const next = index + direction;
  if (next < 0 || next > entries.length) return null;
  const draft = walk.index === null ? current : walk.draft;
  const text = next === entries.length ? draft : (entries[next] ?? '');
  return { walk: { index: next === entries.length ? null : next, draft }, text };
}
