/** Figures that identify something (a payslip row's code, an office's ticket or file number), never amounts. */

// A pasted payslip's code column ("… 219,07 9100 irpef 321,40", "cod descrizione … 0010 minimo tabellare"): four
// digits before an item's label, after the previous row's figure or the header, followed by the row's own figure.
const CODE_BEFORE =
  /(?:\d,\d{2}|%|\bcod\w*\.?|\bdescrizione|\btrattenute|\bcompetenze|\bimporto)\s*[/|;–-]?\s*$/;
const CODE_AFTER = /^\s+[a-z][a-z.'/° ]*?\s+(?:\d{1,3}(?:\.\d{3})*|\d+),\d{2}(?!\d)/;

// A reference number named right before it ("Ticket 4471", "pratica n. 2031", "rif. 5512", "matricola 1845",
// "cod. cliente 3312", "#4471", a payslip's "voce 210"): an office's or a payslip's identifier, never an amount ("retribuzione oraria di riferimento
// 9,20 €" is a pay the figure is named by).
const REFERENCE_BEFORE =
  /(?:\b(?:ticket|pratic[ae]|protocoll[oi]|prot|rif|(?<!\b(?:paga|retribuzione|compenso|tariffa|stipendio|salario)(?: orari[ao]| mensil[ei])? di )riferimento|matricol[ae]|segnalazion[ei]|voce|cod(?:ice)?(?: (?:cliente|dipendente|pratica|azienda))?|nr|numero(?: (?:pratica|ticket|cliente|richiesta))?|n)\.?\s*(?:n\.?|nr\.?|n°|num\.?|numero)?\s*[:#]?|#)\s*$/;

/** Whether the words right before a figure name it as a reference number. */
export function isReferenceNumber(before: string): boolean {
  return REFERENCE_BEFORE.test(before);
}

/** Whether a figure is the payroll code of a pasted payslip's row, not an amount. */
export function isPayrollCode(raw: string, before: string, after: string): boolean {
  return /^\d{4}$/.test(raw) && (raw.startsWith('0') || CODE_BEFORE.test(before)) && CODE_AFTER.test(after);
}
