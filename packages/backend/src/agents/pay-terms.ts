import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';
import type { LawFact } from './law-facts.js';
import { perequativoByYear } from './perequativo-year.js';
import { secondLevelElement } from './second-level-element.js';
import { onlySetAside } from './set-aside-items.js';
import { absorbedSuperminimo } from './superminimo-absorbed.js';
import { thirdElementShare } from './third-element.js';

/**
 * The words consultants use every day, asked as a definition ("cos'è l'EDR?", "il superminimo è assorbibile?",
 * "che vuol dire una tantum?"): what the item is comes first, then the agreement's own figure when one is
 * named. Before, the reader took the word for an agreement topic and the answer asked which agreement applies,
 * or found no passage. Each definition with the pages it was read on (2026-11-23), labour press and
 * consultants' pages at most medium confidence.
 */
interface PayTerm extends LawFact {
  /** The item's name, for the opening ("L'EDR (elemento distinto della retribuzione)"). */
  name: string;
  asked: RegExp;
  /** Words an agreement's passage uses for the item: its figure in the named agreement. */
  inAgreement: RegExp;
  /** A topic the agreements hold: with one named, the topic's own answer gives its figures. */
  agreementTopic?: true;
  /** The figure is the same whatever the agreement: "quanto vale?" alone is answered by it. */
  generalFigure?: true;
  /** Workers the item is not due to, and the sentence that says so when the question names them. */
  excluded?: { who: RegExp; line: string };
}

