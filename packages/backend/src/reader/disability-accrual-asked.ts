/**
 * "coi permessi 104 mi scala la tredicesima?", "perdo giorni di ferie?", "maturano lo stesso le ferie?": whether the
 * 104 permits cut the 13th month or the holidays, asked as a cut or as an accrual. Runs on the folded text.
 */
const ACCRUED = /\b(?:tredicesima|13(?:a|ma|esima)|ferie)\b/;
const CUT =
  /\b(?:riduc|ridott|ridur|decurt|togl|tolg|tolt|perd|pers[oaie]\b|tagli|scal|incid(?!ent)|intacc|diminu|abbass)\w*/;
const ACCRUES = /\b(?:matur|cont[ao]no|comput)\w*/;

export function disabilityAccrualAsked(text: string): 'cut' | 'accrues' | undefined {
  if (!ACCRUED.test(text)) return undefined;
  if (CUT.test(text)) return 'cut';
  return ACCRUES.test(text) ? 'accrues' : undefined;
}
