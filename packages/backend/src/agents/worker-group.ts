/**
 * Whether the worker is a blue-collar (operai) or a white-collar (impiegati) employee, for agreements whose
 * rules differ by group (Edilizia's notice). Said outright, or by the job: a labourer, a bricklayer (walls, a
 * concrete mixer; the building site alone is a place, a clerk's too), a welder, a plumber or an installer is an operaio, and so is a line or packing hand, a warehouseman or a forklift or digger driver ("guida il muletto"); a clerk, an
 * accountant or a secretary is an impiegato. Read on folded text.
 */
const OPERAI =
  /\boperai|\bmanoval|\bmurat(?:or|ur)|\bbetonier|\bmalta\b|\bcalcestruzz|\bcarpentier|\bmanovratore|\bgruista|\bescavatorist|\bsaldator|\btornitor|\bfresator|\bcapo ?squadra\b|\bferraiol|\bpiastrellist|\bidraulic[oi]\b|\binstallator|\bimbianchin|\bmagazzinier|\bmulett|\bcarrellist|\bescavator|\bruspa\b|\bconfezionat(?:rice|ore|ori)\b|\baddett[oaie] (?:al|alla|alle|ai|agli) (?:linea|linee|produzione|confezionamento|imballaggio|macchin\w*|reparto|forn[oi]|impast\w*|stampaggio|carico)\b|\boperat(?:ore|rice|ori) (?:di|della|alla|alle|del) (?:linea|macchin\w*|produzione|impianto|reparto)\b/;
const IMPIEGATI = /\bimpiegat|\bcontabil|\bsegretari|\bamministrativ|\bgeometr[ae] di cantiere|\bdisegnator/;

// A group named in general ("per gli operai so che è di 15 giorni, ma per l'impiegata?"): the worker asked about
// is the one the rest of the text names, when it names one.
const IN_GENERAL =
  /\b(?:tutti gli|gli|degli|agli|negli|sugli|dagli|i|dei|ai)(?: (?:nostri|miei|vostri|suoi|loro|altri))? (?:operai\w*|impiegat\w*)/g;

// Someone else in the story by their own job ("la lettera me l'ha preparata un'amica che fa la segretaria"): the
// worker asked about is the one the rest of the text names, when it names one.
const SIDE_PERSON_JOB =
  /\b(?:un'? ?amic[oa]|una? conoscente|(?:mi|tu|su)[oa] (?:amic|conoscent|cognat|cugin|sorell|fratell)\w*) (?:che fa|che lavora come|di professione) (?:il |la |lo |l'|l )?\w+/g;

export type Group = 'operai' | 'impiegati';

export function workerGroup(text: string): Group | undefined {
  const own = text.replace(IN_GENERAL, ' ').replace(SIDE_PERSON_JOB, ' ');
  return (own !== text ? namedGroup(own) : undefined) ?? namedGroup(text);
}

function namedGroup(text: string): Group | undefined {
  if (/\boperai/.test(text)) return 'operai';
  if (/\bimpiegat/.test(text)) return 'impiegati';
  if (OPERAI.test(text) && !IMPIEGATI.test(text)) return 'operai';
  if (IMPIEGATI.test(text) && !OPERAI.test(text)) return 'impiegati';
  return undefined;
}

// A driver ("autista", "personale viaggiante", "guido il camion"), not one said to be none ("operaio, non
// autista", "non fa l'autista"): neither group, in the agreements that set the
// drivers' own terms.
// ("non guido camion", "non sono autista", "mai guidato il furgone": a driver denied is no driver.)
const DRIVER_WORDS =
  /\bautist|\bviaggiant|\bcamionist|\bconducent|\bguid\w* (?:(?:il|un|i|dei|l|gli) )?(?:camion|furgon|tir\b|bilic|autotren|autoarticol|mezz[oi] pesant)/g;
const DENIED_BEFORE =
  /\b(?:non|mai|ne)\s+(?:(?:ho|ha|sono|e|fa|faccio|fara|piu|mai)\s+)?(?:(?:l'|un |il |lo |da |come )\s*)?$/;
const DRIVER = {
  test: (text: string): boolean =>
    [...text.matchAll(DRIVER_WORDS)].some(
      (m) => !DENIED_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index)),
    ),
};

/**
 * The worker group a conversation names, newest turn first: the first turn that names one; none when the newest
 * turn naming a worker names a driver ("e se faccio l'autista?" after an operaio's question).
 */
export function conversationGroup(texts: readonly string[]): Group | undefined {
  const group = conversationNoticeGroup(texts);
  return group === 'viaggiante' ? undefined : group;
}

/** The notice's groups: the operai, the impiegati, and the travelling staff of the agreements that set its terms. */
export type NoticeGroup = Group | 'viaggiante';

/**
 * The worker group a conversation names for a notice, newest turn first: a driver is the travelling staff
 * ("e se invece ero autista camion?" after a warehouseman's question), whose rows some agreements keep apart.
 */
export function conversationNoticeGroup(texts: readonly string[]): NoticeGroup | undefined {
  for (const text of texts) {
    if (DRIVER.test(text)) return 'viaggiante';
    const group = workerGroup(text);
    if (group) return group;
  }
  return undefined;
}

/** The operai or the impiegati a notice group names; the travelling staff is neither (group-gap.ts). */
export const clerksOrWorkers = (group: NoticeGroup | undefined): Group | undefined =>
  group === 'viaggiante' ? undefined : group;

/** A notice row written for the travelling staff ("qualsiasi anzianità (personale viaggiante, art. 36)"). */
export const TRAVELLING_ROW = /(?<!\bnon )\bviaggiant/;
