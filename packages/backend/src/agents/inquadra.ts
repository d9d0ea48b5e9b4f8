import { distance } from 'fastest-levenshtein';
import { euro, italianDate, NOT_AVAILABLE } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { hasPayTables, NO_TABLES_REASON } from '../kb/pay-gap.js';
import type { Ccnl, Level } from '../kb/schema.js';
import { normalise, term, terms } from '../kb/text.js';
import { type AgentAnswer, type Citation, citeSources, finishAnswer, pickQuestions } from './answer.js';
import { type AgentContext, targetAgreements } from './context.js';
import { decidedLevel } from './decided-level.js';
import { jobTerms, polarity } from './job-terms.js';
import { levelsByPay } from './levels-by-pay.js';
import { citeProfile } from './profile-sources.js';
import { qualifiedByAnotherJob } from './qualified-title.js';
import { levelShort } from './shared/levels.js';
import { cannotIdentifyAgreement } from './shared/no-agreement.js';
import { withTaskTitles } from './task-titles.js';

// Words of a request that say what is asked, not what the job is.
const REQUEST_WORDS = new Set(
  terms(
    // Where the job is done ("nel ristorante", "in negozio") is not what the job is.
    'inquadra inquadrare inquadramento livello livelli mansione mansioni ruolo profilo lavoro lavora quale come che ccnl contratto spetta assunto assunta assumere dipendente azienda nostra nostro mio mia studio legale professionale cantiere ufficio fabbrica impresa anni',
  ),
);

