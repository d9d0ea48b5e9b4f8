/** ANSI styles for the renderer's own lines; with colour off the text is left as it is. */
export interface Style {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  dim?: boolean;
  code?: boolean;
  link?: boolean;
  heading?: boolean;
  inverse?: boolean;
  color?: 'red' | 'green' | 'yellow' | 'blue' | 'magenta' | 'cyan';
}

const COLORS = { red: 31, green: 32, yellow: 33, blue: 34, magenta: 35, cyan: 36 } as const;

function sgr(style: Style): string {
  const codes: number[] = [];
  if (style.bold || style.heading) codes.push(1);
  if (style.dim) codes.push(2);
  if (style.italic) codes.push(3);
  if (style.underline || style.link) codes.push(4);
  if (style.inverse) codes.push(7);
  if (style.strike) codes.push(9);
  if (style.color) codes.push(COLORS[style.color]);
  else if (style.heading) codes.push(36);
  else if (style.code) codes.push(33);
  else if (style.link) codes.push(34);
  return codes.length ? `\x1b[${codes.join(';')}m` : '';
}

export function paint(text: string, style: Style, color: boolean): string {
  if (!color || !text) return text;
  const open = sgr(style);
  return open ? `${open}${text}\x1b[0m` : text;
}
