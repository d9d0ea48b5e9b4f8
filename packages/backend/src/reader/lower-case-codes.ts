/**
 * Codes typed in lower case on a phone ("ral 32k mi 13m", "tir 2026 con ral 14.200", "badante cs", "rc 26.800",
 * "pt min ore comm"): written in capitals where the context leaves no other reading, so that the readers of
 * province codes, payslip codes and household levels, which read capitals only (a lower-case "mi" is a pronoun,
 * "tir" a lorry, "a" a preposition), read them as the consultant meant. Everything else is left as typed.
 */

// Large cities' province codes (places.ts reads the same ones in capitals).
const PROVINCE = /(?<=^|[\s,;(])(mi|rm|na|to|bo|fi|ve|ge|ba|vr|pd|bg|ct|ts)(?=\s*[,:;)]|\s+\d|\s*$)/g;
// A payroll question: only there is a lower-case code next to a figure a province.
const PAYROLL = /\b(?:ral|netto|lordo|irpef|addizional\w*|mensilit\w*|\d+\s*k)\b|\b1[34]\s*m\b/i;
// "tir" as the trattamento integrativo: asked about a year or a figure, not a lorry driven.
const TIR =
  /(?<!\b(?:un|il|i|di|del|dei|sul|sui|col|coi|con|guido|guida|autista|camion|camionista)\s)\btir\b(?=\s+(?:\d{4}\b|con\b|per\b|nel\b|spett)|\s*[:?,]|\s*$)/g;
const HOUSEHOLD =
  /\b(?:colf|badante|baby[- ]?sitter|domestic[oa]|governante|lavoro domestico|assistente familiare)\b/i;
// A household level: "bs", "cs", "ds" anywhere in a household question; "as" (also a word) and a single letter
// only after its job, "inquadrata" or "livello".
const HOUSEHOLD_LEVEL = /(?<![\p{L}'’])([bcd]s)(?![\p{L}'’])/gu;
const HOUSEHOLD_LETTER =
  /\b(colf|badante|baby[- ]?sitter|domestic[oa]|governante|inquadrat[oa]|livello)\s+(as|[bcd])(?![\p{L}'’])/giu;

/** `message` with its lower-case codes in capitals where they can only be codes. */
export function withCodesCapitalised(message: string): string {
  // A message in capitals throughout keeps its own reading (places.ts ignores such codes).
  if (message === message.toUpperCase()) return message;
  let text = message.replace(/\brc\s*(?=\d)/g, 'RC ').replace(/(?<!\d\s*)\bpt\b/g, 'PT');
  text = text.replace(TIR, 'TIR');
  if (PAYROLL.test(text)) text = text.replace(PROVINCE, (code: string) => code.toUpperCase());
  if (HOUSEHOLD.test(text))
    text = text
      .replace(HOUSEHOLD_LEVEL, (level: string) => level.toUpperCase())
      .replace(HOUSEHOLD_LETTER, (_m, word: string, letter: string) => `${word} ${letter.toUpperCase()}`);
  return text;
}
