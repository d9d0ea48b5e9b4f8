/**
 * The questions of a message that asks several in separate sentences ("la 14esima quando arriva? e dentro ci
 * sono anche gli scatti?", "quanto costa il FIS? E quanto TFR accantoniamo?"), each as a question of its own.
 * What the message states before its first question (the agreement, the worker) goes with that question; the
 * later ones are read after it, as follow-ups ("e …": the same worker, the same figures). Short tags ("giusto?", "vero?", "o no?") are not questions of
 * their own, nor is a question repeated in other words with nothing new to ask.
 */

// A question sentence needs this many words to ask something of its own.
const MIN_WORDS = 3;
const TAG =
  /^(?:e |o |ma )?(?:giusto|vero|no|corretto|e allora|che dice|che ne pensa|come mai|o sbaglio|(?:mi )?(?:puo|può|puoi|potete|potrebbe|potreste) aiutar\w*)\b/i;

// Said as a follow-up's hypothesis ("e se invece…", "ma se…"): a question that opens with "se" and goes on to its
// own main clause ("se sto in malattia, l'azienda mi paga i primi giorni?") asks.
const CONDITION =
  /^(?:(?:e|ma|ok,?|allora) (?:se|nel caso (?:in cui|che)|qualora|mettiamo che|supponiamo che)|se invece|(?:e|ma) invece se)\b/i;
const ASKING =
  /\b(?:quant\w*|qual\w*|come|quando|cosa|perch\w*|dove|chi|spett\w*|succede\w*|conviene|cambia qualcosa)\b/i;

/** A question that only states a hypothesis ("e se invece la assumo a termine?"), with no asking word. */
function onlyCondition(question: string): boolean {
  return CONDITION.test(question) && !ASKING.test(question);
}

/**
 * A bare ask ("E la domenica?") whose subject the next question takes up at length ("Se uno lavora la domenica
 * ma il riposo glielo diamo il martedì, quanto gli tocca?"): a lead-in of that question, not a question of its
 * own. Answered apart, it read as the plain case the next sentence qualifies.
 */
function leadsInto(question: string, next: string | undefined): boolean {
  const bare = /^(?:e|ed|ma|e invece|invece) ((?:\S+ ){0,2}?\S+)\?+$/i.exec(question.trim());
  if (!bare?.[1] || next === undefined || ASKING.test(question)) return false;
  const fold = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(bare[1])
    .split(/\s+/)
    .filter((w) => w.length >= 5);
  return words.length > 0 && words.every((w) => fold(next).includes(w.slice(0, 6)));
}

/**
 * A request said as a statement ("Mi serve anche sapere se il rinnovo prevede una una tantum.", "Vorrei sapere
 * quanto…", "Dimmi anche il preavviso."): it asks as a question does. Not an announcement of what follows
 * ("vorrei sapere una cosa"), nor a detail of the same answer ("mi indichi anche l'unità di misura", the source).
 */
const REQUEST =
  /^(?:(?:e|ed|poi|inoltre|infine|in piu),? )?(?:(?:mi|ci) (?:serve|servirebbe|interessa|interesserebbe|preme) (?:anche |pure |inoltre |poi )?(?:sapere|capire)|(?:vorrei|volevo|vorremmo|volevamo) (?:anche |pure |inoltre |poi )?(?:sapere|capire)|(?:dimmi|mi dica|mi dici|spiegami|mi spieghi)(?: anche| pure| inoltre| poi)?)\b(?! (?:una cosa|alcune cose|qualcosa)\b)(?!.*\b(?:unita di misura|fonte|fonti|articolo|riferiment\w*)\b)\s+\S/i;

/** `message` with its request sentences ending as questions: "Vorrei sapere se X." reads "Vorrei sapere se X?". */
function requestsAsQuestions(message: string): string {
  return message
    .split(/(?<=[.!?])\s+/)
    .map((s) =>
      !s.endsWith('?') && REQUEST.test(s.normalize('NFD').replace(/\p{M}/gu, ''))
        ? `${s.replace(/[.!]+$/, '')}?`
        : s,
    )
    .join(' ');
}

/**
 * A document's check asked before a doubt on a raise ("mi controlli la busta paga di novembre che ho caricato? …
 * non doveva esserci un aumento a novembre?"): the lead-in of that question, not a question of its own. (Before
 * another doubt, "il minimo è corretto?", "c'è qualcosa che non torna?", each is answered as before.)
 */
const CHECK_LEAD =
  /^(?:(?:mi|ci|me|ce) )?(?:(?:puoi|potete|puo|potresti|riesci a) )?(?:controll\w*|verific\w*|guard\w*|dai un.occhiata|dare un.occhiata)\b[^?]{0,80}\b(?:busta|cedolin\w*|lettera|document\w*|contratto|file)\b[^?]*\?+$/i;

const RAISE_DOUBT = /\baument\w*|\btranche\b|\brinnov\w*/i;
const checkLeadsIntoRaise = (own: string, next: string | undefined) =>
  CHECK_LEAD.test(own) && next !== undefined && RAISE_DOUBT.test(next);

/** The question sentences of `message`, in order; none when it asks fewer than two. */
export function questionSentences(message: string): string[] {
  const text = requestsAsQuestions(message.trim());
  const found: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/\?+/g)) {
    const end = (match.index ?? 0) + match[0].length;
    found.push(text.slice(start, end).trim());
    start = end;
  }
  if (found.length < 2) return [];
  // Words after the last question (a greeting, thanks) do not ask anything.
  const sentences: string[] = [];
  let condition = '';
  for (const [i, piece] of found.entries()) {
    const sentence = condition ? `${condition} ${piece}` : piece;
    condition = '';
    // "E se invece la prendo a tempo determinato? Quanto pago in più di contributo?": a hypothesis that asks
    // nothing of its own is the condition of the question after it, not a question.
    const own = sentence.split(/(?<=[.!:;])\s+/).at(-1) ?? sentence;
    if (
      i < found.length - 1 &&
      (onlyCondition(own) || leadsInto(own, found[i + 1]) || checkLeadsIntoRaise(own, found[i + 1]))
    ) {
      condition = sentence;
      continue;
    }
    // The statements before the question in the same stretch: only its last sentence is the question.
    const question = sentence.split(/(?<=[.!:;])\s+/).at(-1) ?? sentence;
    const words = question.replace(/\?+$/, '').trim().split(/\s+/).filter(Boolean);
    if (words.length < MIN_WORDS || TAG.test(question)) {
      // A tag belongs to the question before it.
      if (sentences.length) sentences[sentences.length - 1] += ` ${sentence}`;
      else sentences.push(sentence);
      continue;
    }
    sentences.push(sentence);
  }
  if (sentences.length < 2) return [];
  // A later question of the same message goes on about the same case: it reads as a follow-up ("e …").
  return sentences.map((s, i) =>
    i === 0 || /^(?:e|ed|ma|invece|anche|allora|poi)\b/i.test(s)
      ? s
      : `e ${s.charAt(0).toLowerCase()}${s.slice(1)}`,
  );
}
