import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * The weekly hours of the worker's own group, when the agreement's rule sets them apart ("40 ore settimanali,
 * ridotte a 39 per i lavoratori giornalieri non turnisti", "42 ore per i dipendenti delle aziende di
 * distribuzione di carburante metano") and the question says the worker is in that group ("faccio solo il turno
 * giornaliero"): that figure answers, alone; the other groups' hours are not stated.
 */

// The rule's clauses naming a group's own hours: the figure before the group, or after it.
const BEFORE =
  /\b(?:ridott\w* a |(?<=[\s,;(]|^))(\d{2})(?: ore)?(?: settimanali)? per ((?:i|gli|le|il|la) [^,;.()]+?)(?= e \d|[,;.()]|$)/g;
const AFTER = /\bper ((?:i|gli|le|il|la) [^,;.()\d]+?)(?: \([^)]*\))? (\d{2}) ore\b/g;

// Words that name no particular group.
const GENERIC =
  /^(?:lavorator\w*|dipendent\w*|addett\w*|personale|aziend\w*|impres\w*|impiant\w*|mansion\w*|settore|normale|orario|settimanal\w*)$/;

/**
 * A group said in the worker's words: "sempre di giorno", "non faccio i turni", "senza turni" is a day worker
 * (giornaliero); a lorry driver is the travelling staff (personale viaggiante).
 */
const SAID_AS: [RegExp, string][] = [
  [
    /\bnon (?:faccio|fa|facciamo|fanno|sono (?:su|a|in)|lavoro (?:su|a|in)) (?:i |dei |a )?turn\w*|\bsenza (?:i )?turni\b|\bniente turni\b|\b(?:sempre|solo) di giorno\b|\bnon (?:sono )?turnist\w*/,
    'giornalieri',
  ],
  [/\b(?:autist\w*|camionist\w*|conducent\w*|padroncin\w*)\b/, 'viaggiante'],
];

/** The words a group must be told by: the long ones, not negated ("non turnisti"), not generic. */
function groupWords(group: string): string[] {
  const words = readable(group).split(/\s+/);
  return words
    .filter((w, i) => w.length >= 6 && !GENERIC.test(w) && !/\d/.test(w) && words[i - 1] !== 'non')
    .map((w) => w.slice(0, 7));
}

interface OwnHours {
  hours: number;
  group: string;
}

function groupsOf(text: string): OwnHours[] {
  const found: OwnHours[] = [];
  for (const m of text.matchAll(BEFORE)) found.push({ hours: Number(m[1]), group: (m[2] ?? '').trim() });
  // "per i dipendenti … metano e 45 ore per …": a figure after " e" opens the next clause, not this one.
  for (const m of text.matchAll(AFTER))
    if (!/ e$/.test((m[1] ?? '').trim())) found.push({ hours: Number(m[2]), group: (m[1] ?? '').trim() });
  return found;
}

/** The opening sentence for the worker's own group, or undefined when the question names none of them. */
export function ownGroupHours(ccnl: Ccnl, question: string): string | undefined {
  const rule = ccnl.weekly_hours;
  if (!rule.text || rule.value === null) return undefined;
  // "orario giornaliero", "paga giornaliera" name a day's measure, not the day workers.
  const asked = readable(question).replace(
    /\b(?:orario|riposo|paga|quota|retribuzione|divisore|ore|limite|massimo|lavoro) giornalier\w*/g,
    ' ',
  );
  const said = `${asked}${SAID_AS.flatMap(([words, group]) => (words.test(asked) ? [` ${group}`] : [])).join('')}`;
  const matching = groupsOf(rule.text).filter((g) => {
    const words = groupWords(g.group);
    return g.hours !== rule.value && words.length > 0 && words.every((w) => said.includes(w));
  });
  const [own] = matching;
  if (matching.length !== 1 || !own) return undefined;
  // Only the group's own figure: the others' hours are another worker's answer, not this one's, unless the
  // question asks the other side too ("del personale non viaggiante e dei conducenti discontinui").
  const complement = groupWords(own.group).some((w) => new RegExp(`\\bnon ${w}`).test(asked));
  if (complement)
    return `Nel ${ccnl.short_name} l'orario contrattuale per ${own.group} è di ${bold(`${own.hours} ore settimanali`)}; l'orario normale è di ${bold(`${rule.value} ore settimanali`)}.`;
  return `Nel ${ccnl.short_name} l'orario contrattuale per ${own.group} è di ${bold(`${own.hours} ore settimanali`)}. Per gli altri lavoratori il contratto fissa un orario diverso.`;
}

/**
 * "Ho letto che il rinnovo ha ridotto l'orario … a me che non faccio turni spetta una riduzione? Da quando e di
 * quante ore?": the reduction asked opens, from the rule's own sentence on it. A worker off shifts (SAID_AS) reads
 * first the clause that gives it to every worker, where the rule has one ("dal 1° gennaio 2027 la riduzione di 4
 * ore spetta a tutti i lavoratori"). The ROL and a part-time's shorter week are other subjects.
 */
const REDUCTION_ASKED =
  /\briduzion\w*(?! (?:dell'|d'|di )?orario di lavoro \(?rol)|\bridurr\w*|\b(?:si e|e stat[oa]|sono stat[ei]) ridott\w*|\bridott\w* (?:l'|di )orario/;
const NOT_REDUCTION = /\brol\b|\bpart.?time\b|\bpermess\w*|\bore (?:di )?ferie\b/;
const REDUCTION_SENTENCE = /\bridu(?:ce|zione)\b[^.]*\b\d+ ore\b[^.]*\b20\d\d\b/;
const FOR_ALL = /(?:^|,\s*)(?:mentre |e )?((?:dal [^,]+ )?la riduzione [^,;]*\btutti i lavorator\w*)/;

export function ownReduction(name: string, rule: string, question: string): string | undefined {
  const asked = readable(question);
  if (!REDUCTION_ASKED.test(asked) || NOT_REDUCTION.test(asked)) return undefined;
  const sentences = rule.split(/(?<=\.)\s+/).map((s) => s.replace(/\.$/, ''));
  const reduction = sentences.find((s) => REDUCTION_SENTENCE.test(s));
  if (!reduction) return undefined;
  const offShifts = SAID_AS.some(([words, group]) => group === 'giornalieri' && words.test(asked));
  const forAll = offShifts ? FOR_ALL.exec(reduction)?.[1] : undefined;
  const others = sentences.filter((s) => s !== reduction).join('. ');
  const lead = forAll
    ? `Nel ${name}, riduzione dell'orario per chi non lavora a turni: ${bold(forAll)}. ${reduction}.`
    : `Nel ${name}, riduzione dell'orario: ${reduction.replace(/\b(\d+ ore)\b/, (h) => bold(h))}.`;
  return others ? `${lead} La regola: ${others}.` : lead;
}
