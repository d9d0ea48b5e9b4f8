import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { isPolar } from './law-leave-claims.js';

/**
 * Session 31: the paid leave of a union representative in the firm (dirigente della RSA), a rule of the Statuto dei
 * lavoratori whatever the agreement, which may only add to it. Read on 2026-11-26.
 */
const UNION_LEAVE: LawFact = {
  figure: 'permessi retribuiti',
  text: 'i dirigenti delle rappresentanze sindacali aziendali (RSA) hanno diritto, per il loro mandato, a {figure}: almeno 8 ore al mese nelle unità produttive con più di 200 dipendenti della categoria, almeno 1 ora all’anno per ciascun dipendente in quelle fino a 200, salvo clausole più favorevoli del contratto collettivo. Il permesso si chiede per iscritto al datore di lavoro, di regola 24 ore prima, tramite la RSA.',
  reference: 'L. 300/1970 (Statuto dei lavoratori), art. 23',
  sources: [
    {
      url: 'https://previdenza-professionisti.it/diritto-del-lavoro/art-23-statuto-dei-lavoratori.html',
      label:
        'Previdenza Professionisti: art. 23 dello Statuto dei lavoratori, permessi retribuiti dei dirigenti RSA',
      date: null,
      confidence: 'medium',
    },
  ],
};

// "dirigente della RSA", "delegato RSA", "rappresentanza sindacale aziendale", "dirigente sindacale".
const REPRESENTATIVE =
  /\b(?:dirigent\w*|delegat\w*|rappresentant\w*|membr\w*|component\w*|elett[oaie]) (?:(?:della|delle|nella|nelle|in|di|dell') ?)?rsa\b|\brsa aziendal\w*|\brappresentanz\w* sindacal\w* aziendal\w*|\bdirigent\w* sindacal\w*/;
const LEAVE_ASKED = /\bpermess\w*|\bore\b|\bassent\w*|\bretribuit\w*|\bpagat\w*/;
// "il capo dice che non sono pagati, è vero?": the claim of unpaid leave, to be denied.
const UNPAID_CLAIMED =
  /\bnon (?:sono|vengono|e|sarebbero|verrebbero) (?:retribuit|pagat)\w*|\ba (?:mie|sue|nostre) spese\b/;

/**
 * "salve sono delegata rsa, una collega part time ha fatto 10 ore di supplementare…", "sn delegato fisascat",
 * "songo delegato RSA" (dialect), "faccio il delegato", or the role opening the message: who is asking, said to
 * introduce themselves; the question is about whatever follows.
 */
const SELF_INTRODUCED =
  /(?:^|\b(?:sono|songo|so'?|sn|siamo|in qualita di|come|faccio|fa) )(?:(?:il|la|lo|un|una|uno|l') ?)?(?:dirigent\w*|delegat\w*|rappresentant\w*|membr\w*|component\w*|elett[oaie])\b(?: (?:(?:della|delle|nella|nelle|in|di|dell') ?)?(?:rsa|rsu|rls|sindacal\w*|filcams|fisascat|uiltucs|fiom|fim|uilm|flai|fai|cgil|cisl|uil|ugl|aziendal\w*)\b)*/g;
// The leave of the one who introduced themselves ("quante ore di permesso mi spettano?"), not a colleague's case.
const OWN_LEAVE =
  /\bpermess\w*|\bassemble\w*|\battivita sindacal\w*|\bore (?:\w+ ){0,3}(?:sindacal\w*|per il mandato)|\bmandato\b/;
const SOMEONE_ELSE =
  /\b(?:una?|la|il|mia|mio|nostr[oa]|dell[ae]|della|del) (?:collega|colleghe|colleghi|lavorat\w*|dipendent\w*|addett\w*|operai\w*|iscritt\w*)\b/;

/** The representative named only as who asks, the question on something else. */
function onlyIntroduced(text: string): boolean {
  const rest = text.replace(SELF_INTRODUCED, ' ');
  if (rest === text || REPRESENTATIVE.test(rest)) return false;
  return SOMEONE_ELSE.test(rest) || !OWN_LEAVE.test(rest);
}

/** The law's rule on a union representative's paid leave, opened by its verdict when asked yes or no. */
export function unionLeaveAnswer(message: string): AgentAnswer | undefined {
  const text = readable(message);
  if (!REPRESENTATIVE.test(text) || !LEAVE_ASKED.test(text) || onlyIntroduced(text)) return undefined;
  // ("Qual è, per legge (art. 23 …), il monte ore …?": a figure asked, whatever the sentences' split.)
  const verdict =
    isPolar(text) && !/\bqual[ei]?\b|\bquant[oaie]\b/.test(text)
      ? UNPAID_CLAIMED.test(text)
        ? 'No'
        : 'Sì'
      : undefined;
  const rule = `per legge (${UNION_LEAVE.reference}) i dirigenti della RSA hanno diritto a ${bold(UNION_LEAVE.figure)} per il loro mandato, pagati dal datore di lavoro: almeno 8 ore al mese nelle unità produttive con più di 200 dipendenti, almeno 1 ora all’anno per dipendente in quelle più piccole.`;
  const full = UNION_LEAVE.text.replace('{figure}', UNION_LEAVE.figure);
  const staff = unitStaff(text);
  return compose({
    answer: [
      verdict ? `**${verdict}**: ${rule}` : `${rule.charAt(0).toUpperCase()}${rule.slice(1)}`,
      ...(staff === undefined ? [] : [minimumFor(staff)]),
      ...(NOTICE_ASKED.test(text)
        ? [
            'La richiesta va comunicata per iscritto al datore di lavoro, di regola **24 ore prima**, tramite la RSA.',
          ]
        : []),
    ].join(' '),
    steps: [`La regola: ${full.charAt(0).toUpperCase()}${full.slice(1)}`],
    assumptions: [
      'Rappresentanza sindacale aziendale costituita ai sensi dell’art. 19 dello Statuto; il CCNL applicato o un accordo aziendale possono prevedere più ore.',
    ],
    citations: lawCitations(UNION_LEAVE, full),
    related: ['Quante ore di assemblea retribuita spettano ai lavoratori?'],
  });
}

// "con quale anticipo", "quanto prima", "preavviso": when the leave must be asked for.
const NOTICE_ASKED =
  /\banticip\w*|\bpreavvis\w*|\bquanto prima\b|\bcon quant\w* (?:ore|giorni) di\b|\bcomunicat\w*|\bcomunicazion\w*/;

/** The unit's head count said ("un'unità produttiva con 120 dipendenti", "siamo in 80"). */
function unitStaff(text: string): number | undefined {
  const m = /\b(\d{1,3}(?:\.\d{3})?|\d{4,5}) (?:dipendent|lavorator|addett|occupat)\w*/.exec(text);
  const n = m ? Number((m[1] ?? '').replace('.', '')) : Number.NaN;
  return n > 0 ? n : undefined;
}

/** The law's floor for a unit of `staff`: 1 hour a year each up to 200, 8 hours a month above. */
function minimumFor(staff: number): string {
  return staff <= 200
    ? `Con ${staff} dipendenti nell'unità produttiva il minimo di legge è ${bold(`${staff} ore all'anno`)} (1 ora × ${staff} dipendenti).`
    : `Con ${staff} dipendenti nell'unità produttiva il minimo di legge è ${bold('8 ore al mese')} per ciascun dirigente della RSA.`;
}
