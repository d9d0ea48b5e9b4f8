import { Text } from 'ink';
import { displayWidth, hardSplit } from '../../render/width.js';

/** Lines already fitted to the width, as one Text: Ink does not wrap them again. */
export function Lines({ lines }: { lines: readonly string[] }) {
  return <Text>{lines.join('\n')}</Text>;
}

/** Cuts a line to `width` cells, with an ellipsis. */
export function truncate(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  return `${hardSplit(text, Math.max(1, width - 1))[0] ?? ''}…`;
}

/** Shows `count` rows of a list around the cursor. */
export function windowAround(length: number, cursor: number, count: number): [number, number] {
  const size = Math.max(1, Math.min(count, length));
  const start = Math.min(Math.max(0, cursor - Math.floor(size / 2)), Math.max(0, length - size));
  return [start, start + size];
}
