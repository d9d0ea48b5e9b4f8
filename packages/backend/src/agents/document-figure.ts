import { askedValues, asksTersely, labelledValues, NET_SAID } from '../documents/labelled-values.js';
import { askedBalances } from '../documents/leave-balance.js';
import { allPassagesText, indexOf } from '../kb/documents.js';
import type { TypedRequest } from '../reader/request.js';
import { expandShorthand } from '../reader/shorthand.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { RAL_ASKED } from './document-pay-tfr.js';

/**
 * "qual è il mio netto?", "quanto mi hanno dato di netto?", "a quanto ammonta la paga base?" beside an uploaded
 * payslip that states that figure against its label: the document's own figure is the answer, not an estimate
 * computed from the agreement. A doubt ("è giusto?"), a figure the user gives or a hypothesis ("se passassi a
 * 30 ore") asks the agreement instead.
 */
const ASKS =
  /^(?:e )?(?:qual|quale|quali|quanto|quant[aie]|a quanto)\b|^(?:e )?quant'|\b(?:qual e|quanto e|a quanto ammont(?:a|ano|avano|ava))\b/;
const DOUBT =
  /\b(?:giust[oaie]|corrett[oaie]|torna|tornano|sbagliat\w*|errat\w*|regolar\w*|verific\w*|controll\w*|conform\w*|dovrebbe|dovrei|dovev\w*|avrei dovuto|avrebbe dovuto|andava|andavano|spett\w*|sotto|sopra|minimo)\b/;
const HYPOTHESIS = /\bse\b|\bsarebbe\b|\bprenderei\b|\bprender[oò]\b|\bavro\b|\bdal \d/;
// (Anywhere in the message but the story's "se", an indirect question: "in azienda dal 2018" asks a count.)
const STORY_HYPOTHESIS = /\bsarebbe\b|\bprenderei\b|\bprender[oò]\b|\bavro\b|\bdal \d/;
// A year asked of ("nel 2027 quanto prenderò?") is a hypothesis, unless it is the document's own year ("quanta
// IRPEF mi hanno trattenuto nel 2025?" of a CU for 2025).
const ASKED_YEAR = /\bnel (20\d\d)\b/;
// A polite lead before what is asked ("mi dite quanto…", "sapete dirmi quanto…", "vorrei sapere quanto…").
const LEAD =
  /^(?:(?:scusa\w*|ciao|salve|buongiorno|buonasera|senti|sentite|allora|ok)\W+)*(?:(?:mi|ci) (?:dite|dici|sa|sai|sapete|sapreste|sapresti|saprebbe|potete|puoi|potresti|potreste)(?: dire)?|(?:sapete|sai|sa|sapreste|sapresti|saprebbe|potete|puoi|potresti|potreste) (?:dirmi|dirci)|(?:vorrei|volevo|vorremmo|volevamo) sapere|(?:mi|ci) (?:spiegate|spieghi|indichi|indicate))\s+/;

// What is asked on someone's behalf ("una dipendente mi chiede quanto le abbiamo trattenuto di IRPEF").
// Items asked for a third party's form ("la banca mi chiede l'imponibile fiscale", "mi servono il reddito e le
// ritenute") are asked as the figures they are.
const INDIRECT =
  /\b(?:chied\w*|saper\w*|dirmi|dirci|capire) (?:quanto|quant[aie]|qual e|a quanto)\b|\b(?:mi|ci) (?:chied(?:ono|e)|serv(?:ono|e)) (?:il|la|lo|l|i|gli|le|due|tre|questi|questa|queste)\b/;

