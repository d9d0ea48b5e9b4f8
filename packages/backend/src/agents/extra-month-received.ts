import { euro, figureValue } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { numbersIn } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';

/**
 * The tredicesima or quattordicesima already received, said as a figure in the story ("a luglio mi è arrivata
 * la quattordicesima … io ho preso circa milletrecento lordi", "a dicembre mi hanno dato 1.100 euro di
 * tredicesima", "la 14ª è stata di 1.200 euro", an employer's "le ha dato la quattordicesima intera, quasi 1.800
 * euro") while the question asks what it should have been: that figure
 * is the extra month paid, not the monthly pay it is computed on. With a level of an agreement, the figure is
 * set aside (the level's pay is the base) and said back beside the result.
 */
const EXTRA_MONTH = /tredicesim|quattordicesim|\b1[34](?:ª|a\b|esim)|mensilit\w* aggiuntiv/;
const RECEIVED =
  /\bho (?:preso|ricevuto|avuto|incassato)\b|\b(?:mi|le|gli|ci) (?:e|hanno|ha|abbiamo|avete|son[oa]?) (?:\w+ )?(?:arrivat|dat|pagat|versat|mess|liquidat|corrispost)\w*|\b(?:abbiamo|ho|hanno|ha) (?:gia )?(?:dat|pagat|versat|liquidat|corrispost)\w* (?:la |una )?(?:tredicesim|quattordicesim)|\b(?:e|e') stat[ao] (?:di|pari a)\b|\b(?:ricevut|pres|pagat|liquidat|corrispost)[ao] (?:una |la )?(?:tredicesim|quattordicesim)\w* (?:di|da)\b/;
const SHOULD_BE =
  /\bquanto (?:dovev|dovrebb|avrebb|(?:mi |le |gli )?spett|doveva|(?:mi |le |gli )?doveva|sarebbe dovut|me ne spett|gliene spett)\w*|\b(?:e|sia) (?:giust|corrett)\w*|\btorna\b|\bmi spettava\b|\bquanto (?:e|era) (?:giust|corrett)/;

interface ReceivedExtraMonth {
  value: number;
  request: TypedRequest;
}

/** The requests already rid of the figure received: answered as they are. */
const SET_ASIDE = new WeakSet<TypedRequest>();

export function receivedExtraMonth(
  message: string,
  req: TypedRequest,
  previous?: string,
): ReceivedExtraMonth | undefined {
  if (
    SET_ASIDE.has(req) ||
    req.intent !== 'thirteenth_pro_rata' ||
    !req.slots.level ||
    !req.slots.agreements.length
  )
    return undefined;
  // A part asked after the story ("è giusta? quanto mi spetta?") or a follow-up: the story is the turn before.
  const text = [previous, message]
    .filter(Boolean)
    .map((t) => readable(t ?? ''))
    .join(' ');
  if (!SHOULD_BE.test(text)) return undefined;
  const sentences = text.split(/(?<=[.?!;])\s+/);
  for (const sentence of sentences) {
    if (!EXTRA_MONTH.test(sentence) || !RECEIVED.test(sentence)) continue;
    const said = numbersIn(sentence).filter(
      (n) =>
        n.value >= 100 &&
        !(Number.isInteger(n.value) && n.value >= 1990 && n.value <= 2100 && !/[.,]/.test(n.raw)),
    );
    const figure = said.at(-1)?.value;
    if (figure === undefined) continue;
    // The figure read as the monthly pay (or not read at all: "1.500 euro di tredicesima") is set aside.
    const request = {
      ...req,
      slots: {
        ...req.slots,
        amounts: req.slots.amounts.filter(
          (a) => !((a.kind === 'monthly_gross' || a.kind === 'other') && a.value === figure),
        ),
      },
    };
    SET_ASIDE.add(request);
    return { value: figure, request };
  }
  return undefined;
}

/** The figure received said back after the paragraph of the first amount in bold the answer computes. */
export function withReceived<T extends { text: string; brief: string }>(answer: T, received: number): T {
  const add = (text: string): string => {
    const bolded = /\*\*(\d{1,3}(?:\.\d{3})*,\d{2}) €\*\*/.exec(text);
    if (!bolded) return text;
    const end = text.indexOf('\n', bolded.index);
    const at = end < 0 ? text.length : end;
    const months = Number(/× (\d{1,2})\/12\b/.exec(answer.text)?.[1] ?? 12);
    return `${text.slice(0, at)} ${receivedLine(received, figureValue(bolded[1] ?? ''), months)}${text.slice(at)}`;
  };
  return { ...answer, text: add(answer.text), brief: add(answer.brief) };
}

function receivedLine(received: number, computed: number, months: number): string {
  const gap = cents(computed - received);
  if (Math.abs(gap) < 1) return `L'importo che hai indicato (${euro(received)}) corrisponde al calcolo.`;
  // A whole month paid for part of the year ("le ha dato la quattordicesima intera"): the months accrued are short.
  const whole = months > 0 && months < 12 ? (computed * 12) / months : undefined;
  if (gap < 0 && whole && Math.abs(received - whole) <= whole * 0.05)
    return `I ${euro(received)} che hai indicato sono circa una mensilità intera, che spetta solo con 12 mesi di maturazione (qui ${months}): ${euro(-gap)} in più del dovuto.`;
  return gap > 0
    ? `Rispetto ai ${euro(received)} che hai indicato di aver ricevuto, la differenza è di ${euro(gap)} lordi.`
    : `I ${euro(received)} che hai indicato di aver ricevuto superano il calcolo di ${euro(-gap)}: possono comprendere voci oltre il minimo (superminimo, scatti).`;
}
