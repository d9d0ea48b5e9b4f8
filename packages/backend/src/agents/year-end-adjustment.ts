import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * The year-end tax adjustment asked as what it is ("nella busta di dicembre ho l'IRPEF a conguaglio a debito: che
 * roba è?", "perché a dicembre mi trattengono il conguaglio?"): the employer, as withholding agent (sostituto
 * d'imposta), withholds IRPEF each month on an estimate of the year's income and at the year's end (December, by
 * 28 February of the next year at the latest, or when the job ends) recomputes the year's IRPEF on the income
 * actually paid and the deductions due; the difference from what was withheld is withheld (a debit) or refunded.
 * A rule explained, not an amount: no figure is computed.
 */
const ADJUSTMENT = /\bconguagli\w*/;
// The tax's adjustment, not the INPS one (sick pay or family allowance recovered "a conguaglio" on the F24).
const TAX =
  /\birpef\b|\bfiscal\w*|\btass\w*|\bimpost\w*|\bdicembre\b|\bfine (?:dell')?anno\b|\bbusta\b|\bcedolino\b/;
const OTHER = /\binps\b|\bcontribut\w*|\baddizional\w*|\bmalatti\w*|\bassegn\w*|\btfr\b/;
// What it is, or why it is withheld: "che roba è", "cos'è", "perché me la trattengono", "a debito".
const EXPLAIN =
  /\bche (?:roba|cos[' ]?e|cosa (?:e|sono)|vuol dire|significa)\b|\bcos[' ]?e\b|\bcosa (?:e|significa|vuol dire|sarebbe)\b|\bperche\b|\bcome mai\b|\bcome funziona\b|\bmi spieg\w*|\ba (?:debito|credito)\b/;

// When it is made, or by when: "in quale busta paga si effettua", "fino a quando può essere fatto", "entro quando".
const WHEN =
  /\b(?:in|con) (?:quale|che) (?:busta|cedolino|mese)\b|\b(?:fino|entro) a? ?quando\b|\bquando (?:si (?:fa|effettua)|va fatto|viene fatto|deve essere fatto|puo essere fatto|si chiude|scade)\b|\bentro (?:che|quale) (?:data|mese|termine)\b|\bdi norma\b/;

const SOURCES: Citation[] = [
  {
    ccnl: 'Conguaglio fiscale di fine anno (D.P.R. 600/1973, art. 23 c. 3), LaborTre',
    article: null,
    text: 'Il conguaglio è l’operazione con cui il datore di lavoro, in qualità di sostituto d’imposta, ricalcola l’imposizione dovuta sull’effettivo reddito di lavoro corrisposto durante l’intero periodo d’imposta: ricalcolo dell’IRPEF annuale, verifica delle detrazioni, riconoscimento o recupero del trattamento integrativo.',
    url: 'https://www.labortre.com/post/conguaglio-di-fine-anno-cosa-succede-nella-busta-paga-di-dicembre',
    date: null,
    confidence: 'medium',
  },
  {
    ccnl: 'Conguaglio IRPEF in busta paga a dicembre, PMI.it',
    article: null,
    text: 'A dicembre il datore di lavoro ricalcola l’IRPEF sul reddito annuale con le detrazioni spettanti e la confronta con quella già trattenuta: se l’imposta dovuta è superiore figura un’imposta a debito, se inferiore un rimborso a conguaglio.',
    url: 'https://www.pmi.it/impresa/contabilita-e-fisco/171750/conguaglio-irpef-in-busta-paga-a-dicembre.html',
    date: '2020-12',
    confidence: 'medium',
  },
  {
    ccnl: 'Conguaglio di fine anno, Ciesse Consulting',
    article: null,
    text: 'I datori di lavoro sono tenuti a effettuare il conguaglio annuale delle imposte dovute dal dipendente entro il 28 febbraio dell’anno successivo; ne deriva un credito o un debito per il lavoratore.',
    url: 'https://www.ciesseconsulting.it/fine-annoe-tempo-di-conguagli/',
    date: null,
    confidence: 'medium',
  },
];

export function yearEndAdjustmentAsked(message: string): boolean {
  const text = readable(message);
  return (
    ADJUSTMENT.test(text) && TAX.test(text) && !OTHER.test(text) && (EXPLAIN.test(text) || WHEN.test(text))
  );
}

/** The adjustment's timing asked: the answer opens with the payslip it is made in and the last day for it. */
export function yearEndAdjustmentWhenAsked(message: string): boolean {
  return WHEN.test(readable(message));
}

const WHEN_ANSWER = `Il ${bold('conguaglio fiscale di fine anno')} si fa di norma nella ${bold('busta paga di dicembre')} (o in quella dell'ultimo mese, se il rapporto cessa prima) e può essere completato ${bold("entro il 28 febbraio dell'anno dopo")}, cioè al più tardi con la busta paga di ${bold('febbraio')}. Il datore di lavoro, come ${bold("sostituto d'imposta")}, ricalcola l'IRPEF dell'anno sul reddito effettivamente corrisposto e sulle detrazioni spettanti e la confronta con quella già trattenuta: la differenza è trattenuta (${bold('a debito')}) o rimborsata (${bold('a credito')}).`;

export function yearEndAdjustment(ctx: AgentContext): AgentAnswer | undefined {
  if (ctx.documents.length || !yearEndAdjustmentAsked(ctx.message)) return undefined;
  const when = yearEndAdjustmentWhenAsked(ctx.message);
  return compose({
    answer: when
      ? WHEN_ANSWER
      : `Il ${bold('conguaglio IRPEF')} di fine anno è il ricalcolo dell'IRPEF annua che il datore di lavoro fa come ${bold("sostituto d'imposta")}: durante l'anno trattiene l'IRPEF mese per mese su una stima del reddito, poi a dicembre (al più tardi entro il 28 febbraio dell'anno dopo, o alla fine del rapporto) la ricalcola sul reddito effettivo dell'intero anno e sulle detrazioni spettanti e la confronta con quella già trattenuta. Se l'imposta dovuta è più alta, la differenza è ${bold('a debito')} e ti viene trattenuta in busta; se è più bassa, ti viene rimborsata (${bold('a credito')}).`,
    steps: [
      "Perché può risultare a debito: il reddito dell'anno è stato più alto della stima (straordinari, premi, arretrati), oppure detrazioni o trattamento integrativo riconosciuti nei mesi non spettano, in tutto o in parte, sul reddito effettivo dell'anno.",
      "Le addizionali regionale e comunale dell'anno si calcolano allo stesso conguaglio e si trattengono a rate dalle buste dell'anno successivo.",
    ],
    assumptions: ["Lavoratore dipendente con il datore di lavoro come sostituto d'imposta."],
    citations: SOURCES,
    related: [
      'Quali sono gli scaglioni IRPEF del 2026?',
      'Quando si trattengono le addizionali in busta paga?',
    ],
  });
}
