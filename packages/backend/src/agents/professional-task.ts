import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';

/**
 * A professional's work asked of the assistant: a contract or letter drafted ready to sign, a tax return filled
 * in, a court brief written, a lawsuit's outcome foretold. None of it is the product's: the answer says so
 * plainly and says who does it (a consulente del lavoro, an avvocato, a CAF, the precompiled 730). A request told
 * about ("sto preparando la lettera", "il consulente mi ha preparato il contratto") is not one: only the ask to
 * the assistant, in the second person or the imperative.
 */
type Task = 'document' | 'tax_return' | 'court' | 'outcome';

const ASKED_TO_DO = String.raw`\b(?:mi|ci|me lo|me la|ce lo|ce la) (?:scriv(?:i|e|ete|eresti|erebbe)|prepar(?:i|a|ate|eresti|erebbe)|redig(?:i|e|ete)|compil(?:i|a|ate|eresti|erebbe)|f(?:ai|a|ate) (?:tu |voi |lei )?(?:il|la|un|una))\b|\b(?:scrivimi|scrivici|preparami|preparaci|redigimi|compilami|compilaci)\b|\b(?:mi|ci) (?:aiut\w*|puoi aiutare|potete aiutare) a (?:scrivere|preparare|redigere|compilare)\b`;

/** What each task is made of, read after the ask within a clause. */
const OBJECTS: readonly [Task, string][] = [
  ['tax_return', String.raw`\b730\b|dichiarazione dei redditi|modello redditi`],
  [
    'court',
    String.raw`memoria (?:difensiva|di costituzione)|\bricorso\b|atto di citazione|\batti? (?:giudizi|processual)`,
  ],
  [
    'document',
    String.raw`(?:testo (?:completo )?(?:del|di un|dell')\s*)?contratto (?:di (?:assunzione|lavoro)|individuale|part.?time|a (?:tempo|termine))|\bcontratto\b[^?.]{0,30}\b(?:firmare|firma|clausole)|lettera di (?:assunzione|licenziamento|contestazione|dimissioni)|\bdiffida\b`,
  ],
];

const OUTCOME =
  /\b(?:vinc\w*|vint[oa]|perd\w*) (?:la |il |una |un )?(?:causa|ricorso|vertenza|giudizio|impugnazion\w*)\b|\bprobabilit\w* (?:ho |avrei |abbiamo )?(?:di )?(?:vincere|spuntarla|averla vinta)|\bcome (?:finira|andra|finisce) (?:la causa|il ricorso|la vertenza|il giudizio)\b|\b(?:causa|impugn\w*|ricorso|vertenza)\b[^?.]{0,40}\b(?:la |lo )?(?:vinc(?:o|iamo|erei|eremmo|erò|ero)|perd(?:o|iamo|erei)|la spunt\w*|ho ragione)\b/;

/** A tax return's refund asked beside filling it in ("… e quanto mi rimborsano?"): part of the same task. */
const REFUND = /\brimbors\w*|\ba credito\b|\bmi torn\w*|\bmi (?:ridanno|restituiscono)\b/;

function tasksIn(text: string): Task[] {
  const found: Task[] = [];
  const ask = new RegExp(`(?:${ASKED_TO_DO})[^?.]{0,70}`, 'g');
  for (const m of text.matchAll(ask))
    for (const [task, object] of OBJECTS)
      if (new RegExp(object).test(m[0]) && !found.includes(task)) found.push(task);
  if (OUTCOME.test(text)) found.push('outcome');
  return found;
}

const SAY: Readonly<Record<Task, string>> = {
  document: `${bold('Scrivere un contratto o una lettera pronti da firmare non rientra in ciò che faccio')}: per il testo rivolgiti a un consulente del lavoro o a un avvocato giuslavorista. Posso darti gli elementi del CCNL da inserirvi (livello, minimo, periodo di prova, orario, preavviso).`,
  tax_return: `${bold('Compilare la dichiarazione dei redditi e calcolarne il rimborso non rientra in ciò che faccio')}: puoi usare il 730 precompilato dell’Agenzia delle Entrate oppure rivolgerti a un CAF o a un commercialista.`,
  court: `${bold('Scrivere atti per una causa (una memoria difensiva, un ricorso) non rientra in ciò che faccio')}: per questo serve un avvocato giuslavorista.`,
  outcome: `${bold('Come andrebbe una causa non posso prevederlo')}: l’esito e le somme che un giudice riconoscerebbe non rientrano in ciò che posso calcolare, perché dipendono dalle prove e dalla valutazione del giudice; per valutare un’impugnazione rivolgiti a un avvocato giuslavorista o al sindacato (o a un patronato).`,
};

/** The question's asks, each a sentence ending with "?" (the whole text when none has one). */
const asks = (text: string): string[] => {
  // ("… se faccio causa e vinco??": the doubled mark closes the same ask, it is not an empty one.)
  const parts =
    text
      .match(/[^?]*\?/g)
      ?.map((p) => p.trim())
      .filter((p) => /\p{L}/u.test(p)) ?? [];
  return parts.length ? parts : [text];
};

/** The referral the question needs, and whether the question asks nothing else. */
export function professionalTask(message: string): { say: string; only: boolean; lead: boolean } | undefined {
  const text = readable(message);
  const tasks = tasksIn(text);
  if (!tasks.length) return undefined;
  const only = asks(text).every(
    (part) => tasksIn(part).length > 0 || (tasks.includes('tax_return') && REFUND.test(part)),
  );
  // Drafting asked leads the answer; an outcome foretold alone follows the part answered.
  return { say: tasks.map((t) => SAY[t]).join('\n\n'), only, lead: tasks.some((t) => t !== 'outcome') };
}

/** The answer to a professional's task asked alone: said plainly, with who does it. */
export function professionalTaskAnswer(message: string): AgentAnswer | undefined {
  const task = professionalTask(message);
  if (!task?.only) return undefined;
  return compose({
    answer: task.say,
    citations: [],
    related: [
      'Qual è il periodo di prova per il mio livello?',
      'Quali sono i minimi retributivi per livello del mio CCNL?',
      'Quanti giorni di preavviso spettano per il mio livello e la mia anzianità?',
    ],
  });
}

/** An answer to the rest of the question, with the professional's task said: first when drafting, else after. */
export function withProfessionalTask<T extends AgentAnswer>(answer: T, message: string): T {
  const task = professionalTask(message);
  if (!task || answer.text.includes(task.say)) return answer;
  const parts = answer.text.split('\n\n');
  parts.splice(task.lead ? 0 : 1, 0, task.say);
  return { ...answer, text: parts.join('\n\n'), brief: `${answer.brief}\n\n${task.say}` };
}

/** The answer to a question that may ask a professional's task: the task alone, or the answer with it said. */
export function professionalTaskFirst<T extends AgentAnswer>(message: string, answer: () => T): AgentAnswer {
  return professionalTaskAnswer(message) ?? withProfessionalTask(answer(), message);
}