const PAY_TERMS: readonly PayTerm[] = [
  {
    name: 'Il superminimo',
    asked: /\bsuperminim/,
    inAgreement: /superminim/i,
    figure: 'assorbibile',
    text: 'è la parte della retribuzione oltre il minimo tabellare del CCNL, concordata con il singolo lavoratore (o per un gruppo). Di regola è {figure}: quando il rinnovo del CCNL o un passaggio di livello alza il minimo, l’aumento può ridurre il superminimo della stessa cifra, e la retribuzione complessiva resta uguale finché il superminimo non è esaurito. Non è assorbibile se lo dice la lettera di assunzione o un accordo (superminimo «non assorbibile»), se è legato a meriti o mansioni particolari, o se un uso aziendale lo ha reso stabile: allora gli aumenti si sommano.',
    reference: 'principio di assorbimento (giurisprudenza di Cassazione); clausola del contratto individuale',
    sources: [
      {
        url: 'https://www.brocardi.it/massimario/79009.html',
        label:
          'Brocardi, massimario: il superminimo individuale è di norma assorbito dai successivi miglioramenti collettivi, salvo diversa pattuizione o uso aziendale',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'https://www.studiocassone.it/glossario/retribuzione-busta-paga/',
        label: 'Studio Cassone, glossario della busta paga: superminimi assorbibili e non assorbibili',
        date: null,
        confidence: 'medium',
      },
    ],
  },
  {
    name: 'L’EDR (elemento distinto della retribuzione)',
    generalFigure: true,
    asked: /\bedr\b|\be\.d\.r\b|\belemento distinto\b/,
    inAgreement: /\bEDR\b|elemento distinto/i,
    figure: '10,33 € lordi al mese per 13 mensilità',
    excluded: {
      who: /\bdirigent/,
      line: 'Ai dirigenti l’EDR **non spetta**: il Protocollo del 31 luglio 1992 lo riconosce a operai, impiegati e quadri del settore privato, esclusi i dirigenti.',
    },
    text: 'è una voce fissa della busta paga introdotta dal Protocollo del 31 luglio 1992, dal gennaio 1993, dopo l’abolizione della scala mobile (indennità di contingenza): vale {figure}, spetta a tutti i dipendenti del settore privato esclusi i dirigenti (apprendisti compresi), è soggetta a tasse e contributi e non cresce con i rinnovi. Molti CCNL la conglobano nel minimo o nella paga base, altri la espongono a parte.',
    reference: 'Protocollo interconfederale del 31 luglio 1992',
    sources: [
      {
        url: 'https://laborability.com/lavoro-in-pillole/cos-e-l-edr-in-busta-paga-e-chi-sono-i-lavoratori-che-ne-hanno-diritto',
        label:
          'Laborability: cos’è l’EDR in busta paga (10,33 € al mese per 13 mensilità, esclusi i dirigenti)',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'https://job.fanpage.it/cosa-e-l-e-d-r-in-busta-paga-e-il-terzo-elemento-della-retribuzione/',
        label: 'Fanpage Job: EDR in busta paga (Protocollo del 31 luglio 1992)',
        date: '2024-01-02',
        confidence: 'medium',
      },
    ],
  },
  {
    name: 'L’elemento perequativo',
    generalFigure: true,
    asked: /\bperequativ/,
    inAgreement: /perequativ/i,
    figure: '485 € l’anno nel CCNL Metalmeccanici industria',
    text: 'è una somma annua, {figure}, pagata con la retribuzione di giugno ai lavoratori in forza al 1° gennaio delle aziende metalmeccaniche senza contrattazione di secondo livello (premio di risultato), che nell’anno prima hanno ricevuto solo gli importi del CCNL, senza superminimi, premi o altri compensi aggiuntivi (se li hanno avuti, spetta la differenza), in proporzione ai mesi di servizio dell’anno precedente. C’è anche nei CCNL metalmeccanici Confapi e delle cooperative, non in quello artigiano.',
    reference: 'CCNL Metalmeccanici industria, Titolo IV, art. 13',
    sources: [
      {
        url: 'https://confapiemilia.it/ccnl-metalmeccanici-elemento-perequativo-con-la-retribuzione-del-mese-di-giugno-2023',
        label:
          'Confapi Emilia: elemento perequativo con la retribuzione di giugno (in quali CCNL, a chi spetta)',
        date: '2023-06',
        confidence: 'medium',
      },
      {
        url: 'https://formazione-lavoro.eu/articolo-blog.php?cod=1935',
        label:
          'Formazione Lavoro: l’elemento perequativo nel CCNL Metalmeccanici, 485 € con la retribuzione di giugno',
        date: null,
        confidence: 'medium',
      },
    ],
  },
  {
    name: 'L’una tantum',
    asked: /\buna ?tantum\b/,
    inAgreement: /una ?tantum/i,
    figure: 'una somma pagata una sola volta',
    text: 'è {figure} (anche in più rate) che il rinnovo di un CCNL riconosce per coprire il periodo tra la scadenza del contratto precedente e il rinnovo, al posto degli arretrati degli aumenti: spetta di norma a chi è in servizio alla firma del rinnovo, in proporzione ai mesi lavorati nel periodo coperto, e il CCNL di solito esclude che incida su altri istituti (TFR, tredicesima).',
    reference: 'clausole di rinnovo dei CCNL',
    sources: [
      {
        url: 'http://www.professionisti.it/enciclopedia/voce/1314/Retribuzione-una-tantum',
        label:
          'Professionisti.it (consulente del lavoro): retribuzione una tantum, a copertura dei periodi precedenti il rinnovo',
        date: '2012-01-18',
        confidence: 'medium',
      },
    ],
  },
  {
    name: 'L’indennità di vacanza contrattuale (IVC)',
    asked: /\bvacanza contrattual|\bivc\b/,
    inAgreement: /vacanza contrattual|\bIVC\b/i,
    figure: 'un importo provvisorio',
    text: 'è {figure} che si aggiunge alla retribuzione nel periodo fra la scadenza di un CCNL e il suo rinnovo («vacanza contrattuale»), per non far perdere potere d’acquisto: è un anticipo degli aumenti del rinnovo, che di norma lo assorbono quando arriva. Nel settore privato spetta solo se il CCNL applicato la prevede, e nella misura che esso fissa; nel pubblico impiego è regolata per legge.',
    reference: 'contratti collettivi; per il pubblico impiego la legge di bilancio',
    sources: [
      {
        url: 'https://coverflex.com/it/glossario-retribuzione/indennita-vacanza-contrattuale',
        label: 'Coverflex, glossario della retribuzione: indennità di vacanza contrattuale',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'https://fiscomania.com/indennita-di-vacanza',
        label: 'Fiscomania: indennità di vacanza contrattuale, elemento provvisorio fra scadenza e rinnovo',
        date: null,
        confidence: 'medium',
      },
    ],
  },
  {
    name: 'Il terzo elemento',
    asked: /\bterzo elemento\b/,
    inAgreement: /terzo elemento/i,
    figure: 'una voce fissa della retribuzione',
    text: 'è {figure} prevista da alcuni CCNL (per esempio il terzo elemento nazionale del Commercio, o il terzo elemento provinciale dell’edilizia), che si somma a paga base e contingenza nel minimo mensile e conta come loro per tredicesima, quattordicesima e TFR.',
    reference: 'contratti collettivi',
    sources: [
      {
        url: 'https://job.fanpage.it/cosa-e-l-e-d-r-in-busta-paga-e-il-terzo-elemento-della-retribuzione/',
        label: 'Fanpage Job: EDR e terzo elemento in busta paga, voci fisse della retribuzione',
        date: '2024-01-02',
        confidence: 'medium',
      },
    ],
  },
  {
    name: 'Gli scatti di anzianità',
    asked: /\bscatt\w* (?:di |d )?anzianita\b|^(?:e )?(?:gli )?scatti\b/,
    inAgreement: /scatt\w* di anzianit/i,
    agreementTopic: true,
    figure: 'aumenti periodici della retribuzione',
    text: 'sono {figure} che maturano con l’anzianità di servizio presso la stessa azienda: il CCNL fissa ogni quanto maturano (di solito ogni 2 o 3 anni), quanti sono al massimo e il loro importo, in cifra fissa per livello o in percentuale del minimo; si sommano alla retribuzione mensile e contano per tredicesima, ferie e TFR.',
    reference: 'contratti collettivi',
    sources: [
      {
        url: 'https://www.studiocassone.it/glossario/retribuzione-busta-paga/',
        label:
          'Studio Cassone, glossario della busta paga: scatti di anzianità, maturati con l’anzianità di servizio nella stessa azienda',
        date: null,
        confidence: 'medium',
      },
    ],
  },
  {
    name: 'I ratei',
    asked: /\bratei\b|\brateo\b/,
    inAgreement: /\bratei?\b|\brateo\b/i,
    agreementTopic: true,
    figure: 'la quota che matura ogni mese',
    text: 'sono {figure} di un istituto pagato o goduto più avanti: un dodicesimo della tredicesima (e della quattordicesima, dove c’è) per ogni mese lavorato, e le ferie e i permessi (ROL, ex festività) maturati mese per mese; di norma il mese conta se si lavorano almeno 15 giorni. In busta paga si trovano nei contatori di ferie e permessi (maturati, goduti, residui) e, alla fine del rapporto, i ratei non ancora pagati si liquidano con le competenze finali.',
    reference: 'contratti collettivi',
    sources: [
      {
        url: 'https://laborability.com/lavoro-in-pillole/come-leggere-la-busta-paga-ferie-e-permessi',
        label: 'Laborability: come leggere la busta paga, ferie e permessi maturati, goduti e residui',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'https://www.metropolinotizie.it/2024/11/03/ferie-e-permessi-come-si-maturano-e-come-controllarli-nella-busta-paga/',
        label: 'Metropoli Notizie: ferie e permessi, come si maturano (mese con almeno 15 giorni di lavoro)',
        date: '2024-11-03',
        confidence: 'low',
      },
    ],
  },
  {
    name: 'Il welfare aziendale',
    generalFigure: true,
    asked: /\bwelfare\b|\bfringe benefit/,
    inAgreement: /welfare|flexible benefit|fringe benefit/i,
    figure: '1.000 € l’anno per dipendente, 2.000 € con figli a carico',
    text: 'è l’insieme di beni e servizi che l’azienda dà ai dipendenti al posto o in aggiunta alla retribuzione (buoni spesa e carburante, rimborsi di utenze, affitto o interessi del mutuo, servizi sanitari, di istruzione, assistenza). Per gli anni 2025, 2026 e 2027 i fringe benefit sono esenti da tasse e contributi fino a {figure} (il dipendente lo dichiara all’azienda); oltre la soglia tutto il valore diventa imponibile. Alcuni CCNL lo rendono obbligatorio (per esempio i Metalmeccanici).',
    reference: 'art. 51 TUIR; L. 207/2024, art. 1 c. 390-391',
    sources: [
      {
        url: 'https://ntpluslavoro.ilsole24ore.com/art/informativa-sindacati-beneficiare-fringe-benefit-limiti-piu-alti-AGuqYdTC',
        label: 'Il Sole 24 Ore NT+ Lavoro: fringe benefit 2025-2027, 1.000 € e 2.000 € con figli a carico',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'https://www.fgudipartimentouniversita.org/sito/news/94-news/1737-2025-02-18-16-20-56.html?device=xhtml',
        label:
          'FGU: fringe benefit nella legge di Bilancio 2025 (L. 207/2024), soglie per il 2025, 2026 e 2027',
        date: '2025-02-18',
        confidence: 'medium',
      },
    ],
  },
];

