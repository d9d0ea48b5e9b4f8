let italianFormat: Intl.NumberFormat | undefined;
/** Made on first use: an Intl formatter costs milliseconds (locale data), paid by whoever loads core. */
const italian = () =>
  (italianFormat ??= new Intl.NumberFormat('it-IT', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    // CLDR leaves 4-digit Italian numbers ungrouped ("1234,50"); payslips write "1.234,50".
    useGrouping: 'always',
  }));

/** Currency symbols and the words euro/euros, removed before reading the number (spec §5). */
const CURRENCY = /[€$£¥]|\beur(?:o|os)?\b/giu;

function parseAmount(raw: string): number | null {
  let text = raw.replace(CURRENCY, '').replace(/[\s\u00a0\u202f']/g, '');
  if (!/^[+-]?[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
  const comma = text.lastIndexOf(',');
  const dot = text.lastIndexOf('.');
  if (comma >= 0 && dot < 0) {
    // Comma only: a decimal comma.
    if (text.indexOf(',') !== comma) return null;
    text = text.replace(',', '.');
  } else if (dot >= 0 && comma < 0) {
    // Dot only: thousands separators.
    text = text.replace(/\./g, '');
  } else if (comma >= 0 && dot >= 0) {
    // Both: the last one is the decimal separator, the other groups thousands.
    const [group, decimal] = comma > dot ? ['.', ','] : [',', '.'];
    const head = text.slice(0, text.lastIndexOf(decimal));
    const tail = text.slice(text.lastIndexOf(decimal) + 1);
    if (tail.includes(group)) return null;
    text = `${head.split(group).join('')}.${tail}`;
  }
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * Price display (spec §5): strip currency symbols and "euro"/"euros", read a comma-only value as a decimal
 * comma and a dot-only value as thousands separators, format as Italian with two decimals plus the euro
 * sign. Unparsable input is shown as is.
 */
export function formatPrice(input: string | number | null | undefined): string {
  if (input === null || input === undefined) return '';
  const value = typeof input === 'number' ? (Number.isFinite(input) ? input : null) : parseAmount(input);
  if (value === null) return String(input);
  return `${italian().format(value)} €`;
}

/**
 * A number as an Italian user types it: "." groups thousands, "," marks decimals ("1.783,75"); with no comma,
 * a "." followed by groups of three digits groups thousands ("30.000") and any other is a decimal point
 * ("1783.75"). Undefined when the text is not one number. (Prices shown from data follow `formatPrice`'s
 * own spec rule instead: there a lone dot always groups thousands.)
 */
export function parseItalianNumber(text: string): number | undefined {
  if (!/^\d[\d.,]*$/.test(text)) return undefined;
  const comma = text.lastIndexOf(',');
  const normalised =
    comma >= 0
      ? `${text.slice(0, comma).replace(/[.,]/g, '')}.${text.slice(comma + 1)}`
      : /^\d{1,3}(\.\d{3})+$/.test(text)
        ? text.replace(/\./g, '')
        : text;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : undefined;
}

/** Italian number with two decimals (spec §9), without the euro sign. */
export function formatNumber(value: number): string {
  return italian().format(value);
}
