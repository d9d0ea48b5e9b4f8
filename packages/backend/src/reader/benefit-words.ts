/**
 * A benefit the user applies for, named in the story around a question about a document ("mi serve per la domanda
 * del contributo affitto del Comune", "per il contributo per la mensa"): its "contributo" is not the social
 * security contributions a payslip or a CU withholds, so the words naming it are set aside before the items asked
 * are read.
 */
const BENEFIT =
  /\b(?:domanda (?:del|di|per (?:il|un))\s+)?contribut[oi]\s+(?:(?:per\s+(?:l'|l |la |il |lo |le |i |gli )?|del |della |dello |dei |delle |al |alla )?(?:affitt|mensa|asil|nid|bollett|luce|gas|spes|trasport|abbonament|libri|scuol|famigli|figli|bebe|nascit|canone|locazion|sport|centri estiv|caro|comun|region|fond)\w*|comunal\w*|regional\w*|(?:a )?fondo perduto)(?:\s+(?:del|della|dal|dalla)\s+(?:comune|regione)\b)?/gi;

/** The text with the benefits it names as applied for left out. */
export function withoutBenefits(text: string): string {
  return text.replace(BENEFIT, ' ');
}