// "cos'è", "che vuol dire", "cosa significa", "a cosa serve", "mi spieghi", "che differenza c'è", "è assorbibile?",
// "me l'hanno ridotto", "è sceso col rinnovo": a definition, or the rule of the item, is asked.
// ("le addette che assorbiamo dall'appalto": workers taken over, not an item absorbed.)
const DEFINITION =
  /\bcos[' ]?e\b|\bcosa (?:e|sono|significa|vuol dire|indica|sarebbe|si intende)\b|\bche (?:cos[' ]?e|cosa (?:e|sono)|vuol dire|significa)\b|\bsignificat\w*\b|\bvuol dire\b|\ba (?:che|cosa) serv\w*|\bmi spieg\w*|\bspiega\w*\b|\bdifferenza\b(?! retributiv)|\bassorbibil\w*|\bassorb\w*\b(?! (?:\w+ )?(?:dall'|dal |dalla |dai |dalle |nell'|nel |nella )?(?:appalt|cambio|subentr|impres|ditt|aziend|personale|lavorat|addett|dipendent))|\bme l'?(?:hanno|ha) (?:ridott|tolt|tagliat|dimezzat)\w*|\bchi ne ha diritto\b|\bche (?:voce|roba)\b|\b(?:sces|ridott|diminuit|calat|tolt|tagliat|assorbit)\w*/;

