import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { type ReaderInput, readQuestion } from './read.js';
import type { Intent } from './request.js';

// Classes of phrasing found on the corpus of real questions (eval/reader), pinned with phrasings that are not
// in the corpus: each fix must hold for its class.
const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const read = (message: string, extra: Partial<ReaderInput> = {}) =>
  readQuestion({ kb, message, today: '2026-11-22', agent: 'main-agent', ...extra });

const cases = (title: string, list: [string, Intent][]) =>
  describe(title, () => {
    it.each(list)('%s → %s', (message, intent) => expect(read(message).intent).toBe(intent));
  });

cases('a gross asked for a level is its minimum pay; a net or a topic set aside does not choose', [
  ['quanto prende lordo al mese un impiegato di 3 livello del commercio?', 'minimum_pay'],
  ['un C2 metalmeccanico quanto guadagna lordo?', 'minimum_pay'],
  ['mi interessa la paga base di un 5 livello turismo, non il netto', 'minimum_pay'],
  ['quanto prende netto un 3 livello commercio?', 'gross_to_net'],
]);

cases('a worker said not to be on probation asks no probation', [
  ['malattia di un dipendente non in prova del turismo: fino a quando paga l azienda?', 'sickness_injury'],
]);

cases('the hour of extra work is overtime, not the hourly pay', [
  ["quanto mi pagano l'ora notturna in albergo?", 'overtime_value'],
  ["un'ora di lavoro la domenica quanto vale per un 4 livello commercio?", 'overtime_value'],
  ['qual è la paga oraria di un 4 livello commercio?', 'hourly_rate'],
]);

cases('the divisor asked alone is the working time; with a pay it gives the hourly rate', [
  ['che divisore orario usa il CCNL metalmeccanici?', 'working_hours'],
  ['paga oraria di un C3 con divisore 173?', 'hourly_rate'],
]);

cases("an employer's cost said by its period or scope", [
  ['badante convivente CS, costo annuo?', 'employer_cost'],
  ['costo az. 5 livello turismo', 'employer_cost'],
  [
    'per il preventivo ci serve il costo orario e annuo di un operaio multiservizi di 2 livello',
    'employer_cost',
  ],
]);

cases("part-time's own subjects", [
  ['dopo anni di part time voglio passare a tempo pieno, ho diritto di precedenza?', 'part_time'],
  ['quanto è il minimo in part time al 60% per un 4 livello commercio?', 'part_time'],
]);

cases('whether a 13th or 14th month is due, against how much of it', [
  ["nel CCNL metalmeccanici c'è la quattordicesima?", 'monthly_payments'],
  ['agli stagionali del turismo spetta la quattordicesima?', 'monthly_payments'],
  ['quanta quattordicesima mi spetta se sono stato assunto ad aprile?', 'thirteenth_pro_rata'],
]);

cases('bare "permessi" are ROL and ex holidays; a named leave stays a leave', [
  ['i permessi non goduti a fine anno li perdo? commercio', 'rol_ex_festivita'],
  ['quanti giorni di permesso per lutto nel turismo?', 'leave'],
]);

cases('a job with a short level question, or two levels to choose from, asks the classification', [
  ['addetto al banco gastronomia in un supermercato, livello?', 'classification'],
  ['magazziniere che guida il muletto: è qualificato o specializzato?', 'classification'],
  ["in che area rientra un potatore in un'azienda agricola?", 'classification'],
  ['barista con 3 anni di esperienza in un bar: quarto o quinto livello?', 'classification'],
]);

cases('a net the worker wants and the gross asked', [
  ['con 1.700 euro netti come arrivo al lordo?', 'net_to_gross'],
  ['vuole 1.300 euro in mano al mese, che lordo serve?', 'net_to_gross'],
]);

cases('figures the story states are not what it asks', [
  ["colf pagata 10 euro all'ora, 15 ore a settimana: come si calcola la tredicesima?", 'thirteenth_pro_rata'],
]);

cases('"senza preavviso" asks a notice only about leaving', [
  ['mi licenzio senza preavviso, cosa rischio? commercio', 'notice'],
]);

cases('two topics tied: the one the question asks after its story', [
  ['sono in malattia da due settimane, quanto preavviso devo dare per dimettermi?', 'notice'],
]);

cases('a payslip doubted without figures is a question on the subject doubted', [
  ['in busta paga vedo i permessi maturati, sono giusti? sono metalmeccanico', 'rol_ex_festivita'],
  ['in busta ho 180 euro di inps su 1.950 lordi, è corretto?', 'payslip_check'],
]);

cases('investments are outside work, whatever pension words they share', [
  ['ETF azionario o fondo pensione aperto, cosa rende di più nel lungo periodo?', 'out_of_scope'],
  ['il tfr conviene lasciarlo in azienda o nel fondo pensione?', 'tfr'],
]);

cases('two agreements and a choice between them', [
  ['per un cuoco conviene il contratto turismo o quello dei pubblici esercizi?', 'comparison'],
  ['quale paga di più tra multiservizi e commercio per un addetto pulizie?', 'comparison'],
]);

cases('an increase asked with its month or agreement is the renewal', [
  ["l'aumento di marzo 2025 nel metalmeccanico quanto era per il C3?", 'renewal'],
  ["c'è stato un aumento per i cooperative sociali quest'anno?", 'renewal'],
  ['una tantun turismo a chi spetta?', 'renewal'],
]);

cases('a pay asked in the future or conditional', [
  ['con una ral di 27.000 quanto prenderei al mese netto?', 'gross_to_net'],
  ['RAL 33.000 su 13 mensilità, quanto mi arriverà in busta ogni mese?', 'gross_to_net'],
  ['un secondo livello edile quanto deve prendere minimo al mese?', 'minimum_pay'],
]);

cases('net to gross in plural and inflected forms', [
  ['1.500 netti a quanti lordi corrispondono?', 'net_to_gross'],
  ['per avere 1.800 euro netti quali lordi servono?', 'net_to_gross'],
]);

cases('letter levels offered to choose from ask the classification', [
  ['addetta alle pulizie in una RSA AIOP, categoria A o B?', 'classification'],
]);

describe('a reference to an uploaded document', () => {
  it('asks the document when one is uploaded, and nothing changes without one', () => {
    expect(read('il contratto allegato prevede la quattordicesima?', { documents: 1 }).intent).toBe(
      'document_question',
    );
    expect(read('la lettera che ho caricato dice 14 mensilità, è giusto?', { documents: 2 }).intent).toBe(
      'document_question',
    );
    expect(read('il CCNL commercio prevede la quattordicesima?').intent).toBe('monthly_payments');
  });
});
