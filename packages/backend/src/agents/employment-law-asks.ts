import { countValue } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { FIXED_TERM } from './labour-subjects.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { lawRuleAnswer } from './law-rule-answer.js';

/**
 * More questions the law answers whatever the agreement, asked in users' words: whether a fixed-term contract
 * may run for the months told, what is owed when it ends, whether holidays accrue in the probation or in
 * sickness, whether a second job costs more tax. Before, each asked which agreement applies, or was answered
 * with an agreement's part-time or holiday passage. Each rule with the pages it was read on (2026-11-24).
 */

/** Art. 2120 c.c., D.Lgs. 66/2003 art. 10 c. 2, art. 2118 c.c.: what the last payslip of any ending holds. */
export const LEAVING_DUES: LawFact = {
  figure:
    'il TFR, i ratei di tredicesima (e di quattordicesima dove il CCNL la prevede) e le ferie e i permessi maturati e non goduti',
  text: 'con l’ultima busta paga, oltre alla retribuzione dei giorni lavorati nel mese, il datore di lavoro paga le competenze di fine rapporto: {figure}. Spettano qualunque sia la causa della fine del rapporto (dimissioni, licenziamento, scadenza del termine); le ferie sono l’unico caso in cui si pagano invece di goderle. Se il preavviso non è stato lavorato, chi lo doveva paga all’altra parte l’indennità sostitutiva: il datore la aggiunge, o la trattiene se è il lavoratore a non averlo dato; ferie o permessi goduti oltre quelli maturati si trattengono.',
  reference: 'art. 2120 c.c.; D.Lgs. 66/2003, art. 10 c. 2; art. 2118 c.c.',
  sources: [
    {
      url: 'https://laborability.com/lavoro-in-pillole/cosa-sono-le-competenze-di-fine-rapporto',
      label: 'Laborability: cosa sono le competenze di fine rapporto',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.money.it/busta-paga-di-fine-rapporto-di-lavoro-cosa-viene-pagato?fonte=leggi-anche&articolo=28446',
      label: 'Money.it: busta paga di fine rapporto di lavoro, cosa viene pagato',
      date: '2022-07-18',
      confidence: 'medium',
    },
  ],
};

/** The last payslip of a worker leaving, asked as what it must hold ("quali voci deve contenere l'ultima busta?"). */
const LAST_PAYSLIP =
  /\bultim\w* (?:busta|cedolin|stipendi)|\b(?:busta|cedolino) (?:paga )?(?:di )?fine rapporto|\bcompetenze di fine rapporto\b/;
const LEAVING =
  /\bdimess|\bdimission|\bdimett|\blicenzi|\blascio\b|\bcambio lavoro|\bfine rapporto|\bcessazion|\bscadenz/;
/**
 * "cosa dobbiamo pagarle alla fine oltre all'ultimo stipendio?", "cosa gli spetta a fine rapporto?": what is owed
 * when the job ends, asked on its own (a sentence of a longer question is read apart, without the story).
 */