// "a un dirigente lo devo mettere?", "spetta anche agli apprendisti?", "ne ha diritto un quadro?": whom it is due to.
const ENTITLED =
  /\bspett\w*\b|\bha(?:nno)? diritto\b|\b(?:devo|dobbiamo|deve|va|vanno|si deve) (?:(?:lo|la|gli|le|glielo|gliela) )?(?:mett|mess|dar|dat|pag|erog|riconosc|inser|corrispond)\w*|\bdovut[oa]\b/;

// The workers whom an item is or is not due to, named ("a un dirigente", "agli apprendisti"): without them, "quanto
// devo pagarlo, considerando minimo, contingenza ed EDR?" asks a pay, not whom the item is due to.
const WHO =
  /\b(?:dirigent[ei]|apprendist[aei]|quadr[oi]|operai[oe]?|impiegat[oaie]|stagist[aei]|tirocinant[ei]|colf|badant[ei]|part[- ]?time|somministrat[oaie]|a chiamata)\b/;
// "quanto le spetta di tabellare più contingenza, EDR escluso?": the item set aside after its name, not asked.
const setAsideAfter = (text: string, item: RegExp) =>
  new RegExp(`(?:${item.source})\\s*(?:esclus\\w*|a parte|non compres\\w*)`).test(text);

const VALUE = /\bquant\w* (?:vale|valgono|e|ammonta|spetta)\b|\ba quanto ammonta|\bquant'e\b|\bimporto\b/;

function agreementLine(
  ctx: AgentContext,
  term: PayTerm,
  shown: Ccnl[],
): { line?: string; citation?: Citation } {
  for (const ccnl of shown) {
    const passages = ctx.kb.passages.filter((p) => p.ccnlId === ccnl.id && term.inAgreement.test(p.text));
    // The passage that speaks of the item soonest (a renewal's validity line names the una tantum last).
    const at = (text: string) => text.search(term.inAgreement);
    const best = passages.sort((a, b) => at(a.text) - at(b.text) || a.text.length - b.text.length)[0];
    if (best)
      return { line: `Nel ${ccnl.short_name}: ${best.text}`, citation: citePassage(best, ccnl.short_name) };
  }
  return {};
}

function termCitations(term: PayTerm): Citation[] {
  const text = `${term.name}: ${term.text.replace('{figure}', term.figure)}`;
  return term.sources.map((s) => ({
    ccnl: 'Definizione',
    article: term.reference,
    text,
    url: s.url,
    date: s.date,
    confidence: s.confidence,
  }));
}

