import { allPassagesText, uploadedText } from '../kb/documents.js';
import { readable } from '../reader/text.js';
import { chatMessages } from './chat-transcript.js';
import type { AgentContext } from './context.js';

// "il livello che mi hanno dato è giusto per una barista?", "a quale livello dovremmo passarla?", "il livello
// indicato è coerente con le mansioni?", "la posizione economica indicata è coerente con il CCNL?", "andrebbe
// inquadrata diversamente?", "come la inquadriamo?", "cambia qualcosa nel livello?": a level asked. The level of arrival
// named as a reference ("la percentuale del livello finale che spetta") asks no level; "Livello finale e quanto le
// spetta?" asks it.
export const ASKS_LEVEL =
  /\b(?:(?:che|quale|qual e il|a quale|in quale|a che) livell\w*|(?:che|quale|qual e la|a quale|in quale|a che) posizion\w* (?:economic|retributiv)\w*|(?:(?<!\b(?:del|dal|al|sul|nel) )livell\w* |livell\w* (?!(?:finale|di arrivo|d'arrivo|di destinazione|da raggiungere)\b))(?:\w+ ){0,6}(?:giust|corrett|spett|dovre\w*|dovrebbe|sbagliat|coerent|adeguat|congru|appropriat)|\bposizion\w* economic\w* (?:\w+ ){0,6}(?:giust|corrett|coerent|adeguat|congru|appropriat)|inquadr\w* (?:in modo )?divers\w*|inquadrament\w* (?:\w+ ){0,4}(?:giust|corrett|coerent|adeguat|congru|appropriat)|\bcome (?:l[oa] |li |le |l')?inquadr|\bcambi\w* (?:\w+ ){0,3}(?:nel |il |di |al )?livell|\blivell\w* da (?:applicare|dare|assegnare|mettere|attribuire)\b)/;

/**
 * "mi hanno messo al 5 livello. nn dovrebbe essere un altro?", "non dovrei stare più in alto?", "non mi spetta un
 * livello superiore?": the level given doubted in a sentence of its own, the job told beside it.
 */
export const LEVEL_DOUBTED =
  /\b(?:non |nn )?(?:dovrebbe|dovrei|dovresti|andrebbe|sarebbe|spett\w*)\b[^.?!]{0,25}\b(?:un altr[oa]|divers\w*|pi[uù] alt\w*|superior\w*|pi[uù] su|pi[uù] in alto|quello giusto)\b/;

/**
 * "nella lettera mi hanno messo B1, è giusto?", "mi hanno messo al 5 livello ma faccio il cameriere in sala. È
 * giusto?": the level the letter gives, doubted with a yes/no of its own, a pay never named (that is a minimum's check).
 */
const HELD_LEVEL_DOUBTED =
  /\b(?:mi|ci|l'|lo|la|ti) (?:hanno|ha|avete) (?:messo|mess[ao]|inquadrat\w*|dat[oa]|attribuit\w*|assegnat\w*)\b[^?]{0,160}\b(?:e (?:giust|corrett|sbagliat|regolar)\w*|va bene|ci sta)\b/;
const PAY_WORDS = /\b(?:pag\w*|stipendi\w*|retribu\w*|minim\w*|euro|lord\w*|nett\w*|busta)\b|€/;
export const heldLevelDoubted = (question: string) =>
  HELD_LEVEL_DOUBTED.test(question) && !PAY_WORDS.test(question);

/** Whether an inquadra question beside an uploaded document asks which level a job should have. */
export function asksLevelBesideDocument(ctx: AgentContext): boolean {
  const question = readable(ctx.message);
  return (
    ctx.documents.length > 0 &&
    (ASKS_LEVEL.test(question) ||
      (LEVEL_DOUBTED.test(question) && /\blivell/.test(question)) ||
      heldLevelDoubted(question))
  );
}

// "per quello che faccio che livello mi spetta?", "nella lettera manca il livello", "la descrizione del posto che
// allego", "vi allego l'annuncio", "l'inquadramento di questa figura": the level is decided from the tasks the document lists, not read off it.
const OWN_TASKS =
  /\b(?:per )?quello che (?:faccio|fa|fai|facciamo)\b|\b(?:le )?(?:mie|sue|tue) mansioni\b|\bmansion[ie] (?:che (?:ci )?(?:sono|ha|hanno) )?(?:indicat|scritt|descritt|elencat|riportat)\w*|\bil lavoro che (?:faccio|fa|svolg\w*)\b|\bcosa (?:faccio|fa)\b|\bcompiti\b|\b(?:queste|tali) mansioni\b|\bmansionario\b|\bjob description\b|\bdescrizione (?:delle |della )?mansion[ei]\b|\bdescrizione (?:del posto|della posizione|del ruolo|del lavoro)\b|\bscheda (?:della |delle )?mansion[ei]\b|\b(?:allego|alleghiamo|allegat\w*) (?:la |una |questa )?descrizione\b|\bdescrizione dell'?\s?incarico\b|\bmansioni sono quelle\b|\b(?:annunc|inserzion)\w*|\bofferta di lavoro\b|\bricerca di personale\b|\b(?:questa|questo|tale) figur[ae]\b/;
const LEVEL_MISSING =
  /\bnon (?:c'?e|ce|e (?:indicat|scritt)\w*|(?:hanno|ha) (?:messo|scritto|indicato)) (?:il )?livell\w*|\bmanca(?:no)? (?:il )?livell\w*|\blivell\w* (?:\w+ ){0,3}?manca\b|\bsenza (?:il )?livell\w*|\blivell\w* (?:non (?:e )?(?:indicat|scritt|specificat)\w*|mancant\w*|verra comunicat\w*)/;

// "la posizione economica indicata nella lettera è coerente?": the letter's level doubted, weighed on its tasks.
const GIVEN_DOUBTED = /\b(?:coerent|giust|corrett|conform|adeguat|congru)\w*/;
const OF_DOCUMENT = /\b(?:letter\w*|document\w*|allegat\w*|indicat\w*|scritt\w*|riportat\w*)\b/;
const letterLevelDoubted = (question: string) =>
  ASKS_LEVEL.test(question) && GIVEN_DOUBTED.test(question) && OF_DOCUMENT.test(question);

/** Whether the question asks the level the document's tasks deserve, the document stating none or not asked. */
export function asksLevelOfTasks(ctx: AgentContext): boolean {
  const question = readable(ctx.message);
  return (
    ctx.documents.length > 0 &&
    (OWN_TASKS.test(question) ||
      LEVEL_MISSING.test(question) ||
      heldLevelDoubted(question) ||
      letterLevelDoubted(question) ||
      // A chat in which the client tells the job, a level asked of it: the level of the tasks the chat tells.
      (ASKS_LEVEL.test(question) && ctx.documents.some((d) => chatMessages(uploadedText(d)) !== undefined)))
  );
}

// (The question is read lemmatised: "le mansioni descritte" is "le mansione descritte".)
// The tasks a letter lists: "Mansioni: …", "qualifica: cameriere di sala", "ruolo: impiegata…", "in qualità di …".
// "inquadramento: 4° livello", "livello: IV super", "livello di inquadramento: 3°".
const LEVEL_LINE =
  /\b(?:inquadramento|livello(?: di inquadramento)?|posizione economica)\s*:\s*([^\n;,.]{1,40})/i;

// A letter's lines read joined into one passage: an item ends where the next one starts ("- decorrenza: …").
const untilNextItem = (item: string | undefined) =>
  item?.split(/\s+-\s+(?=\p{L}[\p{L} ]{0,30}:)|\s+\p{L}+:\s/u)[0]?.trim();
const TASK_LIST = /\bmansion[ei]\s*:\s*([^\n]{3,400})/i;
const TASKS = /\b(?:mansion[ei]|qualifica|ruolo|profilo|in qualit[aà] di)\s*:?\s*([^\n]{3,200})/i;
// A job description's sections that say the job: its title and its list of tasks, up to the next section
// (requirements, titles, hours, equipment), the lines of a list read as one.
const SECTIONS =
  /\b(?:posizione|ruolo|titolo|compiti(?: principali)?|attivit[aà]|mansioni)\s*:\s*([\s\S]{3,500}?)(?=\b(?:requisiti|titoli|orario|dotazioni|retribuzione|riporta a|reparto|funzione|il lavoratore opera)\b\s*:?|$)/gi;

/** The title and tasks a job description lists, else the one line a letter gives them. */
function tasksOf(text: string): string | undefined {
  // Each section up to the letter's next bulleted item ("- decorrenza: …"); a job description's own headings
  // ("Compiti principali:") are part of the section they open.
  const sections = [...text.matchAll(SECTIONS)].map(
    (m) =>
      (m[1] ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .split(/\s+-\s+(?=\p{L}[\p{L} ]{0,30}:)/u)[0] ?? '',
  );
  const listed = sections.filter((s) => s.length > 2).join('; ');
  return listed.length > 40
    ? listed
    : (untilNextItem(TASK_LIST.exec(text)?.[1] ?? TASKS.exec(text)?.[1]?.trim()) ??
        advertText(text) ??
        chatMessages(text));
}

/** The tasks the uploaded documents list ("Mansioni: assistenza alla signora…, non autosufficiente…"), if any. */
export const documentTasks = (ctx: AgentContext): string | undefined =>
  ctx.documents.length ? tasksOf(ctx.documents.map(uploadedText).join('\n')) : undefined;

// What a job advert offers and where to apply is not the job ("Offriamo: contratto…", "Inviare CV a…").
const ADVERT_ASIDE = /^\s*(?:offriamo|offresi|si offre|inviare|invia|candidature|per candidarsi|contatti)\b/i;

/**
 * A job advert with no task list ("Cerchiamo autista patente C+E … Requisiti: patentino ADR …"): the job is told
 * by the whole advert, its title, its requirements and the trips it asks for.
 */
function advertText(text: string): string | undefined {
  if (!/\b(?:cerc(?:hiamo|asi|a)|ricerc(?:hiamo|a)|selezion(?:iamo|a))\b/i.test(text)) return undefined;
  const lines = text.split('\n').filter((line) => line.trim() && !ADVERT_ASIDE.test(line));
  return lines.join(' ').replace(/\s+/g, ' ').trim() || undefined;
}

// A letter's level written in the former categories ("inquadrato nella 5ª categoria", "3ª super categoria").
const OLD_CATEGORY_LINE = /\b([1-7])\s*(?:ª|°|a)\s*(super\s+)?categoria\b/i;
// A level line left to be filled in: "Livello: ____ (da definire)", "Inquadramento: da definire".
const BLANK_LEVEL =
  /\b(?:inquadramento|livello(?: di inquadramento)?|posizione economica)\s*:\s*(?:_{2,}|\.{3,}|-{2,}|\(?da (?:definire|stabilire|comunicare)|$)/im;

/**
 * A letter stating no level of today's scale (its level left blank, or a former category of the old one) and a
 * level asked of it: the question told again on the letter's tasks, its former category and its agreement, for
 * the level to be proposed on them and the subjects asked beside answered at that level (level-then-part.ts).
 */
export function letterLevelStory(ctx: AgentContext): string | undefined {
  const question = readable(ctx.message);
  if (!ctx.documents.length || !ASKS_LEVEL.test(question)) return undefined;
  const written = ctx.documents.map((d) => d.text ?? '').join('\n') || allPassagesText(ctx.documents);
  const category = OLD_CATEGORY_LINE.exec(written);
  if (!BLANK_LEVEL.test(written) && !category) return undefined;
  const tasks = tasksOf(written)?.replace(/[\s.;:]+$/, '');
  if (!tasks) return undefined;
  const former = category
    ? ` Era ${category[1]}ª ${category[2] ? 'super ' : ''}categoria nella vecchia classificazione.`
    : '';
  const agreement = ctx.kb.recognise(question).length ? undefined : ctx.kb.recognise(written)[0];
  return `Mansioni: ${tasks}.${former}${agreement ? ` ${agreement.short_name}.` : ''} ${ctx.message}`;
}

// A household employer: "Datore di lavoro: famiglia Rinaldi", "collaboratrice familiare", "presso la famiglia".
// A letter titled as one ("LETTERA DI ASSUNZIONE - LAVORO DOMESTICO") is a household's too.
const HOUSEHOLD =
  /\b(?:rapporto di )?lavoro domestico\b|\bdatore di lavoro\s*:?\s*(?:la )?famiglia\b|\bcollaborat\w* (?:familiar\w*|domestic\w*)|\b(?:presso|per) (?:la |una |altre )?famigli\w*|\bassistenza (?:familiare|domiciliare) (?:a|di) (?:un |una )?(?:anzian|persona)/;
const DOMESTIC = /\bdomestic/i;

/**
 * The classification context when a document was uploaded: the agreement the question does not name is the
 * one the document names (a hiring letter's "CCNL Lavoro domestico"), and the question is a classification;
 * a level asked of "quello che faccio" is decided on the tasks the document lists.
 */
export function withDocumentAgreement(ctx: AgentContext): AgentContext {
  const request = ctx.request;
  const text = allPassagesText(ctx.documents);
  const written = ctx.documents.map((d) => d.text ?? '').join('\n') || text;
  // The tasks line when the letter has one ("qualifica: impiegata" before "mansioni: tenuta della contabilità…"
  // names the grade, not the work), else the first line naming the job.
  const tasks = asksLevelOfTasks(ctx) ? tasksOf(written) : undefined;
  // The level the letter gives ("inquadramento: 4° livello") is the level held, weighed against the one proposed.
  const held = tasks ? untilNextItem(LEVEL_LINE.exec(written)?.[1]) : undefined;
  // (The tasks first: what the question reports others saying, "dicono che…", is no part of the job.)
  const described = tasks
    ? {
        ...ctx,
        message: `${held ? `Inquadramento attuale: ${held}. ` : ''}Mansioni: ${tasks} ${ctx.message}`,
      }
    : ctx;
  if (!request) return described;
  // "farò l'OSS in RSA" beside a letter that writes "CCNL applicato: Cooperative sociali": an agreement the question
  // only implied by a workplace word gives way to the one the letter applies.
  const applied = request.slots.agreementsBySector ? letterAgreement(ctx, written) : undefined;
  if (applied && !request.slots.agreements.includes(applied.id_categoria)) {
    const slots = { ...request.slots, agreements: [applied.id_categoria] };
    delete slots.agreementsBySector;
    return { ...described, request: { ...request, intent: 'classification', slots } };
  }
  if (request.slots.agreements.length) return described;
  const recognised = ctx.kb.recognise(text);
  // A family hiring for its home applies the domestic work agreement, whatever other sector its tasks' words
  // name ("pulizia e riordino dell'abitazione" is no cleaning firm's contract).
  const named =
    (HOUSEHOLD.test(readable(text))
      ? ctx.kb.agreements.find((c) => DOMESTIC.test(c.short_name))
      : undefined) ?? recognised[0];
  if (!named) return described;
  return {
    ...described,
    request: {
      ...request,
      intent: 'classification',
      slots: { ...request.slots, agreements: [named.id_categoria] },
    },
  };
}

/** The agreement a letter names on its "CCNL …" line ("CCNL applicato: Cooperative sociali"), if any. */
function letterAgreement(ctx: AgentContext, written: string) {
  for (const m of written.matchAll(/\bccnl\b[\s:.-]*(?:applicat\w*\s*:?\s*)?([^\n;]{3,80})/gi)) {
    const found = ctx.kb.recognise(m[1] ?? '');
    if (found.length === 1) return found[0];
  }
  return undefined;
}
