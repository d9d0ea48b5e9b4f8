import { normalise } from '../kb/text.js';

/**
 * The departments of a hotel or a restaurant a profile's title can be qualified by: «cameriera ai piani» is the
 * room attendant, «cameriere di ristorante» the dining-room waiter. A driver's profile is qualified the same way
 * by where the service runs: inside a port, a platform or a plant, or on runs back at base every evening («servizi
 * interni a porti», «con rientro in sede»), against trips with nights away («con trasferta»). The place a trip
 * starts from ("dal porto di Genova") is not the service. How a profile names one, how a job says it.
 */
// A condition the job denies ("non rientra in sede", "niente trasferte") is not the job's.
const NOT = String.raw`(?<!\b(?:non|niente|senza|nessuna|mai) (?:fa |ha |e |prevede |sono previste )?)`;
const DEPARTMENTS: { profile: RegExp; job: RegExp }[] = [
  { profile: /\b(?:ai|dei) piani\b/, job: /\b(?:ai|dei|al) piani?\b|\b(?:camere|stanze|housekeeping)\b/ },
  {
    profile: /\b(?:di|in) sala\b|\bristorante\b/,
    job: /\b(?:di|in|della|nella|a|alla) sala\b|\bristorant[ei]\b|\bai tavoli\b|\bservizio ai tavoli\b/,
  },
  { profile: /\b(?:al|di|del) bar\b|\bbar\//, job: /\b(?:al|del|nel|di|dietro il) (?:bar|bancone)\b/ },
  { profile: /\b(?:di|in) cucina\b/, job: /\b(?:di|in|della|nella) cucina\b/ },
  {
    profile:
      /\b(?:autista|conducente)\b.*\b(?:servizi (?:interni|ripetitivi|sistematici)|rientro (?:in|nella) sede|all interno)\b/,
    job: new RegExp(
      `${NOT}\\b(?:servizi? (?:intern|navett|spola)\\w*|navett\\w*|fa (?:la )?spola|(?:rientr|torn)\\w* (?:in|alla|nella|a) (?:sede|casa|deposito) (?:ogni|tutte le|la|alla) ser\\w*|(?:dentro|all interno d\\w*|nel|nell|in) (?:il |al |l )?(?:porto|interporto|terminal|piazzale|stabilimento|piattaforma|area portuale)\\b(?! (?:di|da) \\p{L}+ (?:verso|a|per|fino)))`,
      'u',
    ),
  },
  {
    profile: /\b(?:autista|conducente)\b.*\b(?:trasferta|internazionali)\b/,
    job: new RegExp(
      `${NOT}\\b(?:trasfert\\w*|pernott\\w*|dorm\\w* (?:fuori|via|in cabina|nel camion)|nott\\w* (?:fuori|via|in viaggio)|fuori casa (?:\\p{L}+ ){0,3}nott\\w*|fuori (?:casa|sede) (?:la notte|per|anche)|lunghe percorrenze|lungo raggio|viagg\\w* (?:dal|da|verso|in|per|fino)|(?:non|mai) (?:torn|rientr)\\w* (?:in|alla|a|nella) (?:sede|casa)|tratte (?:nazionali|internazionali)|(?:trasport\\w*|viagg\\w*) internazional\\w*|all estero|(?:tratt|rott|line|viagg|giri|trasport)\\w* (?:[\\p{L}\\d-]+ ){0,5}?(?:germania|francia|spagna|austria|svizzera|belgio|olanda|paesi bassi|polonia|romania|ungheria|slovenia|croazia|repubblica ceca|europa|estero)\\b)`,
      'u',
    ),
  },
];

// «commis di cucina, sala e bar»: a list of departments after one preposition names each ("di sala", "di bar").
const DEPARTMENT_LIST =
  /\b(di|in) ((?:cucina|sala|bar|ristorante)(?: (?:e |ed )?(?:cucina|sala|bar|ristorante)\b)+)/g;
const spreadDepartments = (ex: string) =>
  ex.replace(DEPARTMENT_LIST, (_, preposition: string, list: string) =>
    list
      .split(' ')
      .filter((w) => w !== 'e' && w !== 'ed')
      .map((w) => `${preposition} ${w}`)
      .join(' '),
  );

/**
 * Whether the profile is qualified by a department the job does not name while the job names another one
 * ("cameriere … servo in sala" against «cameriera/cameriere ai piani»): the same title in another department is
 * another job. A job that names no department, or the profile's own, is not told apart.
 */
export function otherDepartment(example: string, phrase: string): boolean {
  const ex = spreadDepartments(normalise(example));
  const own = DEPARTMENTS.filter((d) => d.profile.test(ex));
  if (!own.length || own.some((d) => d.job.test(phrase))) return false;
  return DEPARTMENTS.some((d) => !own.includes(d) && d.job.test(phrase));
}

// The driving licence a driver's profile or job names: a lorry and trailer, an articulated lorry or a road train
// need the C+E («patente C+E», "bilico", "autoarticolato", "autotreno", "semirimorchio"); a rigid lorry the C
// («autocarro isolato», «patente C e cronotachigrafo»: the "e" there is the conjunction); a van the B. Read on the
// text as written, where "C+E" keeps its plus sign. ("autocarro senza rimorchio" denies the trailer.)
const LICENCES: { licence: string; said: RegExp }[] = [
  {
    licence: 'CE',
    said: /\bpatent\w*\s+(?:di\s+)?(?:tipo\s+|categoria\s+)?(?:c\s*[+/-]\s*e|ce)\b|\b(?:la|della|con la)\s+c\s*\+\s*e\b|(?<!\b(?:senza|niente|non|nessun\w*) (?:(?:ha|guida|usa|con) )?(?:il |un |l'|alcun )?)\b(?:bilic\w*|autoarticolat\w*|autotren\w*|semirimorch\w*|rimorch\w*|trattore stradale|tir)\b/iu,
  },
  {
    licence: 'C',
    said: /\bpatent\w*\s+(?:di\s+)?(?:tipo\s+|categoria\s+)?c\b(?!\s*[+/-]\s*e\b)|\bautocarr\w* isolat\w*|\bcamion (?:singol|isolat)\w*/iu,
  },
  { licence: 'B', said: /\bpatent\w*\s+(?:di\s+)?(?:tipo\s+|categoria\s+)?b\b/iu },
];

/** The licence a text names, the most demanding first; undefined when it names none. */
const licenceOf = (text: string): string | undefined => LICENCES.find((l) => l.said.test(text))?.licence;

/**
 * Whether a driver's profile (or a level's definition) names another licence than the job ("guido un bilico con
 * la C+E" against «autocarro isolato con patente C»): a rigid lorry's driver is not an articulated lorry's.
 * Both texts as written.
 */
export function otherLicence(profile: string, job: string): boolean {
  const own = licenceOf(profile);
  const said = licenceOf(job);
  return own !== undefined && said !== undefined && own !== said;
}