/** The sentences of a question, each without its polite lead: any of them may be the one that asks. */
// (A clause that opens with the asking word after a comma asks on its own: "mi hanno dato la busta di fine
// stagione, quanto mi hanno messo per …?".)
const askingSentences = (question: string) =>
  question
    .split(/(?<=[.?!:;])\s+|,\s+(?=(?:e )?(?:quant[oaie]|qual[ei]?)\b|quant')/)
    .map((s) => s.trim().replace(LEAD, ''))
    .map((s) => {
      // A short subject or time before the asking word ("di irpef questo mese quanto…", "nel 2025 quanta…").
      // (Elided too: "e l'addizionale invece quant'era?".)
      const at = s.search(/\b(?:quant[oaie]|qual[ei]?)\b|\bquant'/);
      const lead = at > 0 ? s.slice(0, at).trim().split(/\s+/) : [];
      // ("e il saldo dell'addizionale comunale quant'era?": a longer subject before an asking word that ends it.)
      const ends = /^quant(?:[oaie]|'(?:e|era|erano|era stat[oa]))?\W*$/.test(s.slice(at).trim());
      return lead.length && lead.length <= (ends ? 8 : 4) && !lead.some((w) => /^(?:se|per|perche)$/.test(w))
        ? s.slice(at)
        : s;
    });

/** A withholding or contribution named in a question or a payslip label. */
const WITHHOLDING = /\binps\b|\bivs\b|\bcontribut\w*|\birpef\b|\baddizional\w*|\britenut\w*|\btrattenut\w*/;
const EXTRA_MONTH = /\brate[oi]\b|\btredicesim\w*|\bquattordicesim\w*|\b1[34] ?(?:a|ª|esim\w*|ma)(?!\w)/;
const TFR_ASKED = /\btfr\b|\bliquidazion\w*|\bfine rapporto\b/;
const HOURLY = /\borari[ao]\b|\bun'ora\b|\ball'ora\b|\bl'ora\b|\bper ora\b|\ba ora\b/;
/** A figure stated per hour ("Paga oraria 7,50", "12 €/h"); a weekly "Orario: 45 ore" is not one. */
const HOURLY_PAY =
  /\b(?:paga|retribuzione|compenso|tariffa|importo) orari[ao]\b|\ball'ora\b|\bl'ora\b|€ ?\/ ?h\b|\bper ora\b/;

export function asksDocumentFigure(ctx: AgentContext, req: TypedRequest): boolean {
  if (!ctx.documents.length || req.slots.amounts.length) return false;
  const question = readable(expandShorthand(ctx.message));
  // A doubt in the story ("il CAF mi ha chiesto di controllare le ritenute") does not doubt the figure asked:
  // the sentences that ask (with a question mark) are read for it, the whole message when none has one.
  const marked = question.split(/(?<=[.?!:;])\s+/).filter((s) => s.includes('?'));
  // (So is a hypothesis: "mi ha chiesto … se le trattenete poco" in the story is no "se passassi a 30 ore?".)
  const asking = marked.length ? marked.join(' ') : question;
  if (DOUBT.test(asking) || HYPOTHESIS.test(asking) || STORY_HYPOTHESIS.test(question)) return false;
  const year = ASKED_YEAR.exec(question)?.[1];
  const documentText = allPassagesText(ctx.documents);
  if (year && !documentText.includes(year)) return false;
  // A leave balance asked anywhere in the sentence ("mi dici quante ferie ho ancora?").
  const passages = ctx.documents.flatMap((d) => indexOf(d).passages);
  if (askedBalances(ctx.message, passages).length) return true;
  // "alla fine quanto mi entra sul conto?" after a story: the net the payslip states, asked anywhere in the sentence.
  // (Read on the words as typed: the typo mender takes "conto" for "costo".)
  const netSaid = NET_SAID.test(ctx.message) && /\bquant[oaie]\b|\bquant'/.test(question);
  if (
    !netSaid &&
    !askingSentences(question).some((s) => ASKS.test(s)) &&
    !INDIRECT.test(question) &&
    !asksTersely(question)
  )
    return false;
  const values = labelledValues(ctx.documents.flatMap((d) => indexOf(d).passages));
  const asked = askedValues(ctx.message, values);
  // "a quanto ammontano i ratei di tredicesima sulla retribuzione del cedolino?": an extra month the payslip does
  // not state is computed on its pay, not read as the pay line the question names.
  if (EXTRA_MONTH.test(question) && !asked.some((v) => EXTRA_MONTH.test(readable(v.label)))) return false;
  // "quanto TFR mi mettono da parte in un anno, senza contare gli straordinari?" beside a payslip stating no TFR
  // line: the TFR is computed on its pay, not read as the line an item named in the story shares.
  if (TFR_ASKED.test(question) && !asked.some((v) => TFR_ASKED.test(readable(v.label)))) return false;
  // ("qual è la RAL della retribuzione indicata nella lettera?" of a monthly pay: the year's gross, computed.)
  if (RAL_ASKED.test(question) && !asked.some((v) => RAL_ASKED.test(readable(v.label)))) return false;
  // "quanto dovrò versare all'INPS per le ore di ottobre?" beside a pay sheet stating no contributions: the
  // withholding named is computed, not read off a label that only shares the hours' word.
  const withholding = WITHHOLDING.exec(question)?.[0];
  if (withholding && !asked.some((v) => WITHHOLDING.test(readable(v.label)))) return false;
  // "qual è la mia paga oraria?" of a clause that states a monthly pay: an hour to compute, not a figure to read.
  if (HOURLY.test(question)) return asked.some((v) => HOURLY_PAY.test(readable(JSON.stringify(v))));
  return asked.length > 0;
}
