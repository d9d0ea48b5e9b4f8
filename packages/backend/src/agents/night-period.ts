import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * Session 58 (fixs58i): which hours are night by law ("per la legge quali sono le ore notturne?", "da che ora è
 * notte?", "alle 4 è ancora notte?"). D.Lgs. 66/2003, art. 1 c. 2 lett. d: the night period is at least 7
 * consecutive hours that include the span from midnight to 5; the collective agreement fixes the exact window.
 * Read on the law's text (normattiva, in force since 29 April 2003) and a consultant's glossary on 2026-11-29.
 */
export const NIGHT_PERIOD: LawFact = {
  figure: 'almeno 7 ore consecutive',
  text: 'il periodo notturno è un periodo di {figure} che comprende l’intervallo tra la mezzanotte e le 5 del mattino; le ore esatte le fissa il contratto collettivo applicato. È lavoratore notturno chi vi lavora almeno 3 ore come parte normale del suo orario giornaliero o, in mancanza di regole del contratto collettivo, almeno 80 giorni lavorativi l’anno.',
  reference: 'D.Lgs. 66/2003, art. 1, c. 2, lett. d ed e',
  sources: [
    {
      url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2003-04-08;66~art1',
      label:
        'Normattiva: D.Lgs. 8 aprile 2003, n. 66, art. 1 (definizioni di periodo notturno e lavoratore notturno)',
      date: '2003-04-29',
      confidence: 'high',
    },
    {
      url: 'https://www.studiocassone.it/glossario/lavoro-notturno/',
      label:
        'Studio Cassone: lavoro notturno (7 ore consecutive comprendenti l’intervallo tra mezzanotte e le 5)',
      date: null,
      confidence: 'medium',
    },
  ],
};

// "quali sono le ore notturne?", "cos'è il periodo notturno?", "che fascia oraria è notturna?", "da che ora è
// notte per legge?", "quando inizia il lavoro notturno?", "alle 4 è notte o no?".
const PERIOD_WORDS = String.raw`(?:periodo|orario|fascia(?: oraria)?|ore|ora|turno|lavoro) (?:considerat\w* )?(?:notturn\w*|di notte)`;
export const NIGHT_PERIOD_ASK = new RegExp(
  [
    // ("che" asks only right before the hours: "io che lavoro di notte" is a relative clause, not the question.)
    String.raw`\b(?:qual[ei]?|qual e|cosa|che cosa|cos e|cose|quando|da che ora|a che ora|dove)\b[^?]{0,40}\b${PERIOD_WORDS}\b`,
    String.raw`\bche (?:periodo|orario|fascia(?: oraria)?|ore|ora) (?:considerat\w* )?(?:notturn\w*|di notte)\b`,
    String.raw`\b${PERIOD_WORDS}\b[^?]{0,40}\b(?:da che ora|a che ora|quando (?:inizi|comincia|finisc|termin)\w*|da quando|fino a quando|quali sono|qual e|cosa si intende|come si (?:calcol|defin)\w*)`,
    String.raw`\b(?:da che ora|a che ora|quando)\b[^?]{0,30}\b(?:e|inizia|comincia|finisce|scatta) (?:la )?notte\b`,
    String.raw`\b(?:e|sia|non e|sono) (?:ancora |gia )?(?:notte|lavoro notturno|orario notturno)\b[^.]{0,40}\?`,
    String.raw`\b(?:dice|sostiene|dicono) che non (?:e|sia) (?:notte|notturn\w*|lavoro notturno)\b`,
    // "quelle ore contano come notturne?", "le ore dopo mezzanotte rientrano nel lavoro notturno?".
    String.raw`\b(?:cont\w*|vale|valgono|consider\w*|rientr\w*) (?:come |nel |nelle |tra le |nell')?(?:ore |orario |lavoro |periodo )?notturn\w*\b[^.]{0,40}\?`,
  ].join('|'),
);

/** A start or end hour told between midnight and 5 ("attacco alle 4", "fino all'1:30"). */
function toldHour(text: string): { hour: number; starts: boolean } | undefined {
  const told =
    /\b(attacc\w*|inizi\w*|comincio|cominci\w*|entr\w*|prend\w* servizio|fin\w*|stacc\w*|chiusur\w*|esc\w*)\b[^.?]{0,20}?\b(?:alle|all|dalle|dall|fino alle|fino all)'?\s*(\d{1,2})(?:[:.,]\d{2})?\b/.exec(
      text,
    );
  const hour = Number(told?.[2]);
  if (!told || !(hour >= 0 && hour < 5)) return undefined;
  return { hour, starts: !/^(?:fin|stacc|chiusur|esc)/.test(told[1] ?? '') };
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Which hours are night by law: the 7 hours with midnight–5 open, the hour the story tells placed in them. */
export function nightPeriodAnswer(text: string, whose: string, notHeld?: string): AgentAnswer {
  const fact = NIGHT_PERIOD;
  const said = fact.text.replace('{figure}', fact.figure);
  const told = toldHour(text);
  const placed = told
    ? told.starts
      ? `Se l’orario inizia alle ${told.hour}, le ore fino alle 5 sono ${bold('sempre lavoro notturno')}, qualunque fascia fissi il contratto; quelle dopo le 5 lo sono solo se il contratto fa finire il periodo più tardi (alle 6 o alle 7).`
      : `Se l’orario finisce alle ${told.hour}, le ore dopo mezzanotte sono ${bold('sempre lavoro notturno')}; quelle prima di mezzanotte lo sono se il contratto fa iniziare il periodo prima (alle 22 o alle 23).`
    : undefined;
  const gap = notHeld
    ? `Il ${notHeld} non è nella base di conoscenza: la fascia notturna che fissa va verificata sul testo del contratto.`
    : whose === 'dei CCNL'
      ? 'La fascia esatta la fissa il contratto collettivo applicato: verificala sul suo testo.'
      : `La fascia notturna esatta ${whose} non è nei dati che consulto: verifica il testo del contratto.`;
  return compose({
    answer: `Per legge (${fact.reference}) il periodo notturno è di ${bold('almeno 7 ore consecutive')} che comprendono l’intervallo tra ${bold('mezzanotte e le 5')} del mattino: con 7 ore esatte va dalle 22 alle 5, dalle 23 alle 6 o da mezzanotte alle 7, e la fascia la fissa il contratto collettivo.`,
    steps: [...(placed ? [placed] : []), `La regola: ${sentence(said)}`, gap],
    assumptions: ['Lavoratore dipendente del settore privato.'],
    citations: lawCitations(fact, said),
    related: ['Chi è considerato lavoratore notturno per legge?'],
  });
}