// Where the job is done ("in negozio", "nel ristorante") is not what the job is; "gerente di negozio" is.
const WORKPLACE =
  /\b(?:in|nel|nella|nello|nei|al|alla|allo|presso|dentro|per|del|della|dello|dei|degli)\s+(?:(?:un|una|uno|il|la|lo|l'|i|gli|le|questo|questa|nostro|nostra|mio|mia)\s+)*(?:ristorant[ei]|local[ei]|negozi[o]?|albergh?[io]|hotel|cantier[ei]|uffici[o]?|fabbric[ah]e?|impres[ae]|aziend[ae]|bar|supermercat[oi]|pizzeri[ae]|trattori[ae])\b/giu;
// Places: a profile sharing only the place with the job ("gerente di negozio" for "pulisce il negozio") is not it.
const PLACES = new Set(
  terms(
    'ristorante ristoranti locale locali negozio negozi albergo alberghi hotel cantiere cantieri ufficio uffici fabbrica fabbriche impresa azienda bar supermercato supermercati pizzeria trattoria',
  ),
);

// Words in an example profile that set it apart from the plain job: an "aiuto commesso" is not a
// "commesso", a "capo reparto" not a "reparto" worker.
const QUALIFIERS = new Set(
  terms(
    'aiuto capo sotto responsabile specializzato provetto esperto senior junior formata formato qualificata ordine esclusivamente',
  ),
);

/**
 * Whether the job is named as one of the profile's helper or head alternatives, whatever the gender ("aiuto
 * commessa" for "aiuto banconiere / aiuto commesso", "capo reparto" for "capo reparto / ispettore"); a place
 * listed with a slash ("bar/tavola calda") is not a job.
 */
function namesPart(example: string, phrase: string): boolean {
  const said = ` ${terms(phrase).join(' ')} `;
  return example
    .split('/')
    .map((part) => terms(part))
    .some(
      (part) => part.length > 1 && QUALIFIERS.has(part[0] as string) && said.includes(` ${part.join(' ')} `),
    );
}

/** A word one letter off a profile word ("siter" for "sitter") is that word; short words stay as typed. */
function mendTypo(word: string, profileWords: Set<string>): string {
  if (word.length < 5 || profileWords.has(word)) return word;
  const near = [...profileWords].filter(
    (p) => Math.abs(p.length - word.length) <= 1 && distance(p, word) === 1,
  );
  return near.length === 1 ? (near[0] as string) : word;
}

// A level's definition that asks for direction, coordination or decisions.
const DEMANDS = /direttiv|coordinament|coordin|potere decisionale|poteri di|responsabilit|guida e controllo/;
// A job's terms (stems) that claim or, negated, deny such a role.
const LEADS =
  /^(?:responsabil|coordin|dirig|gestisc|capo|direttiv|supervision|autonom|decid|decision|poter|guid)/;

interface Candidate {
  level: Level | null;
  /** For a profile the file lists without a verified level. */
  unclassified?: { group: string; note: string; examples: string[]; sources: Level['sources'] };
  score: number;
  example: string | null;
}

/**
 * Each level scored against the job description: the closest example profile counts most (its matching terms,
 * weighted by rarity, times how much of the example they cover), the level's description half as much.
 */
/** The titles an example lists as alternatives ("pizzaiolo / gelatiere"), none when it names one job. */
const alternatives = (example: string): string[] => {
  const parts = example.split(/\s+\/\s+/).map((p) => p.trim());
  return parts.length > 1 ? parts.filter(Boolean) : [];
};

export function score(ccnl: Ccnl, asked: string): Candidate[] {
  // The agreement named in the question ("CCNL Pubblici esercizi") is not part of the job ("capo area di esercizi").
  let phrase = ` ${normalise(asked)} `;
  for (const name of [ccnl.short_name, ...ccnl.aliases]) {
    const words = normalise(name).replace(/^ccnl /, '');
    if (words.includes(' ')) phrase = phrase.replaceAll(` ${words} `, ' ');
  }
  // So are the agreement's words right after "CCNL" ("nel CCNL logistica", "CCNL colf e badanti").
  const nameTerms = new Set(terms([ccnl.short_name, ...ccnl.aliases, ...ccnl.keywords].join(' ')));
  phrase = phrase.replace(/\b(ccnl|contratto) ((?:\p{L}+ )+)/gu, (_, word: string, after: string) => {
    const rest = after.trim().split(' ');
    let named = 0;
    while (
      named < rest.length &&
      (nameTerms.has(term(rest[named] as string)) || /^(?:e|dei|del|della|di)$/.test(rest[named] as string))
    )
      named++;
    return `${word} ${rest.slice(named).join(' ')} `;
  });
  // A job told by its tasks is named by the title they define ("impasta e inforna le pizze": a pizzaiolo).
  phrase = withTaskTitles(phrase);
  // What someone else suggests ("mio zio dice di metterla come colf generica") is not the job described.
  const description = phrase
    .replace(WORKPLACE, ' ')
    .replace(
      /\b(?:dice|dicono|diceva|dicevano|suggerisce|propone|vorrebbe|voleva|pensava|pensavo|consiglia)\b[^.;?!]*/g,
      ' ',
    )
    // Whoever gives the instructions ("seguendo le indicazioni della responsabile amministrativa") is not the job.
    .replace(
      /\b(?:seguendo|segue|sotto|secondo|su) (?:le |gli |la |il )?(?:indicazion|istruzion|direttiv|ordin|controll|supervision|guida|coordinament)\w* (?:del|della|dello|dei|delle|di|dal|dalla)\b[^.;,?!]*/g,
      ' ',
    )
    .trim();
  // The agreement's own name and sector words say which contract, not which job.
  // Words that are also job titles in its profiles ("colf", "badante") stay.
  const profileWords = new Set(
    jobTerms(ccnl.levels.map((l) => `${l.examples.join(' ')} ${l.declaratoria ?? ''}`).join(' ')),
  );
  const allNaming = jobTerms([ccnl.short_name, ...ccnl.aliases, ...ccnl.keywords].join(' '));
  const naming = new Set(allNaming.filter((t) => !profileWords.has(t)));
  // A sector word that is also a profile's title ("colf", "badante") names the job itself: it weighs double.
  const titles = new Set(allNaming.filter((t) => profileWords.has(t)));
  const query = new Set(
    jobTerms(description)
      // A request word typed wrong ("livelo") is still the request, not the job.
      .filter((t) => !REQUEST_WORDS.has(mendTypo(t, REQUEST_WORDS)) && !naming.has(t))
      .map((t) => mendTypo(t, profileWords)),
  );
  // The conditions the job denies by name ("senza diploma"), not the complements of a denied word.
  const said = polarity(description);
  const queryDenied = new Set([...said.denied].map((t) => mendTypo(t, profileWords)));
  // How a demanding level weighs: the job claims leadership outside any negation, denies it, or says neither.
  const leadership = [...said.asserted].some((t) => LEADS.test(t))
    ? 1
    : [...said.denied].some((t) => LEADS.test(t.slice(3)))
      ? 0.2
      : 0.5;
  const docs = [
    ...ccnl.levels.map((level) => ({ level, examples: level.examples, text: level.declaratoria ?? '' })),
    ...(ccnl.unclassified_profiles ?? []).map((p) => ({
      level: null,
      profile: p,
      examples: p.examples,
      text: '',
    })),
  ];
  const documentFrequency = new Map<string, number>();
  for (const doc of docs)
    for (const t of new Set(jobTerms(`${doc.examples.join(' ')} ${doc.text}`)))
      documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1);
  // A title ("colf") names the job when little else does; a job described by its tasks is read by them.
  const specific = [...query].filter((t) => profileWords.has(t) && !titles.has(t)).length;
  const titleWeight = specific >= 3 ? 1 : 2;
  const idf = (t: string) =>
    Math.log(1 + docs.length / (documentFrequency.get(t) ?? docs.length)) * (titles.has(t) ? titleWeight : 1);

  // The qualifiers that make the job a helper or a head of another job ("aiuto commessa", "capo cuoco").
  // Only before a job word of the profiles: "aiuto gli ospiti a lavarsi" is help given, not a helper's job.
  const helpers = new Set(
    [...phrase.matchAll(/\b(aiuto|capo|sotto) (\p{L}+)/gu)]
      .filter((m) => profileWords.has(term(m[2] as string)))
      .map((m) => term(m[1] as string)),
  );
  return docs.map((doc) => {
    let best = 0;
    let example: string | null = null;
    // "pizzaiolo / gelatiere / secondo pasticcere" lists titles: each is a profile of its own.
    for (const ex of doc.examples.flatMap((e) => [e, ...alternatives(e)])) {
      const words = new Set(jobTerms(ex));
      const matched = [...words].filter((w) => query.has(w));
      if (!matched.some((w) => !PLACES.has(w))) continue;
      // Both ways: an "aiuto commessa" is not a "commesso" profile, nor a "commesso" an "aiuto commesso".
      const unmatchedQualifiers =
        [...words].filter((w) => QUALIFIERS.has(w) && !query.has(w)).length +
        [...query].filter((w) => QUALIFIERS.has(w) && !words.has(w) && helpers.has(w)).length;
      // The job named word for word ("capo cuoco") is that profile, not one sharing a word with it.
      // A one-word profile said as the job's title ("un magazziniere") counts as much.
      const verbatim =
        ((phrase.includes(` ${normalise(ex)} `) && (words.size > 1 || ex.length >= 6)) ||
          namesPart(ex, phrase)) &&
        !qualifiedByAnotherJob(ex, phrase, profileWords)
          ? 2
          : 1;
      // A profile the levels do not place is that job only when named whole: one shared word ("avvocato" of
      // the employer, "pratiche" of an archive) must not take a job away from the levels.
      if ('profile' in doc && verbatim === 1 && matched.length < words.size) continue;
      const value =
        (verbatim * matched.reduce((s, w) => s + idf(w), 0) * (1 + matched.length / words.size)) /
        (1 + unmatchedQualifiers);
      if (value > best) {
        best = value;
        example = ex;
      }
    }
    const described = [...new Set(jobTerms(doc.text))]
      .filter((w) => query.has(w))
      .reduce((s, w) => s + idf(w), 0);
    // A level whose definition asks for direction or coordination needs a job that says so.
    // A level whose definition asks for direction or coordination needs a job that says so; a job that
    // denies it ("non coordina nessuno", "senza decidere lui") rules such a level out.
    const demanding = DEMANDS.test(doc.text.toLowerCase());
    // "non autosufficiente" against a profile for self-sufficient people (or the other way) contradicts it:
    // a word the job denies that the level asserts, or a condition the level denies by name that the job has.
    // Read on the profile that matched: a sibling profile of the level ("impiegato … con funzioni …") is not
    // contradicted by a job that denies its words ("senza funzioni di coordinamento").
    const { asserted, denied } = polarity(`${example ?? doc.examples.join('; ')}; ${doc.text}`);
    const contradicts = [...query].some(
      // Unless the job says both ("pulisce la cucina … non cucina"): then the word is not what is denied.
      (t) =>
        (queryDenied.has(t) && asserted.has(t.slice(3)) && !query.has(t.slice(3))) ||
        (denied.has(`non${t}`) && !query.has(`non${t}`)),
    );
    const penalty = (demanding ? leadership : 1) * (contradicts ? 0.2 : 1);
    const candidate: Candidate = { level: doc.level, score: (best + described / 2) * penalty, example };
    if ('profile' in doc && doc.profile) candidate.unclassified = doc.profile;
    return candidate;
  });
}

function describe(level: Level): string {
  const parts: string[] = [];
  if (level.declaratoria) parts.push(`«${level.declaratoria}»`);
  if (level.examples.length) parts.push(`esempi: ${level.examples.join('; ')}`);
  return parts.length ? parts.join('; ') : `declaratoria ed esempi: ${NOT_AVAILABLE}`;
}

/**
 * inquadra: the level of a job description in the selected (or named) agreement, why (the level's description
 * and the closest example profile), the neighbouring levels and what would move the role there.
 */
export function inquadra(ctx: AgentContext): AgentAnswer {
  const { agreements, how } = targetAgreements(ctx);
  const ccnl = agreements[0];
  if (!ccnl) return cannotIdentifyAgreement(ctx, 'da applicare a questa mansione');

  const candidates = score(ccnl, ctx.message).sort((a, b) => b.score - a.score);
  // Rules that decide the level outright (who is cared for, a former category) put it first.
  // "adesso a che livello corrisponde?" after a turn that named the former category: read the two together.
  const decided =
    decidedLevel(ccnl, ctx.message) ??
    (ctx.history?.length ? decidedLevel(ccnl, `${ctx.history.at(-1)}; ${ctx.message}`) : undefined);
  const ruled = decided ? candidates.findIndex((c) => c.level?.level === decided) : -1;
  if (ruled > 0 || (ruled === 0 && candidates[0]?.score === 0)) {
    const [chosen] = candidates.splice(ruled, 1) as [Candidate];
    candidates.unshift({ ...chosen, score: Math.max(chosen.score, (candidates[0]?.score ?? 0) + 1) });
  }
  const best = candidates[0];
  const ordered = levelsByPay(ccnl, ctx.today);
  const levelList = ordered.map((l) => `- ${l.name}: ${describe(l)}`);
  const allSources = ccnl.levels.flatMap((l) =>
    citeSources(ccnl, `${l.name}: ${describe(l)}`, null, l.sources, 1),
  );
  const note =
    how === 'selected' && agreements.length > 1
      ? [`Ho considerato il ${ccnl.short_name}, il primo dei CCNL selezionati.`, '']
      : [];

  if (!best || best.score === 0) {
    const names = ordered.map((l) => l.name).join(', ');
    const defined = ordered.filter((l) => l.declaratoria);
    // With definitions but no profile that fits, the definitions are what the employer compares the job to.
    const body = defined.length
      ? [
          ...note,
          `Dalla descrizione ${'**non riesco a determinare il livello**'} nel ${ccnl.short_name}: nella base di conoscenza non trovo un profilo di esempio che corrisponda alla mansione descritta, e le declaratorie dei livelli da sole non bastano a distinguerla.`,
          '',
          'Confronta la mansione con le declaratorie, dal livello meno al più retribuito:',
          ...defined.map((l) => `- ${l.name}: «${l.declaratoria}»`),
          '',
          'Descrivi i compiti svolti, il grado di autonomia, la formazione o esperienza richiesta e le eventuali responsabilità di coordinamento.',
        ]
      : [
          ...note,
          `Dalla descrizione ${'**non riesco a determinare il livello**'} nel ${ccnl.short_name}: per questa mansione profili e declaratorie non sono disponibili nella base di conoscenza.`,
          '',
          `Descrivi i compiti svolti, il grado di autonomia e le eventuali responsabilità di coordinamento. Livelli del contratto, dal meno al più retribuito: ${names}.`,
        ];
    return finishAnswer(body, allSources.slice(0, 2), [
      `Quali mansioni rientrano nei livelli del ${ccnl.short_name}?`,
      `Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`,
      `Quanto dura il periodo di prova nel ${ccnl.short_name}?`,
    ]);
  }

  if (best.unclassified) {
    const profile = best.unclassified;
    const body = [
      ...note,
      `Livello: ${NOT_AVAILABLE}. Il profilo «${best.example}» compare tra gli esempi del ${profile.group} del ${ccnl.short_name}, ma il livello corrispondente non è verificato (${profile.note.replace(/\.$/, '')}).`,
      '',
      'Livelli del contratto, dal meno al più retribuito:',
      ...levelList,
    ];
    return finishAnswer(
      body,
      [...citeSources(ccnl, body[note.length] ?? '', null, profile.sources), ...allSources.slice(0, 2)],
      [
        `Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`,
        `Quanto dura il periodo di prova nel ${ccnl.short_name}?`,
        `Quanti giorni di preavviso prevede il ${ccnl.short_name}?`,
      ],
    );
  }

  const level = best.level as Level;
  // Neighbours on the same ladder: a sales agent's level is not next to a shop assistant's.
  const ladder = levelsByPay(
    ccnl,
    ctx.today,
    ccnl.levels.filter((l) => l.track === level.track),
  );
  const index = ladder.findIndex((l) => l.level === level.level);
  const above = ladder[index + 1];
  const below = index > 0 ? ladder[index - 1] : undefined;
  const why: string[] = [];
  if (best.example)
    why.push(
      `tra i profili di esempio del livello c'è «${best.example}», il più vicino alla mansione descritta`,
    );
  if (level.declaratoria) why.push(`la declaratoria indica «${level.declaratoria}»`);
  const body = [
    ...note,
    `Livello proposto: **${/livell|quadr/i.test(level.name) ? level.name : `${levelShort(level.level)} (${level.name})`}** del ${ccnl.short_name}.`,
    '',
    `Perché: ${why.join('; ')}.`,
  ];
  const profile = citeProfile(ccnl, level, best.example, `${level.name}: ${describe(level)}`);
  if (level.confidence === 'low' || profile.lowOnly)
    body.push(
      'Attenzione: i profili di esempio di questo livello hanno affidabilità bassa nella base di conoscenza; verifica con il testo del contratto.',
    );
  const pay = levelPayAt(ccnl, level.level, ctx.today);
  if (pay)
    body.push(
      `Minimo mensile lordo del livello al ${italianDate(ctx.today)}: ${euro(pay.row.amount)} (tabella in vigore dal ${italianDate(pay.table.effective_from)}).`,
    );
  else if (!hasPayTables(ccnl))
    body.push(`Minimo mensile del livello: ${NOT_AVAILABLE} (${NO_TABLES_REASON}).`);

  body.push('', 'Livelli vicini e cosa sposterebbe la mansione:');
  if (above)
    body.push(`- ${above.name}, sopra: la mansione salirebbe qui se comportasse ${describe(above)}.`);
  if (below)
    body.push(`- ${below.name}, sotto: la mansione scenderebbe qui se si limitasse a ${describe(below)}.`);
  const scale = level.track
    ? `tra i livelli del ${level.track} del ${ccnl.short_name}`
    : `del ${ccnl.short_name}`;
  if (!above) body.push(`- È il livello più alto ${scale} nella base di conoscenza.`);
  if (!below) body.push(`- È il livello più basso ${scale} nella base di conoscenza.`);
  const runnerUp = candidates.find((c) => c !== best && c.level && c.score >= best.score * 0.5);
  if (runnerUp?.level)
    body.push(
      `- Da valutare anche il ${runnerUp.level.name}${runnerUp.example ? ` (esempio «${runnerUp.example}»)` : ''}, che corrisponde in parte alla descrizione.`,
    );

  const citations: Citation[] = [
    ...profile.citations,
    ...[above, below].flatMap((l) =>
      l ? citeSources(ccnl, `${l.name}: ${describe(l)}`, null, l.sources, 1) : [],
    ),
    ...(pay
      ? citeSources(
          ccnl,
          `${level.name}: minimo ${euro(pay.row.amount)} dal ${italianDate(pay.table.effective_from)}`,
          `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
          pay.table.sources,
          1,
        )
      : []),
  ];
  const name = levelShort(level.level);
  return finishAnswer(
    body,
    citations,
    pickQuestions(
      [
        `Qual è il minimo mensile del ${name} nel ${ccnl.short_name}?`,
        `Quanto dura il periodo di prova per il ${name} nel ${ccnl.short_name}?`,
        `Quanti giorni di preavviso prevede il ${ccnl.short_name} per il ${name}?`,
        `Quanto guadagna netto al mese un ${name} del ${ccnl.short_name}?`,
      ],
      ctx.message,
      4,
    ),
  );
}
