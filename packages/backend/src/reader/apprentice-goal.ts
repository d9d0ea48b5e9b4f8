import type { TypedRequest } from './request.js';

/**
 * An apprentice's pay asked with the level to be reached ("farla arrivare al 4° livello in tre anni: che
 * percentuale della retribuzione del livello finale le spetta nel secondo anno?", "apprendista che deve arrivare
 * al 3° livello, quanto prende?"): the level named is the apprenticeship's goal, not a classification asked, so
 * the apprenticeship's percentages and durations answer. A level asked for the job itself ("che livello gli do?")
 * with no pay, percentage or duration asked stays a classification.
 */
const APPRENTICE = /\bapprendist\w*|\bapprendistato\b/;
const GOAL =
  /\b(?:arrivare|arrivi|portarl[oa]|farl[oa] arrivare|obiettivo|qualifica (?:finale|da conseguire|di arrivo)|livello (?:finale|di arrivo|da conseguire|di destinazione)|destinazione finale|destinat\w* (?:al|alla|a) (?:\d|livell|qualifica))\b/;
const PAY_ASKED =
  /\bpercentual\w*|\b\d{2,3} ?%|\bquanto (?:prend|guadagn|percep|lo pag|la pag|gli spett|le spett|spett|va pagat)\w*|\bche (?:paga|retribuzione|stipendio)\b|\bretribuzione del livello\b|\b(?:primo|secondo|terzo) anno\b|\bdopo il \d+\w* mese\b|\bdal \d+\w* al \d+\w* mese\b|\bquanto dura\b|\bdurata\b/;

/**
 * The apprenticeship's own rule on levels told or asked: "inquadrata due livelli sotto la collega", "l'apprendista
 * sta sotto", "se lo tengono, che inquadramento: quello per cui ha fatto la formazione?", "a fine apprendistato
 * che livello?": the levels below during it and the final level at its end, not a job to classify.
 */
const APPRENTICE_LEVEL_RULE =
  /\b(?:due|un|uno|[12]) livell\w* (?:sotto|inferior\w*|in meno|piu bass\w*)|\bsotto-?inquadr\w*|\bsottoinquadr\w*|\b(?:apprendist\w*|apprendistato) sta sotto\b|\b(?:per cui|per il quale|per la quale) (?:ha|ho|hai|abbia) fatto (?:la )?formazion\w*|\bqualifica (?:finale|di destinazione|da conseguire)\b|\bse (?:lo|la|mi|ci|li|le) (?:tengono|tiene|confermano|conferma|teniamo|confermiamo)\b|\b(?:a|alla|dopo la) fine (?:del(?:l'|l )?|dell'|di )?apprendistato\b|\b(?:finit[oa]|conclus[oa]|terminat[oa]) l'apprendistato\b/;

export function apprenticeGoal(request: TypedRequest, text: string): Partial<TypedRequest> {
  // "con destinazione finale C2 … quale percentuale del minimo C2 (o quale livello di ingresso) spetta?": the
  // goal's level is told, so the entry level asked is the apprenticeship's own rule, not a job to classify.
  if (
    request.intent === 'apprenticeship' &&
    request.alsoAsked.includes('classification') &&
    request.slots.level !== undefined &&
    GOAL.test(text) &&
    PAY_ASKED.test(text)
  )
    return { alsoAsked: request.alsoAsked.filter((intent) => intent !== 'classification') };
  if (request.intent !== 'classification' || !APPRENTICE.test(text)) return {};
  if (!GOAL.test(text) && !request.alsoAsked.includes('apprenticeship')) return {};
  if (
    !PAY_ASKED.test(text) &&
    !(request.alsoAsked.includes('apprenticeship') && APPRENTICE_LEVEL_RULE.test(text))
  )
    return {};
  return {
    intent: 'apprenticeship',
    alsoAsked: request.alsoAsked.filter((intent) => intent !== 'apprenticeship'),
  };
}

// The apprenticeship's own subjects asked: its pay, its percentages, its training, its length ("per quanto tempo al
// massimo possiamo tenerlo in apprendistato?"), its incentives.
const APPRENTICESHIP_SUBJECT =
  /\bpercentual\w*|\bretribu\w*|\bpaga\b|\bstipendi\w*|\bquanto (?:prend|guadagn|percep|costa)\w*|\bformazion\w*|\bpiano formativo\b|\b(?:dur\w*|lunghezza)\b[^?]{0,30}\bapprendistato\b|\bapprendistato\b[^?]{0,20}\bdur\w*|\b(?:per )?quanto tempo\b[^?,;]{0,40}\bin apprendistato\b|\bcontribut\w*|\bsgrav\w*|\bincentiv\w*/;

/**
 * "Assumiamo tre ragazzi con apprendistato … Per gli apprendisti quanto può durare al massimo il periodo di prova?":
 * the apprentices are who is hired, the probation is what is asked; the apprenticeship read beside it (its pay,
 * its percentages) is dropped when every question sentence naming apprentices asks the probation and none asks
 * the apprenticeship's own subjects.
 */
export function apprenticeHireOnly(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.intent !== 'probation' || !request.alsoAsked.includes('apprenticeship')) return {};
  const questions = text.match(/[^.?!]*\?/g) ?? [];
  if (!questions.some((q) => APPRENTICE.test(q) && /\bprova\b/.test(q))) return {};
  if (questions.some((q) => (APPRENTICE.test(q) && !/\bprova\b/.test(q)) || APPRENTICESHIP_SUBJECT.test(q)))
    return {};
  return { alsoAsked: request.alsoAsked.filter((intent) => intent !== 'apprenticeship') };
}

