import type { Ccnl } from '../kb/schema.js';
import { countValue } from '../reader/numbers.js';
import { jobTerms } from './job-terms.js';

/**
 * The domestic agreement's care ladder decided by who is cared for, as its definitions say: company for a
 * self-sufficient adult (AS), care of a self-sufficient person or a child (BS), care of a person who is not
 * self-sufficient, untrained (CS) or trained (DS). Families describe the person, not the level's words: a
 * child's age, a baby of a few months (not self-sufficient up to three years), a parent who keeps company.
 * Word matching alone reads "tata" as the occasional baby-sitter and a qualification as noise.
 */

const CARE_LEVELS = ['AS', 'BS', 'CS', 'DS'];

// ("guardare noi il livello", "guarda il contratto": looking something up, no one looked after.)
const ROLE =
  /\b(?:badant\w*|assist\w*|accud\w*|tata|tate|baby ?-?sit+er|bambinai\w*|compagnia|cura (?:di|del|della|dei|delle)|curare|prendersi cura|oss|segu(?:a|e|ire|irebbe)|bad(?:a|i|o|are|asse|assero|erebbe|era|ano|ando)|stia con|stare con|sta(?:ra|rebbe|nno)? con|(?:stia|stare|sta(?:ra|rebbe|nno)?) da (?:lui|lei|loro)|mett\w* a nanna|(?:gli|le) d(?:a|ara) (?:la )?(?:merenda|pappa)|port\w* (?:\w+ )?al parco|occup\w* (?:di|del|della|dei)|(?:l['’]|la |lo |li |le )accompagn\w*|accompagnarl[aoie]|(?:gli|le) (?:sta|stia|stara|starebbe) vicino|sorveglia\w*|vigilanza (?:di|del|della|dei|sui|sul)|guard(?:a|ano|are|i|erebbe)(?! (?:(?:noi|voi|io|tu|lui|lei|bene) )?(?:il|lo|la|i|gli|le|un|una|sul|nel|nella|in) (?:livell|contratt|tabell|sito|ccnl|cedolin|bust|document|legge|norm|cifr|import|minim))|tien[ei]|tenere)\b/;
// "la piccola" is a child; "una piccola scuderia", "un piccolo appartamento" are not.
const CHILD =
  /\b(?:figli\w*|bambin\w*|bimb\w*|neonat\w*|lattant\w*|nipotin\w*|fratellin\w*|sorellin\w*|(?<!\bun[a']? ?)piccol[oa](?! (?!(?:ha|e|di|che|non|va|sta|dorme|mangia)\b)\p{L}{3,})|gemell\w*)\b/u;
// "di 7 anni", "di quattro mesi", "ha 2 anni": the last one said is the child the question is about.
const AGE = /\b(?:di|ha|da|con)\s+(\d{1,2}|[a-z]+)\s+(mes[ei]|ann[oi])\b/g;
// Care that only someone who cannot look after themselves needs.
// "è allettato", "non riesce più a fare niente da solo": the person's dependency told in a family's words.
const DEPENDENT_CARE =
  /\b(?:mobilizz\w*|pannolon\w*|imbocc\w*|piaghe|alzarl[ao] dal letto|allettat[oaie]|non (?:riesce|e in grado) (?:piu )?(?:a )?fare (?:niente|nulla) da sol[oaie])\b/;
const TRAINED = /\b(?:oss|operat\w* socio ?-?sanitari\w*|infermier\w*)\b/;
// A course that is no care training ("solo un corso di italiano quando sono arrivata"): language, driving, IT.
const UNRELATED_COURSE =
  /\bcors[oi] (?:di |d'|per )?(?:lingua\w*|italiano|inglese|alfabetizzazion\w*|informatica|computer|guida|patente|cucina)\b/g;
// The title denied after its name, as people say it: "diploma non ne tengo", "attestato non ce l'ho".
const DENIED_AFTER =
  /\b(?:diplom\w*|attestat\w*|qualific\w*|titol\w*)(?: (?:da |di )?oss)? (?:non|nn)\b(?! solo\b)/;
// Tasks beyond company: a companion who also cares for the person is an assistant.
// "assistere", "assisterla", "assistenza": care given ("assistente", a job title, is not a task).
const CARE_TASKS =
  /\b(?:badant\w*|bad(?:a|i|are|asse|erebbe)|assist(?:ere|erla|erlo|erli|erle|e|a|ono|esse|erebbe|enza)|accud\w*|lav(?:a|arl[ao]|at[oaie])\b(?! (?:e stir|i (?:panni|piatti|pavimenti|vetri)|la biancheria))|igiene|medic\w*|imbocc\w*|cura (?:di|del|della)|aiut\w* (?:a|nel|nell[ae]) (?:lavar\w*|vestir\w*|fare il bagno|fare la doccia|bagno|doccia))\b/;
// Self-sufficiency told in a family's words: "fa ancora quasi tutto da sola", "è autonoma", "si arrangia".
// So is what the person still does alone, said one after the other: "cammina, si lava e mangia da sola", "si veste,
// cucina e fa la spesa da sola".
const SELF_SUFFICIENT =
  /\b(?:fa|faccia|fanno) (?:ancora )?(?:quasi )?tutto da sol[oaie]\b|\b(?:e|ancora|abbastanza) autonom[oaie]\b|\bsi arrangia\b|(?<!\bnon )\b(?:cammina|si (?:lava|veste|alza)|mangia)\b(?:,? (?:e )?(?:cammina|si (?:lava|veste|alza)|mangia|cucina|fa (?:la spesa|le sue cose))\b)* da sol[oaie]\b/;
// What a carer does for the person beyond company: goes out with her, cooks for her, keeps the house, stays close
// ("l'accompagnera, le fara da mangiare, pulira casa e le stara vicino").
const PERSON_TASKS =
  /\b(?:(?:l['’]|la |lo |li |le )accompagn\w*|accompagnarl[aoie]|(?:le|gli) (?:fa|faccia|fara|farebbe|prepar\w*|cucin\w*) (?:da mangiare|i pasti|il pranzo|la cena)|(?:gli|le) (?:sta|stia|stara|starebbe) vicino)\b/;
// Only an adult's age said ("ha 84 anni"): the sons and daughters named are the elderly person's, not a child
// to look after ("i figli sono al nord").
const ADULT_AGE = 18;
const ADULT_CHILDREN = /\bfigli\w*/g;

// Children watched only now and then, no care given ("qualche sera, quando usciamo, solo sorvegliarli; niente
// bagnetto, niente pappe"): the occasional baby-sitter of mere watching, the AS level's profile.
const MERE_WATCH =
  /\b(?:solo|soltanto|solamente|unicamente|esclusivamente) (?:a |per )?(?:sorveglia\w*|guard\w*|vigil\w*|tener\w* d'occhio)|\bmera vigilanza\b|\bniente (?:bagnett\w*|pappe?|cura|cambi\w*|pannolin\w*)\b/;
const NOW_AND_THEN =
  /\bqualche (?:sera|volta|ora|pomeriggio|weekend|fine settimana)\b|\bquando (?:(?:io e \w+|noi) )?(?:usciamo|andiamo|siamo fuori|esco|usciamo)\b|\b(?:il |la )?(?:venerdi|sabato|domenica) sera\b|\boccasional\w*|\bsaltuari\w*|\bogni tanto\b|\bin (?:nostra )?assenza\b|\bquando (?:non ci siamo|siamo fuori)\b/;
// Children taught ("si occupa della loro istruzione ed educazione", "un precettore", "lezioni, compiti"): the tutor's
// profile (istitutore) where the agreement lists it, not the care of a child.
const TEACHING =
  /\bistitut(?:ore|rice)\b|\bprecettor\w*|\bistruzione\b|\blezion[ei]\b|\bripetizion\w*|\bdoposcuola\b/;

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

/**
 * The question's words without the agreement's name ("con il CCNL colf e badanti"): the name says which contract,
 * not that the job is a carer's.
 */
function withoutAgreementName(ccnl: Ccnl, text: string): string {
  const names = [ccnl.short_name, ...(ccnl.aliases ?? [])]
    .map((n) => fold(n).replace(/^ccnl /, ''))
    .filter((n) => n.includes(' '));
  return names.reduce((all, name) => all.replaceAll(name, ' '), text);
}

/** Whether the cared-for child is under three (a baby is not self-sufficient), from the last age said. */
function youngChild(text: string): boolean | undefined {
  if (/\b(?:neonat\w*|lattant\w*|appena nat\w*)\b/.test(text)) return true;
  const ages = [...text.matchAll(AGE)];
  const last = ages.at(-1);
  if (!last) return undefined;
  const raw = last[1] ?? '';
  // "di un anno": the article is the number here.
  const n = countValue(raw);
  if (n === undefined) return undefined;
  return /^mes/.test(last[2] ?? '') ? n < 36 : n < 3;
}

/** Whether every age said is an adult's ("ha 84 anni"), and one is: no child's age beside it. */
function onlyAdultAges(text: string): boolean {
  const ages = [...text.matchAll(AGE)].map((m) => {
    const n = countValue(m[1] ?? '');
    return n !== undefined && /^ann/.test(m[2] ?? '') && n >= ADULT_AGE;
  });
  return ages.length > 0 && ages.every(Boolean);
}

/** The care level a description decides in an agreement with the AS–DS ladder, or undefined. */
export function careLevel(ccnl: Ccnl, description: string): string | undefined {
  const codes = new Set(ccnl.levels.map((l) => l.level));
  if (!CARE_LEVELS.every((c) => codes.has(c))) return undefined;
  const text = withoutAgreementName(ccnl, fold(description));
  // "non assiste persone", "senza badare a nessuno": a care role denied is no care to give.
  const undenied = text.replace(/\b(?:non|senza|niente|nessun\w*)\b[^.;,:\n]*/g, ' ');
  const said = new Set(jobTerms(description));
  // Care told by what is done to a dependent person ("va lavato, imboccato, girato nel letto") is the role too,
  // even when the only care word left ("assistente familiare") names a title the worker lacks.
  const dependentTasks =
    (DEPENDENT_CARE.test(text) || said.has('nonautosufficient')) && CARE_TASKS.test(undenied);
  if (!ROLE.test(undenied) && !dependentTasks) return undefined;
  // Training is judged where it was last spoken of: a follow-up ("e se ha l'attestato da OSS?") overrides the
  // earlier "senza diploma", and "senza diploma OSS" names the training only to deny it.
  const training =
    text
      .split(/[.;?!]/)
      .filter((s) =>
        /diplom|attestat|qualific|\boss\b|format|\bcors[oi]\b|certificat|operat\w* socio/.test(s),
      )
      .at(-1) ?? '';
  const trainingTerms = new Set(jobTerms(training.replace(UNRELATED_COURSE, ' ')));
  const untrained =
    ['nonform', 'nondiplom', 'nonoss'].some((t) => trainingTerms.has(t)) ||
    DENIED_AFTER.test(training) ||
    /\b(?:senza|non ha|non ho|nessun\w*|priv[oa] d\w*)\b[^.;,]*\b(?:oss|operat\w* socio)/.test(training);
  const trained = !untrained && (trainingTerms.has('form') || TRAINED.test(training));
  // ("figli" may be grown up: the children of the elderly person, "i figli sono al nord", when only adults' ages
  // are said; "bambini", "la piccola" are children whatever the ages.)
  const child = CHILD.test(text.replace(ADULT_CHILDREN, ' ')) || (CHILD.test(text) && !onlyAdultAges(text));
  const young = child ? youngChild(text) : undefined;
  if (child && TEACHING.test(undenied) && !CARE_TASKS.test(undenied)) {
    const tutor = ccnl.levels.find((l) => l.examples.some((e) => /\bistitut/i.test(e)));
    if (tutor) return tutor.level;
  }
  if (child && MERE_WATCH.test(text) && NOW_AND_THEN.test(text) && !CARE_TASKS.test(undenied)) return 'AS';
  const dependent = said.has('nonautosufficient') || DEPENDENT_CARE.test(text) || (child && young === true);
  if (dependent) return trained ? 'DS' : 'CS';
  if (child) return 'BS';
  // Company alone for an adult who manages on their own: the companion's level.
  // What the person does alone ("si lava e mangia da solo") is their self-sufficiency, not a task of the companion.
  // ("non convivente" says where the worker lives, and a negation ends at a heading's colon: "Posizione: badante
  // non convivente Compiti: compagnia e assistenza…" keeps its tasks.)
  const tasks = text
    .replace(/\bnon conviv\w*/g, ' ')
    .replace(/\b(?:niente|senza|non)\b[^.;,:\n]*/g, ' ')
    .replace(/\bsi (?:lava|veste|alza|prepara|cura)\b[^.;,]*/g, ' ');
  if (/\bcompagnia\b/.test(text) && !CARE_TASKS.test(tasks)) return 'AS';
  if (said.has('autosufficient')) return 'BS';
  // Care tasks for an adult the family tells as self-sufficient in its own words: assistance, not company.
  if (SELF_SUFFICIENT.test(text) && (CARE_TASKS.test(tasks) || PERSON_TASKS.test(tasks))) return 'BS';
  return undefined;
}