/** The term asked as a definition, or undefined when the question asks something else. */
export function askedPayTerm(message: string, agreementNamed: boolean): PayTerm | undefined {
  const whole = readable(message);
  // The sentence that asks about the item: "ho un superminimo di 200. Cos'è la contingenza?" asks no superminimo.
  // (a full stop ends a sentence after a word, a figure or a bracket, not after an initial: "E.D.R. 10,33" is one
  // sentence; "(… nel superminimo, lasciamo perdere). Mi fate il netto?" is two)
  const sentences = whole.split(/(?<=[?!;])\s+|(?<=(?:\p{L}{2}|\d|[)»"])\.)\s+/u);
  const naming = sentences.filter(
    (x) =>
      PAY_TERMS.some(
        (t) => t.excluded && t.asked.test(x) && ENTITLED.test(x) && WHO.test(x) && !setAsideAfter(x, t.asked),
      ) ||
      (PAY_TERMS.some((t) => t.asked.test(x)) && (DEFINITION.test(x) || VALUE.test(x))),
  );
  const text = naming.find((x) => x.includes('?')) ?? naming[0] ?? '';
  // A story's passing mention ("ho un superminimo assorbibile che si è mangiato gli aumenti. Mi fate il conto
  // del netto?"): another sentence asks, so the item is told, not asked.
  if (!text.includes('?') && sentences.some((x) => x.includes('?'))) return undefined;
  // "quanto vale l'EDR?" with no agreement: the general figure is the answer.
  // (Whom an item with exclusions is due to is its rule too: "a un dirigente l'EDR lo devo mettere?".)
  const entitled = ENTITLED.test(text) && PAY_TERMS.some((t) => t.excluded && t.asked.test(text));
  const defined = DEFINITION.test(text) || entitled;
  if (!defined && (agreementNamed || !VALUE.test(text))) return undefined;
  // (An item set aside, "lasciando stare … superminimi, quanta differenza c'è?", is not the one asked.)
  const terms = PAY_TERMS.filter((t) => t.asked.test(text) && !onlySetAside(text, t.asked));
  // Two items at once ("differenza tra EDR e superminimo") or a topic the named agreement answers: not here.
  if (terms.length !== 1) return undefined;
  const term = terms[0] as PayTerm;
  // An agreement topic's amount ("quanto è uno scatto?", "quanto è l'una tantum?") needs the agreement, which
  // the topic's answer asks.
  if (!defined && !term.generalFigure) return undefined;
  if (term.agreementTopic && agreementNamed) return undefined;
  return term;
}

export function payTermAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  // An agreement the knowledge base lacks is said first (coverage.ts).
  if (ctx.documents.length || req.slots.unknownAgreements.length) return undefined;
  // A superminimo set against a tranche: what is left of it (superminimo-absorbed.ts), before its definition.
  const superminimo = PAY_TERMS[0] as PayTerm;
  const absorbed = absorbedSuperminimo(ctx, req, termCitations(superminimo));
  if (absorbed) return absorbed;
  const shown = targetAgreements(ctx).agreements.slice(0, 2);
  const term = askedPayTerm(ctx.message, req.slots.agreements.length > 0);
  // "bracciante a termine, cos'è il terzo elemento in busta?": the farm OTD's allowance, not Commercio's item.
  const farm = term?.name === 'Il terzo elemento' ? thirdElementShare(ctx, req) : undefined;
  if (farm) return farm;
  // An item named on the payslip and asked by its amount in the agreement ("elemento di garanzia").
  if (!term) {
    // Its amount in a year, or the month it is paid, with the agreement named (perequativo-year.ts).
    const perequativo = PAY_TERMS.find((t) => t.asked.test('perequativo'));
    return (
      perequativoByYear(ctx, perequativo, perequativo ? termCitations(perequativo) : []) ??
      secondLevelElement(ctx, req) ??
      thirdElementShare(ctx, req) // a farm OTD's 13th, 14th and holidays inside the hour (third-element.ts)
    );
  }
  const definition = `${term.name} ${term.text.replace('{figure}', bold(term.figure))}`;
  // "a un dirigente l'EDR lo devo mettere?": the worker the item is not due to is answered first.
  const excluded = term.excluded?.who.test(readable(ctx.message)) ? term.excluded.line : undefined;
  const opening = excluded ? `${excluded}\n\n${definition}` : definition;
  const own = agreementLine(ctx, term, shown);
  const steps = own.line ? [own.line] : [];
  const assumptions = shown.length
    ? []
    : ['Definizione generale: indica o seleziona il CCNL applicato per la sua regola e il suo importo.'];
  // The definition's pages first, then the agreement's passage.
  const citations = [...termCitations(term), ...(own.citation ? [own.citation] : [])];
  return compose({
    answer: opening,
    steps,
    assumptions,
    citations,
    related: [
      'Quali sono i minimi retributivi per livello nel CCNL Commercio?',
      'Quanto prendo netto con il 4° livello del CCNL Commercio?',
    ],
  });
}