/**
 * "quante ore di formazione all'anno mi devono fare?" from an apprentice: the hours asked are the training's, not
 * the working week's; the working hours read beside it are dropped unless the week is asked in its own words.
 */
export function apprenticeTrainingHours(request: TypedRequest, text: string): Partial<TypedRequest> {
  const hours = request.intent === 'working_hours' || request.alsoAsked.includes('working_hours');
  if (!hours || !APPRENTICE.test(text) || !/\bore (?:\w+ ){0,2}?di formazion\w*/.test(text)) return {};
  const week = text.replace(/\b(?:quant\w* )?ore (?:\w+ ){0,2}?di formazion\w*/g, ' ');
  if (/\bore\b|\borari\w*|\bturn[oi]\b/.test(week)) return {};
  const rest = request.alsoAsked.filter(
    (intent) => intent !== 'working_hours' && intent !== 'apprenticeship',
  );
  return { intent: 'apprenticeship', alsoAsked: rest };
}

// "non ha mai fatto apprendistato", "senza l'apprendistato", "niente apprendistato": the apprenticeship denied.
const DENIED_APPRENTICESHIP =
  /\b(?:non (?:ha|abbia|ho|hanno) (?:mai |ancora )?(?:fatto|compiuto|svolto|concluso|finito) |non (?:e|sia) (?:mai )?stat[oa] (?:in )?|senza (?:aver (?:fatto|compiuto|svolto) )?|niente |nessun )(?:l['’]|l |un |alcun )?apprendist\w*/g;

/** The text without the apprenticeships it denies ("nel commercio non ho mai fatto apprendistato"). */
export const withoutDeniedApprenticeship = (text: string): string => text.replace(DENIED_APPRENTICESHIP, ' ');

/**
 * "è la sua prima volta come commessa e non ha mai fatto apprendistato: che livello?": the apprenticeship denied
 * tells the job's story (who has not done it), it is not asked; a classification drops it when every mention
 * denies it.
 */
export function apprenticeshipDenied(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.intent !== 'classification' || !request.alsoAsked.includes('apprenticeship')) return {};
  if (APPRENTICE.test(text.replace(DENIED_APPRENTICESHIP, ' '))) return {};
  return { alsoAsked: request.alsoAsked.filter((intent) => intent !== 'apprenticeship') };
}
