import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { agreementOf } from './pay-base.js';
import { asksNightLaw } from './work-time-law.js';

/**
 * Session 58 (fixs58i): private security guards and the working-time law. Art. 41 c. 3 of D.L. 112/2008 amended
 * art. 2 of D.Lgs. 66/2003 and took private security (the services of art. 134 TULPS) out of the decree: a sworn
 * guard's hours, nights, rests and breaks are set by the sector's agreement alone (INL, nota 1062 of 30 November
 * 2020). Porter's and "global service" work is not in the exclusion. And inside the agreement, nights and
 * holidays worked in regular shifts are normal work, not overtime (the agreement's weekly_hours fact). Read on
 * the law's text (normattiva) and the pages below on 2026-11-29.
 */
export const GUARDS_EXCLUDED: LawFact = {
  figure: 'escluse dal D.Lgs. 66/2003',
  text: 'dal 25 giugno 2008 (D.L. 112/2008, art. 41, c. 3, che ha modificato l’art. 2 del D.Lgs. 66/2003) le regole del D.Lgs. 66/2003 sull’orario di lavoro non si applicano al settore della vigilanza privata: l’orario delle guardie particolari giurate, compresi lavoro notturno, riposi, pause e ferie, lo regola soltanto il contratto collettivo di settore. L’esclusione riguarda i servizi di vigilanza e investigazione privata che richiedono la licenza dell’art. 134 TULPS, non i servizi di portierato o di «global service».',
  reference: 'D.Lgs. 66/2003, art. 2, come modificato dal D.L. 112/2008, art. 41, c. 3; INL, nota 1062/2020',
  sources: [
    {
      url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legge:2008-06-25;112~art41',
      label: 'Normattiva: D.L. 25 giugno 2008, n. 112, art. 41 (modifiche al D.Lgs. 66/2003)',
      date: '2008-06-25',
      confidence: 'high',
    },
    {
      url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2003-04-08;66~art2',
      label: 'Normattiva: D.Lgs. 8 aprile 2003, n. 66, art. 2 (campo di applicazione)',
      date: '2008-06-25',
      confidence: 'high',
    },
    {
      url: 'https://dottrinalavoro.it/notizie-c/inl-lavoratore-notturno-definizione-2-2',
      label:
        'Dottrina Lavoro: INL, nota 1062 del 30 novembre 2020, orario della vigilanza privata regolato solo dal contratto',
      date: '2020-11-30',
      confidence: 'medium',
    },
    {
      url: 'http://quotidianolavoro.ilsole24ore.com/art/contratti-lavoro/2020-12-01/per-guardie-giurate-orario-regolato-solo-contratto-settore-171327.php?uuid=ADDdUk5',
      label: 'Il Sole 24 Ore: per le guardie giurate orario regolato solo dal contratto di settore',
      date: '2020-12-01',
      confidence: 'medium',
    },
  ],
};

/**
 * Session 59 (fixs59j): the fiduciary services' staff (porters, unarmed access control: the agreement's
 * "servizi fiduciari" section) are not in that exclusion: the 48-hour weekly limit holds for them, as an average
 * over 12 months (INL, nota 1062/2020, as Studio Marti reports it on 1 December 2020).
 */
export const FIDUCIARY_AVERAGE: LawFact = {
  figure: '48 ore',
  text: 'per gli addetti dei servizi fiduciari (portierato, controllo accessi e «global service», attività che non richiedono la licenza dell’art. 134 TULPS) l’esclusione della vigilanza privata dal D.Lgs. 66/2003 non vale: opera il limite di 48 ore a settimana, straordinario compreso, come media riferita a un periodo di 12 mesi.',
  reference: 'D.Lgs. 66/2003, art. 4; INL, nota 1062/2020',
  sources: [
    {
      url: 'https://www.studiomarti.it/vigilanza-privata-e-servizi-fiduciari-differenze-e-regole-su-orario-di-lavoro/',
      label:
        'Studio Marti: vigilanza privata e servizi fiduciari, differenze e regole su orario di lavoro (INL, nota 1062/2020)',
      date: '2020-12-01',
      confidence: 'medium',
    },
    {
      url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2003-04-08;66~art4',
      label: 'Normattiva: D.Lgs. 8 aprile 2003, n. 66, art. 4 (durata massima dell’orario di lavoro)',
      date: '2003-04-29',
      confidence: 'high',
    },
    GUARDS_EXCLUDED.sources[3] as LawFact['sources'][number],
  ],
};