const END_DUES_ASK =
  /\bcosa (?:(?:mi|gli|le|ci) )?(?:dobbiamo|devo|deve|devono|dovete|spett\w*|tocca)(?: (?:pagar\w*|dar\w*|liquidar\w*|corrispondere))?\b[^?]{0,30}\b(?:alla fine(?: del rapporto)?|a fine rapporto|quando (?:se ne va|finisce|smette|termina)|oltre (?:all'|al |alla )?ultim\w*)/;
const CONTENTS_ASK =
  /\bquali voci\b|\bcosa (?:deve|devono|mi|ci) (?:contenere|spett|deve esserci|devono esserci)|\bcosa (?:ci deve|deve) (?:essere|esserci)|\bche voci\b|\bcosa mi (?:devono|deve) (?:dare|pagare)|\bcosa comprende\b|\bcontenere\b/;

/** L. 4/1953 artt. 1 e 3; D.Lgs. 66/2003 art. 5 c. 5; Ministero del Lavoro, nota 2642 del 6 febbraio 2014. */
const OFF_PAYSLIP: LawFact = {
  figure: 'da 125 a 770 € per lavoratore',
  text: 'ogni somma pagata per il lavoro, straordinari compresi, va indicata nel prospetto paga (il cedolino, copia del Libro unico del lavoro) e lo straordinario va pagato con le maggiorazioni del contratto collettivo: pagarla fuori busta è illegale. Per il Ministero del Lavoro il datore che paga lo straordinario fuori busta consegna un prospetto paga infedele, sanzionato {figure}, e rischia un’altra sanzione se non applica le maggiorazioni; il lavoratore perde contributi, TFR e mensilità aggiuntive su quelle somme e può chiederne la regolarizzazione, anche all’Ispettorato del lavoro.',
  reference:
    'L. 4/1953, artt. 1 e 3; D.Lgs. 66/2003, art. 5 c. 5; Ministero del Lavoro, nota n. 2642 del 6 febbraio 2014',
  sources: [
    {
      url: 'https://pmi.it/impresa/normativa/approfondimenti/92299/straordinario-fuori-busta-paga-normativa-sanzioni.html',
      label: 'PMI.it: straordinario fuori busta paga, normativa e sanzioni',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.elas.it/it/insieme-verso-il-successo/straordinario-fuori-busta/19-13273.html',
      label: 'Elas: straordinario fuori busta (Ministero del Lavoro, nota 2642/2014)',
      date: null,
      confidence: 'medium',
    },
  ],
};
const OFF_PAYSLIP_ASK = /\bfuori (?:busta|dalla busta)\b|\bin nero\b/;
const OFFERED_OFF_PAYSLIP =
  /\b(?:vuol\w*|vogliono|mi (?:paga|pagano|da|danno)|pagar\w*|dar\w*|paga|pagano)\b[^.?]{0,40}\b(?:fuori (?:busta|dalla busta)|in nero)\b/;
const LAWFUL_ASK =
  /\blegal\w*|\blecit\w*|\bregolar\w*|\bsi pu[oò]\b|\bpu[oò] farlo\b|\bposson\w*\b|\bnormale\b|\bconsentit\w*|\bammess\w*|\bva bene\b|\bin regola\b/;

/** D.Lgs. 81/2015 art. 19 c. 3 (INL note 1214/2019): one more contract of up to 12 months, signed at the ITL. */
const ASSISTED_TERM: LawFact = {
  figure: 'un solo ulteriore contratto a termine, di al massimo 12 mesi',
  text: 'raggiunto il limite di durata, tra le stesse parti si può stipulare {figure} presso l’Ispettorato territoriale del lavoro (la cosiddetta deroga assistita), con una delle causali di legge; vale anche quando il limite è quello fissato dal contratto collettivo.',
  reference: 'D.Lgs. 81/2015, art. 19 c. 3; nota INL n. 1214 del 7 febbraio 2019',
  sources: [
    {
      url: 'https://ntpluslavoro.ilsole24ore.com/art/durata-contratto-termine-deroga-assistita-anche-i-limiti-stabiliti-contratti-collettivi-ABDSgsSB',
      label:
        'Il Sole 24 Ore NT+ Lavoro: durata del contratto a termine, deroga assistita anche per i limiti dei contratti collettivi (nota INL 1214/2019)',
      date: '2019-02',
      confidence: 'medium',
    },
    {
      url: 'http://cioffabrianoimprese.istruzioneformazionelavoro.it/index.php/2019/03/26/inl-contratto-a-tempo-determinato-stipulato-presso-gli-ispettorati-del-lavoro/',
      label: 'CIOF Fabriano: contratto a tempo determinato stipulato presso gli Ispettorati del lavoro',
      date: '2019-03-26',
      confidence: 'low',
    },
  ],
};

/** Art. 2120 c.c., D.Lgs. 81/2015 art. 25, D.Lgs. 66/2003 art. 10: what a fixed-term contract's end pays. */
const TERM_END_DUES: LawFact = {
  figure:
    'il TFR, i ratei di tredicesima (e di quattordicesima dove il CCNL la prevede) e le ferie e i permessi maturati e non goduti',
  text: 'alla scadenza del contratto a termine il rapporto finisce senza preavviso e il datore di lavoro paga, con l’ultima busta paga, {figure}, oltre alla retribuzione dei giorni lavorati nell’ultimo mese. Il lavoratore a termine ha lo stesso trattamento economico di un collega a tempo indeterminato, in proporzione al periodo lavorato (a dodicesimi, con la frazione di almeno 15 giorni contata come mese intero, salvo diversa regola del CCNL); le ferie non godute si pagano solo quando il rapporto finisce. Restano escluse le voci legate all’anzianità o alla presenza in servizio a una certa data. Chi perde il lavoro alla scadenza può chiedere la NASpI se ne ha i requisiti.',
  reference: 'art. 2120 c.c.; D.Lgs. 81/2015, art. 25; D.Lgs. 66/2003, art. 10 c. 2',
  sources: [
    {
      url: 'http://hr-services-net.it/esperto/esperto.php?id_prec=163',
      label:
        'HR Services, l’esperto risponde: al lavoratore a termine spettano ferie, TFR, tredicesima in proporzione al periodo lavorato',
      date: null,
      confidence: 'low',
    },
    {
      url: 'https://www.pmi.it/impresa/normativa/58623/guida-alle-ferie-aziendali-maturazione-e-retribuzione.html',
      label: 'PMI.it: guida alle ferie (monetizzabili solo alla fine del rapporto)',
      date: '2023-08-28',
      confidence: 'medium',
    },
    {
      url: 'https://contratticcnl.it/multiservizi/retribuzione-tempo-determinato',
      label: 'ContrattiCCNL: retribuzione del tempo determinato (ratei e TFR alla scadenza)',
      date: null,
      confidence: 'low',
    },
  ],
};

/** Holidays, 13th month and TFR accrue in the probation (Corte cost. 189/1980) and in sickness (art. 2110 c.c.). */
const ACCRUAL_IN_ABSENCE: LawFact = {
  figure: 'le ferie maturano anche durante il periodo di prova e durante la malattia',
  text: '{figure}. Il periodo di prova è un rapporto di lavoro a tutti gli effetti: la Corte costituzionale (sentenza n. 189 del 22 dicembre 1980) ha riconosciuto il diritto alle ferie anche a chi è in prova, e se la prova è superata il periodo conta nell’anzianità (art. 2096 c.c.); se il rapporto finisce durante la prova si pagano le ferie maturate e non godute, i ratei e il TFR. Le assenze per malattia e infortunio, entro il periodo di comporto, si computano nell’anzianità di servizio (art. 2110 c.c.): le ferie maturano (Cassazione, sezioni unite, n. 14020/2001) e maturano il TFR e la tredicesima, per la parte che l’indennità INPS non copre secondo il CCNL. Non maturano invece, salvo accordi migliori, durante l’aspettativa non retribuita, lo sciopero, le assenze ingiustificate e la cassa integrazione a zero ore.',
  reference: 'art. 36 Cost.; artt. 2096, 2109 e 2110 c.c.; Corte cost. n. 189/1980; Cass. S.U. n. 14020/2001',
  sources: [
    {
      url: 'https://www.lavoroediritti.com/abclavoro/ferie-periodo-prova-lavoro',
      label: 'Lavoro e Diritti: ferie durante il periodo di prova (Corte costituzionale n. 189/1980)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://digilander.libero.it/dirittodellavoro/ferie_malattia.html',
      label:
        'Cassazione, sezioni unite, 12 novembre 2001, n. 14020: i periodi di malattia concorrono alla maturazione delle ferie',
      date: '2001-11-12',
      confidence: 'medium',
    },
    {
      url: 'https://ceccatotormen.com/?p=5122',
      label:
        'Ceccato Tormen (Corriere delle Paghe 07.2021): assenze durante le quali le ferie maturano e non maturano',
      date: '2021-07',
      confidence: 'medium',
    },
  ],
};

/** TUIR arts. 8 and 13, D.P.R. 600/1973 art. 23: two employers each withhold as if theirs were the only income. */
const SECOND_JOB_TAX: LawFact = {
  figure: 'i redditi dei due lavori si sommano e l’IRPEF si paga sul totale',
  text: '{figure}, con gli scaglioni e le detrazioni del reddito complessivo. Ciascun datore di lavoro però trattiene le imposte come se il suo fosse l’unico reddito (e applica le detrazioni per lavoro dipendente), per cui le ritenute dei due insieme di solito non bastano: la differenza si paga con la dichiarazione dei redditi (730), che si deve presentare sommando le due Certificazioni Uniche, oppure con il conguaglio fatto da uno dei datori se gli consegni la CU dell’altro. Per non trovarti un debito alto puoi chiedere a uno dei due di non applicarti le detrazioni o di trattenere con un’aliquota più alta. Le addizionali regionale e comunale si calcolano anch’esse sul totale, secondo la residenza.',
  reference: 'D.P.R. 917/1986 (TUIR), artt. 8, 13 e 49; D.P.R. 600/1973, art. 23',
  sources: [
    {
      url: 'https://www.laleggepertutti.it/492174_come-e-tassato-il-secondo-lavoro',
      label: 'La legge per tutti: come è tassato il secondo lavoro',
      date: '2021-05-11',
      confidence: 'medium',
    },
    {
      url: 'https://money.it/dipendente-piu-rapporti-lavoro-come-gestire-irpef-detrazioni',
      label: 'Money.it: dipendente con più rapporti di lavoro, come gestire IRPEF e detrazioni',
      date: null,
      confidence: 'low',
    },
    {
      url: 'https://indebitati.it/risposta/377999/',
      label: 'Indebitati.it: due datori di lavoro nello stesso anno, il 730 somma le due CU',
      date: null,
      confidence: 'low',
    },
  ],
};

/** Art. 26 c. 7-bis D.Lgs. 151/2015 (art. 19 L. 203/2024), INPS circ. 154/2025: staying away is a resignation. */
// "il consulente dice che dopo tot giorni di assenza si considera dimesso: è vero?": the rule itself confirmed.
const RULE_CONFIRMED =
  /\b(?:si considera|viene considerat\w*|e considerat\w*|si intende|risulta|lo considerano|la considerano)\b[^?]{0,15}\bdimess\w*|\bdimissioni per fatti concludenti\b[^?]{0,40}\b(?:vero|esist\w*)\b/;
export const IMPLIED_RESIGNATION: LawFact = {
  figure: '15 giorni',
  text: 'se il lavoratore resta assente senza giustificazione oltre il termine fissato dal CCNL applicato o, se il CCNL non lo fissa, per più di {figure}, il datore di lavoro può comunicarlo all’Ispettorato territoriale del lavoro e il rapporto si intende risolto per dimissioni (dimissioni per fatti concludenti), senza la procedura telematica. Trattandosi di dimissioni, la NASpI non spetta; spetta invece se il datore sceglie di licenziare per giusta causa, o se il lavoratore si dimette per giusta causa. Chi si dimette così non dà neppure il preavviso, che il datore può trattenere.',
  reference:
    'D.Lgs. 151/2015, art. 26 c. 7-bis (L. 203/2024, art. 19); INPS circ. n. 154 del 22 dicembre 2025',
  sources: [
    {
      url: 'https://mementopiu.it/lavoro/dettaglio/11090730/dimissioni-per-fatti-concludenti-in-caso-di-assenza-ingiustificata-procedura-e-adempimenti',
      label:
        'MementoPiù: dimissioni per fatti concludenti in caso di assenza ingiustificata, procedura e adempimenti',
      date: '2025-11-27',
      confidence: 'medium',
    },
    {
      url: 'https://www.studiocasini.net/rassegnastampalavoro/dimissioni-per-fatti-concludenti-e-naspi-chiarimenti-inps',
      label: 'Studio Casini: dimissioni per fatti concludenti e NASpI, i chiarimenti INPS (circ. 154/2025)',
      date: null,
      confidence: 'medium',
    },
  ],
};
// "se smetto di andarci mi licenziano e prendo la disoccupazione?": staying away to be dismissed.
const STAYS_AWAY =
  /\bsmett\w* (?:proprio |semplicemente )?di (?:andar\w*|presentarm\w*|venir\w*)|\bnon (?:ci )?(?:vado|andrei|vengo|torno) piu\b|\bnon mi presento (?:piu|al lavoro)\b|\bnon mi presentassi\b|\bsparisco\b|\bfarmi licenziare\b|\bmi faccio licenziare\b/;
const WANTS_DISMISSAL = /\blicenzi\w*|\bdisoccupazion\w*|\bnaspi\b/;

const FIXED_TERM_WORDS = /\btempo determinato\b|\ba termine\b|\bt\. ?d\.|\bcontratto determinato\b/;
const NUMBER = String.raw`(\d{1,2}|un|uno|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|tredici|quattordici|quindici|sedici|diciassette|diciotto|diciannove|venti|ventuno|ventidue|ventitre|ventiquattro)`;
// "ho già fatto 14 mesi", "sono qui da 18 mesi", "dopo 20 mesi a termine", "lavoro con loro da 10 mesi".
const MONTHS_DONE = new RegExp(
  String.raw`\b(?:(?:ho|abbiamo|avrei|ha)\s+(?:gia\s+)?(?:fatto|lavorato|svolto|accumulato|maturato)|gia\s+(?:fatt\w*|lavorat\w*)|sono\s+(?:gia\s+)?(?:qui|li|la|da loro|con loro|in azienda)|(?:lavoro|lavora|sto|sta)\s+(?:\w+\s+){0,3}?da|dopo|per un totale di|in tutto)\s+(?:gia\s+)?${NUMBER}\s+mesi\b`,
);
// "per altri 12 mesi", "rinnovarlo di 6 mesi", "una proroga di otto mesi".
const MONTHS_MORE = new RegExp(
  String.raw`\baltri\s+${NUMBER}\s+mesi\b|\b(?:rinnov\w*|prorog\w*|allung\w*|estend\w*|estension\w*)\b[^.?;]{0,40}?\b(?:di|per)\s+(?:altri\s+)?${NUMBER}\s+mesi\b`,
);
const ASKS_WHETHER =
  /\bsi puo\b|\bpuo\b|\bpossono\b|\bposso\b|\be possibile\b|\be legale\b|\be regolare\b|\be lecito\b|\bva bene\b|\bhanno diritto\b|\bpotrebbero\b/;

// "alla fine cosa mi devono pagare?", "a scadenza cosa mi spetta?", "cosa gli devo dare quando finisce?".
const TERM_END =
  /\b(?:alla|a|dopo la) (?:fine|scadenza)\b|\bscad\w*|\bfinisce\b|\bfinira\b|\btermina\b|\bnon (?:me lo|glielo|lo) rinnov\w*/;
const DUES_ASK =
  /\bcosa (?:mi|gli|le|ci) (?:spett\w*|devono|deve|devo|dobbiamo|danno|da|pagano|paga|tocca)\b|\bche (?:soldi|cosa|somme|competenze) (?:mi|gli|le) (?:spett\w*|devono|danno|pagano)\b|\bcosa (?:spetta|prendo|prende|si prende|rimane)\b|\bquali (?:soldi|somme|competenze|voci)\b|\bcompetenze di fine\b|\bliquidazione finale\b/;

// "le ferie maturano anche in malattia?", "in prova non ho diritto alle ferie?".
const ACCRUES = /\bmatur\w*|\bdiritto\b|\bspett\w*|\bho le ferie\b|\bconta\w*\b/;
const ACCRUAL_ITEM = /\bferie\b|\btredicesim\w*|\btfr\b|\bratei\b/;
const PROBATION = /\b(?:in|durante (?:il|la)|nel(?:la)?) (?:periodo di )?prova\b/;
const SICKNESS =
  /\b(?:in|durante (?:la)?|nel periodo di|mentre sono in) malattia\b|\bmalattia\b[^?]{0,30}\bmatur|\binfortunio\b/;
const DENIED_CLAIM =
  /\bnon (?:ho|hai|abbia|avrei|ha) diritto\b|\bnon (?:(?:le|li|la|lo|ne|mi|ti|gli|ci) )?(?:matur\w*|spett\w*)\b|\bniente ferie\b|\bnon (?:mi|ti|gli|le) spett\w*/;

// "secondo lavoro part time: devo pagare più tasse?", "con due datori di lavoro pago più irpef?".
const SECOND_JOB =
  /\bsecondo (?:lavoro|impiego|contratto|datore)\b|\b(?:due|2) (?:lavori|datori|impieghi|contratti part.?time|part.?time)\b|\bdoppio (?:lavoro|impiego)\b|\baltro lavoro\b|\bdue buste paga\b|\b(?:due|2) cu\b/;
const TAX_ASK =
  /\btass\w*|\birpef\b|\bimpost\w*|\bdetrazion\w*|\b730\b|\bconguagli\w*|\bdichiarazione dei redditi\b|\bsi sommano\b|\baliquot\w*/;

/** The months a fixed-term story has run and the months asked for more, when both are told. */
function termMonths(story: string): { done: number; more: number } | undefined {
  const done = MONTHS_DONE.exec(story)?.[1];
  const moreMatch = MONTHS_MORE.exec(story);
  const more = moreMatch?.[1] ?? moreMatch?.[2];
  const [d, m] = [done ? countValue(done) : undefined, more ? countValue(more) : undefined];
  return d !== undefined && m !== undefined && d > 0 && m > 0 ? { done: d, more: m } : undefined;
}

function termTotalAnswer(done: number, more: number): AgentAnswer {
  const total = done + more;
  const sum = `${done} mesi già fatti più altri ${more} fanno ${bold(`${total} mesi`)}`;
  const opening =
    total > 24
      ? `${bold('No')}, non con un normale rinnovo o proroga: ${sum}, oltre il limite di legge di ${bold('24 mesi')} per i contratti a termine con lo stesso datore di lavoro (${FIXED_TERM.reference}); oltre quel limite il rapporto diventa a tempo indeterminato. Resta solo ${ASSISTED_TERM.figure}, da firmare presso l’Ispettorato territoriale del lavoro (${ASSISTED_TERM.reference}), salvo che il CCNL applicato fissi un limite più lungo.`
      : total > 12
        ? `${bold('Sì')}: ${sum}, entro il limite di legge di ${bold('24 mesi')} (${FIXED_TERM.reference}); poiché si superano i 12 mesi, serve però una ${bold('causale')} scritta nel contratto. Un nuovo contratto (rinnovo) richiede una pausa di 10 o 20 giorni dalla scadenza; una proroga no, fino a 4 proroghe.`
        : `${bold('Sì')}: ${sum}, entro i 12 mesi in cui la legge (${FIXED_TERM.reference}) non chiede una causale; il limite complessivo è di 24 mesi.`;
  const facts = total > 24 ? [FIXED_TERM, ASSISTED_TERM] : [FIXED_TERM];
  return compose({
    answer: opening,
    steps: [`Durata complessiva: ${done} + ${more} = ${total} mesi.`, `La regola: ${FIXED_TERM.text}`],
    assumptions: [
      'Contratti a termine tra lo stesso datore di lavoro e lo stesso lavoratore, per mansioni dello stesso livello; i periodi di somministrazione con lo stesso datore si sommano anch’essi.',
    ],
    citations: facts.flatMap((f) => lawCitations(f, f.text.replace('{figure}', f.figure))),
    related: [
      'Quando serve la causale in un contratto a termine?',
      'Quanto costa di NASpI un contratto a termine?',
    ],
  });
}

/**
 * The law's answer to one of these questions, or undefined. `message`: the whole question; `asked`: its asking
 * sentences.
 */
export function employmentLawAnswer(message: string, asked: string): AgentAnswer | undefined {
  const story = readable(message);
  const text = readable(asked);
  if (FIXED_TERM_WORDS.test(story) && (ASKS_WHETHER.test(text) || /\?/.test(asked))) {
    const months = termMonths(story);
    if (months && /\brinnov|\bprorog|\ballung|\bestend|\baltri\b/.test(story))
      return termTotalAnswer(months.done, months.more);
  }
  if (
    FIXED_TERM_WORDS.test(story) &&
    TERM_END.test(story) &&
    DUES_ASK.test(text) &&
    !/\bquant[oaie]\b|\bnaspi\b|\bpreavvis/.test(text)
  )
    return lawRuleAnswer(
      TERM_END_DUES,
      `Alla scadenza del contratto a termine spettano ${bold(TERM_END_DUES.figure)}, oltre alla retribuzione dei giorni lavorati; nessun preavviso, perché il contratto finisce alla data fissata (${TERM_END_DUES.reference}).`,
      'Contratto che arriva alla sua scadenza naturale; gli importi dipendono dalla retribuzione e dai mesi lavorati: indica livello e CCNL, o la retribuzione, per calcolarli.',
      ['Come si calcola il TFR di pochi mesi?', 'Quanta tredicesima spetta per 8 mesi di lavoro?'],
    );
  // "il capo mi vuole pagare gli straordinari fuori busta, è legale?": the law's no, whatever the agreement.
  // (told before a short ask, "il titolare vuole darmi gli straordinari fuori busta: si può?")
  const offered = OFFERED_OFF_PAYSLIP.test(story) && text.split(/\s+/).length <= 6;
  if ((OFF_PAYSLIP_ASK.test(text) || offered) && LAWFUL_ASK.test(text) && !/\bquant[oaie]\b/.test(text))
    return lawRuleAnswer(
      OFF_PAYSLIP,
      `${bold('No')}: ogni somma pagata per il lavoro, straordinari compresi, va nel prospetto paga con le maggiorazioni del contratto (${OFF_PAYSLIP.reference.split(';').slice(0, 2).join(';')}); pagarla fuori busta è illegale e il datore rischia una sanzione ${bold(OFF_PAYSLIP.figure)}.`,
      'Lavoratore dipendente del settore privato; le maggiorazioni dello straordinario sono quelle del CCNL applicato.',
      ['Quanto vale un’ora di straordinario nel CCNL Commercio?', 'Come si legge la busta paga?'],
    );
  // "mi sono dimesso … quali voci deve contenere per forza l'ultima busta?": the dues of any ending.
  if (
    LEAVING.test(story) &&
    LAST_PAYSLIP.test(text) &&
    CONTENTS_ASK.test(text) &&
    !/\bquant[oaie]\b/.test(text)
  )
    return lawRuleAnswer(
      LEAVING_DUES,
      `Oltre alla retribuzione del mese, l'ultima busta paga deve contenere le competenze di fine rapporto: ${bold(LEAVING_DUES.figure)} (${LEAVING_DUES.reference}).`,
      'Spettano per dimissioni, licenziamento o scadenza del termine; gli importi dipendono dalla retribuzione e dai mesi lavorati: indica livello e CCNL, o la retribuzione, per calcolarli.',
      ['Come si calcola il TFR?', 'Quanto preavviso devo dare per dimettermi nel CCNL Commercio?'],
    );
  if (END_DUES_ASK.test(text) && !/\bquant[oaie]\b|\bpreavvis/.test(text))
    return lawRuleAnswer(
      LEAVING_DUES,
      `Alla fine del rapporto, oltre alla retribuzione dei giorni lavorati, spettano le competenze di fine rapporto: ${bold(LEAVING_DUES.figure)} (${LEAVING_DUES.reference}).`,
      'Spettano per dimissioni, licenziamento o scadenza del termine; gli importi dipendono dalla retribuzione e dai mesi lavorati: indica livello e CCNL, o la retribuzione, per calcolarli.',
      ['Come si calcola il TFR?', 'Quanta tredicesima spetta per 8 mesi di lavoro?'],
    );
  const absence = PROBATION.test(story) ? 'prova' : SICKNESS.test(story) ? 'malattia' : undefined;
  // "…non matura niente di ferie: ha ragione?": a short check asks about the claim told before it.
  const claim = text.split(' ').length <= 4 ? story : text;
  if (absence && ACCRUAL_ITEM.test(claim) && ACCRUES.test(claim) && !/\bquant[oaie]\b/.test(text)) {
    const denied = DENIED_CLAIM.test(story);
    const what =
      absence === 'prova'
        ? `le ferie maturano anche durante il ${bold('periodo di prova')}, come la tredicesima e il TFR: la prova è un rapporto di lavoro a tutti gli effetti (Corte costituzionale n. 189/1980; art. 2096 c.c.)`
        : `durante la ${bold('malattia')}, entro il periodo di comporto, ${bold('le ferie maturano')}, come il TFR e la tredicesima (per la parte non coperta dall’INPS): le assenze per malattia contano nell’anzianità di servizio (art. 2110 c.c.; Cass. S.U. n. 14020/2001)`;
    return lawRuleAnswer(
      ACCRUAL_IN_ABSENCE,
      `${bold(denied ? 'No, non è così' : 'Sì')}: ${what}.`,
      'Lavoratore dipendente; il CCNL applicato fissa quanti giorni di ferie spettano e come maturano (di norma a dodicesimi, con almeno 15 giorni nel mese).',
      [
        'Quanti giorni di ferie spettano nel CCNL Commercio?',
        'Quanto dura il periodo di prova nel CCNL Commercio?',
      ],
    );
  }
  if (STAYS_AWAY.test(story) && WANTS_DISMISSAL.test(story) && !/\b(?:hanno|stat[oa]) licenziat/.test(story))
    return lawRuleAnswer(
      IMPLIED_RESIGNATION,
      RULE_CONFIRMED.test(story)
        ? `${bold('Sì')}, è vero: dal 2025 (L. 203/2024) dopo ${bold(IMPLIED_RESIGNATION.figure)} di assenza ingiustificata, se il CCNL applicato non fissa un termine più lungo, il datore di lavoro può comunicarlo all’Ispettorato e il rapporto si intende risolto per ${bold('dimissioni per fatti concludenti')}; chi smette di presentarsi per farsi licenziare risulta quindi dimissionario e la ${bold('NASpI non gli spetta')} (${IMPLIED_RESIGNATION.reference}).`
        : `${bold('No')}: se smetti di presentarti, dopo ${bold(IMPLIED_RESIGNATION.figure)} di assenza ingiustificata (o il termine più lungo del CCNL applicato) il datore di lavoro può chiudere il rapporto come ${bold('dimissioni per fatti concludenti')}, e da dimissionario la ${bold('NASpI non ti spetta')} (${IMPLIED_RESIGNATION.reference}).`,
      'Lavoratore dipendente del settore privato; il termine vale se il CCNL applicato non ne fissa uno più lungo. Chi vuole lasciare il lavoro si dimette con la procedura telematica e dà il preavviso del CCNL.',
      [
        'Quanti giorni di preavviso servono per dimettersi nel CCNL Commercio?',
        'Come si fanno le dimissioni telematiche?',
      ],
    );
  if (SECOND_JOB.test(story) && TAX_ASK.test(story) && !/\bquant[oaie]\b[^?]*\bnetto\b/.test(text))
    return lawRuleAnswer(
      SECOND_JOB_TAX,
      `${bold('Di solito sì')}: ${bold(SECOND_JOB_TAX.figure)}, ma ciascun datore di lavoro trattiene come se il suo fosse l’unico reddito, quindi la differenza si paga con il 730 o con un conguaglio (${SECOND_JOB_TAX.reference}).`,
      'Due rapporti di lavoro dipendente nello stesso anno; l’imposta dovuta in più dipende dal totale dei redditi: indica le due retribuzioni annue per stimarla.',
      ['Quanto netto al mese con una RAL di 30.000 €?', 'Come funzionano gli scaglioni IRPEF 2026?'],
    );
  return undefined;
}
