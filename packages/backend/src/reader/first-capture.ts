/** The first non-empty group captured by the first of `patterns` that matches `text`. */
export function firstCapture(text: string, ...patterns: RegExp[]): string | undefined {
  for (const p of patterns) {
    const m = p.exec(text);
    if (m) return m.slice(1).find((g) => g !== undefined && g.trim() !== '');
  }
  return undefined;
}