/**
 * Session 68 (fx68): the ceiling the sector's agreement sets in the law's place: 48 hours a week, overtime
 * included (the agreement's chapter VIII, art. 71 and following, as Ottopagine quotes it: "la durata massima
 * dell'orario di lavoro, comprese le ore di straordinario, non potrà superare le 48 ore"; the page is undated and
 * quotes the text before the 2023 renewal, which changed the pay tables). Read on 2026-12-01.
 */
export const GUARDS_WEEKLY_CEILING: LawFact = {
  figure: '48 ore',
  text: 'nel contratto collettivo della vigilanza privata (capitolo VIII, art. 71 e seguenti, nel testo anteriore al rinnovo 2023) la durata massima dell’orario di lavoro, comprese le ore di straordinario, non può superare le {figure} settimanali.',
  reference: 'CCNL Vigilanza privata, art. 71 e seguenti',
  sources: [
    {
      url: 'https://ottopagine.it/amp/289904/guardie-giurate-lavoro-straordinario-oltre-il-lecito-la-denuncia-di-alviti.shtml',
      label:
        'Ottopagine: guardie giurate, lavoro straordinario oltre il lecito (il limite di 48 ore del contratto collettivo)',
      date: null,
      confidence: 'low',
    },
  ],
};

/** A weekly limit or maximum asked ("che limite massimo settimanale c'è, straordinari compresi?"). */
const WEEK_CEILING_ASKED =
  /\b(?:limit\w*|massim\w*|tetto)\b[^?]{0,40}\bsettiman\w*|\bsettiman\w*[^?]{0,30}\b(?:limit\w*|massim\w*|tetto)\b|\bore (?:a|alla|per|ogni) settimana\b[^?]{0,30}\b(?:massim\w*|al massimo|posso|possono)\b|\b48 ore\b/;

// The fiduciary staff named (not the agreement's own name) and the weekly average or its period asked.
const FIDUCIARY =
  /\bservizi fiduciari\b|\baddett\w* (?:ai |dei )?servizi fiduciari\b|\bportier\w*|\bportinai\w*|\bcontrollo (?:degli )?accessi\b|\bglobal service\b|\bnon armat\w*|\bsenza arm\w*/;
