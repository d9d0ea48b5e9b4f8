/**
 * English HR words inside an Italian question, as an international employer's HR writes them ("3 mesi di
 * probation", "il notice period", "quanto gross di tredicesima", "13th month bonus", "contratto permanent"): the
 * Italian words the rules look for, so the question is read as the Italian topic it names (prova, preavviso,
 * retribuzione, lordo, tredicesima…) with every guard those rules already have. Only words that are no Italian
 * word of their own, longer phrases first; "bonus" stays as it is ("bonus donne" is an Italian incentive).
 * Runs on lower-case, accent-free text.
 */
const PHRASES: ReadonlyArray<readonly [string, string]> = [
  // The extra months: "13th month bonus", "13th salary", "thirteenth month pay", "14th month".
  [String.raw`(?:13th|thirteenth)(?: month)?(?: (?:bonus|pay|salary|payment))?`, 'tredicesima'],
  [String.raw`(?:14th|fourteenth)(?: month)?(?: (?:bonus|pay|salary|payment))?`, 'quattordicesima'],
  [String.raw`(?:probation(?:ary)?|trial) period|period of probation|probation`, 'periodo di prova'],
  [String.raw`notice period|period of notice`, 'preavviso'],
  [String.raw`(?:base |gross |annual |monthly )?(?:salary|salaries|wage|wages)`, 'retribuzione'],
  [String.raw`severance(?: pay)?`, 'tfr'],
  [String.raw`pay ?slips?|pay ?stubs?`, 'busta paga'],
  [String.raw`overtime`, 'straordinario'],
  [String.raw`sick leave|sick days`, 'malattia'],
  [String.raw`annual leave|vacation days|vacation`, 'ferie'],
  [String.raw`(?:wedding|marriage) leave`, 'congedo matrimoniale'],
  [String.raw`calendar days`, 'giorni di calendario'],
  [String.raw`working days|work days|business days`, 'giorni lavorativi'],
  [String.raw`headcount`, 'numero di dipendenti'],
  [String.raw`(?:hiring|offer|employment) (?:letter|leter)`, 'lettera di assunzione'],
  [String.raw`resignation`, 'dimissioni'],
  [String.raw`dismissal|layoff`, 'licenziamento'],
  // "contratto permanent", "full time permanent": the open-ended hire.
  [String.raw`permanent(?: contract)?`, 'a tempo indeterminato'],
  [String.raw`fixed[ -]term(?: contract)?|temporary contract`, 'a tempo determinato'],
  [String.raw`gross`, 'lordo'],
  // "è tropo long?": too long.
  [String.raw`(?:too|tropp?o) long`, 'troppo lungo'],
];

const RULES = PHRASES.map(
  ([pattern, italian]) =>
    [new RegExp(String.raw`(?<![\p{L}\d'])(?:${pattern})(?![\p{L}'])`, 'gu'), italian] as const,
);

/** The question with its English HR words in Italian. */
export function italianFromEnglish(text: string): string {
  return RULES.reduce((t, [rule, italian]) => t.replace(rule, italian), text);
}