const AVERAGE_ASKED =
  /\bmedi[ao]\b|\bin media\b|\bperiodo di riferimento\b|\bsu quale periodo\b|\b48 ore\b|\blimite (?:massimo )?(?:di |dell')?(?:orario|ore)\b[^?]{0,30}\bsettiman\w*|\borario massimo\b|\bmassimo di ore\b/;

// A sworn guard ("guardia particolare giurata", "gpg", "vigilante", "istituto di vigilanza"), not a porter.
const GUARD =
  /\bguardi\w* (?:particolar\w* )?giurat\w*|\bgpg\b|\bvigilant[ei]\b|\bistitut\w* di vigilanza\b|\bvigilanza (?:armata|privata)\b/;
const NOT_GUARD =
  /\bportier\w*|\bportinai\w*|\bfiduciar\w*|\bglobal service\b|\breceptionist\w*|\bsteward\w*/;
// The law's working-time rules named or asked of the guard: the decree, its limits, daily or weekly rest.
// ("niente decreto di guardia giurata" is the prefect's licence, not the working-time decree.)
const LAW_ASKED =
  /\b66\/2003\b|\bd\.? ?lgs\.? ?(?:n\.? ?)?66\b|\bdecreto (?:legislativo |n\.? ?)?66\b|\bdecreto (?:sull'orario|dell'orario|sugli orari)|\b(?:per|la|dalla) legge\b|\blimit\w* (?:di legge|legal\w*)|\b(?:11|undici) ore (?:di riposo|consecutive)|\b48 ore\b/;
const APPLIES =
  /\bsi applic\w*|\bvale\b|\bvalgono\b|\bvalid\w*|\brispett\w*|\bdeve\b|\bdevono\b|\bpuo\b|\bpossono\b|\blimit\w*/;
// "da pagare come straordinario o no?", "sono straordinario?", "contano come straordinari?".
const AS_OVERTIME =
  /\b(?:come|da|in) straordinari\w*|\bstraordinari\w* (?:o no|oppure no|o normal\w*|o ordinar\w*)|\b(?:e|sono|sia|siano|cont\w*|vale|valgono|consider\w*|pag\w*) (?:\w+ ){0,2}straordinari\w*/;
const SHIFT_NIGHTS = /\bnott[ie]\b|\bnotturn\w*|\bturn[oi]\b|\bfestiv\w*|\bdomenic\w*/;
const AMOUNT_ASKED = /\bquant[oaie]\b|\bmaggiorazion\w*|\bpercentual\w*|€|\beuro\b|\bcalcol\w*/;
const PAY_ASKED = /€|\beuro\b|\bmaggiorazion\w*|\bpercentual\w*|\bpag\w*|\bretribu\w*|\bstipendi\w*/;
const NORMAL_IN_SHIFTS = /[^.;]*\bturni regolari\b[^.;]*\blavoro normale\b/;

/** The agreement's own sentence that shift work is normal work, with its citations, or undefined. */
function normalInShifts(ccnl: Ccnl | undefined): { line: string; citations: Citation[] } | undefined {
  const fact = ccnl?.weekly_hours;
  const said = fact?.text ? NORMAL_IN_SHIFTS.exec(fact.text)?.[0].trim() : undefined;
  if (!ccnl || !fact?.text || !said) return undefined;
  return {
    line: `${said.charAt(0).toLowerCase()}${said.slice(1)}.`,
    citations: citeSources(ccnl, fact.text, fact.article ?? null, fact.sources),
  };
}

/** The agreement's sentence on night pay (its rates), with its citations, or undefined. */
function nightPay(ccnl: Ccnl): { line: string; citations: Citation[] } | undefined {
  const fact = ccnl.rates;
  const said = fact.text?.split(/(?<=\.)\s+(?=[A-Z])/).find((s) => /notturn/.test(s));
  if (!fact.text || !said) return undefined;
  return { line: said, citations: citeSources(ccnl, fact.text, fact.article ?? null, fact.sources) };
}

/** Whether a guard's hours are under D.Lgs. 66/2003: no, the agreement alone sets them. */
function guardsExcluded(ccnl: Ccnl | undefined, text: string): AgentAnswer {
  const fact = GUARDS_EXCLUDED;
  const own = normalInShifts(ccnl);
  const ceiling = GUARDS_WEEKLY_CEILING;
  const ceilingText = ceiling.text.replace('{figure}', ceiling.figure);
  // The weekly maximum asked: the agreement's ceiling is the limit that holds in the law's place.
  const weekAsked = WEEK_CEILING_ASKED.test(text);
  return compose({
    answer: `${bold('No')}: le guardie particolari giurate sono ${bold(fact.figure)}, quindi il limite di 8 ore in media per i lavoratori notturni (art. 13) e le altre regole del decreto sull’orario non si applicano: dal 2008 l’orario della vigilanza privata, notti, riposi e pause compresi, lo regola soltanto il contratto collettivo di settore.${weekAsked ? ` Il limite settimanale è quello del contratto: ${bold(ceiling.figure)} a settimana, straordinari compresi.` : ''}`,
    steps: [
      `La regola: ${fact.text.charAt(0).toUpperCase()}${fact.text.slice(1)}`,
      `Il limite del contratto: ${ceilingText.charAt(0).toUpperCase()}${ceilingText.slice(1)}`,
      ...(own && ccnl ? [`Nel ${ccnl.short_name}, ${own.line}`] : []),
      'Limiti di ore per singolo turno o di notti consecutive propri del contratto di settore non sono nei dati che consulto, e il limite di 48 ore viene da una fonte che cita il testo anteriore al rinnovo 2023: verificali sul testo del CCNL applicato.',
    ],
    assumptions: ['Guardia particolare giurata di un istituto con licenza dell’art. 134 TULPS.'],
    citations: [
      ...lawCitations(fact, fact.text),
      ...lawCitations(ceiling, ceilingText),
      ...(own?.citations ?? []),
    ],
    related: ['Le notti fatte nei turni regolari sono straordinario?'],
  });
}

/** Nights or holidays worked inside the regular shifts: normal work under the agreement, not overtime. */
function shiftNightsNotOvertime(
  ccnl: Ccnl,
  own: { line: string; citations: Citation[] },
  text: string,
): AgentAnswer {
  const pay = nightPay(ccnl);
  // The hours the question names: nights, Sundays, holidays (or the shifts' hours when it names none of them).
  const named = [
    /\bnott[ie]\b|\bnotturn/.test(text) ? 'le notti' : '',
    /\bdomenic/.test(text) ? 'le domeniche' : '',
    /\bfestiv/.test(text) ? 'i festivi' : '',
  ].filter(Boolean);
  const hours = named.length ? named.join(' e ') : 'le ore';
  return compose({
    answer: `${bold('No')}: nel ${ccnl.short_name} ${hours} fatt${named.length === 1 && named[0] === 'i festivi' ? 'i' : 'e'} dentro i turni regolari ${bold('non sono straordinario')}, sono ${bold('lavoro normale')}; è straordinario solo il lavoro prestato oltre l’orario normale.`,
    steps: [
      `Nel contratto ${own.line}`,
      ...(pay && /\bnott|\bnotturn/.test(text) ? [`Per le notti: ${pay.line}`] : []),
    ],
    citations: [...own.citations, ...(pay?.citations ?? [])],
    related: [`Quanto vale un'ora di straordinario nel ${ccnl.short_name}?`],
  });
}

/** The fiduciary staff's weekly limit: 48 hours on average over 12 months. */
function fiduciaryAverage(): AgentAnswer {
  const fact = FIDUCIARY_AVERAGE;
  return compose({
    answer: `Per gli addetti dei servizi fiduciari il limite è di ${bold('48 ore')} settimanali in media, straordinario compreso, e la media si calcola su un periodo di ${bold('12 mesi')}: l’esclusione dal D.Lgs. 66/2003 riguarda solo le guardie particolari giurate, non il portierato e il controllo accessi senza arma.`,
    steps: [`La regola: ${fact.text.charAt(0).toUpperCase()}${fact.text.slice(1)}`],
    assumptions: [
      'Addetti assunti nella sezione servizi fiduciari, che non svolgono attività riservate alle guardie giurate.',
    ],
    citations: lawCitations(fact, fact.text),
    related: ['Per le guardie giurate si applica il D.Lgs. 66/2003?'],
  });
}

/**
 * A sworn guard's hours asked under the law ("il limite di 8 ore per i lavoratori notturni si applica anche alla
 * gpg?"), or nights in the regular shifts asked as overtime ("le notti nei turni regolari sono straordinario?"):
 * the answer, or undefined.
 */
export function guardHoursAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length || req.intent === 'classification') return undefined;
  const text = readable(ctx.message);
  const ccnl = agreementOf(ctx, req);
  const own = normalInShifts(ccnl);
  if (own && ccnl && SHIFT_NIGHTS.test(text) && AS_OVERTIME.test(text) && !AMOUNT_ASKED.test(text))
    return shiftNightsNotOvertime(ccnl, own, text);
  // (The agreement's own name, "vigilanza privata e servizi fiduciari", does not make the worker a porter.)
  const worker = text.replace(/\bvigilanza privata e (?:dei )?servizi fiduciari\b/g, ' ');
  // The fiduciary staff's weekly average or its period asked: 48 hours over 12 months.
  if (FIDUCIARY.test(worker) && AVERAGE_ASKED.test(text) && !PAY_ASKED.test(text)) return fiduciaryAverage();
  if (!GUARD.test(text) || NOT_GUARD.test(worker) || AMOUNT_ASKED.test(text)) return undefined;
  if (!((LAW_ASKED.test(text) && APPLIES.test(text)) || asksNightLaw(text))) return undefined;
  return guardsExcluded(ccnl, text);
}
