import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

/**
 * Session 64, small fixes on main: a resignation letter's hire day read when the letter names the contract between
 * "assunta" and the day ("assunta a tempo indeterminato e pieno il 01/03/2019"); the NASpI additional contribution
 * on seasonal contracts, its rate said with the exemption; a polling station's certificate read for the rests it
 * gives, and the Monday taken whole when the count ran past midnight; a level's figure found on the internet that is
 * a later tranche's minimum, said as such with the minimum that applies now; a beach establishment's category read
 * as no level; a breast pump to recommend is no question on the work break; "marzo, aprile ecc. fino a dicembre" is
 * the run of months to December, not two; "minimo più contingenza" in a comparison is a sum, not the item asked.
 */
const LETTER = [
  'Spett.le Bottega Verde Distribuzione S.p.A.',
  'Oggetto: dimissioni volontarie',
  'La sottoscritta Ferri Giulia, impiegata addetta vendite, IV livello del CCNL Terziario, Distribuzione e Servizi',
  '(Confcommercio), assunta a tempo indeterminato e pieno il 01/03/2019, comunica le proprie dimissioni volontarie,',
  'rassegnate in data 10/11/2026 tramite la procedura telematica ministeriale.',
  'Milano, 10 novembre 2026',
].join('\n');

describe('a resignation letter read for its notice', () => {
  it('counts 7 years from the hire day after the contract words, 20 days from the 16th', async () => {
    const { text } = await askAgent(
      'main-agent',
      'In allegato la lettera di dimissioni di una nostra addetta vendite: quanti giorni di preavviso deve e da quale data decorre?',
      withUpload('lettera-dimissioni.txt', LETTER),
    );
    const opening = text.split('\n')[0] ?? '';
    expect(opening).toContain('20 giorni');
    expect(opening).toContain('16 novembre 2026');
    expect(text).toContain('| Data di assunzione (dal documento) | 1° marzo 2019 |');
  });
});

describe('the NASpI additional contribution on seasonal contracts', () => {
  it('says the 1,40% asked for, and that seasonal contracts of a hotel closed part of the year are exempt', async () => {
    const { text } = await askAgent(
      'main-agent',
      'Ho un hotel al mare aperto da aprile a ottobre e assumo stagionali a tempo determinato. Il consulente dice che devo pagare il contributo addizionale NASpI: quanto è e per gli stagionali è dovuto o no?',
    );
    const opening = text.split('\n')[0] ?? '';
    expect(opening).toMatch(/\b1,40?%/);
    expect(opening).toContain('non è dovuto');
  });
});

const POLLING = (monday: string) =>
  [
    'COMUNE DI BOLOGNA — UFFICIO ELETTORALE DI SEZIONE N. 214',
    'ATTESTAZIONE DI PRESENZA AL SEGGIO (da consegnare al datore di lavoro)',
    'Il Presidente dell’Ufficio elettorale di sezione n. 214 attesta che il sig. NERI MARCO, nato il 03/02/1991,',
    'ha svolto le funzioni di SCRUTATORE nei giorni e negli orari seguenti:',
    '- sabato 23/05/2026: dalle ore 16:00 alle ore 18:40 (costituzione del seggio)',
    '- domenica 24/05/2026: dalle ore 06:30 alle ore 23:00 (votazione), con inizio dello scrutinio alle ore 23:00',
    monday,
  ].join('\n');
const POLL_QUESTION =
  'Ci è arrivata questa attestazione del presidente di seggio per il nostro impiegato, che lavora dal lunedì al venerdì. Quanti giorni di riposo compensativo gli spettano, e lunedì 25 maggio doveva presentarsi al lavoro?';

describe('a polling station certificate uploaded', () => {
  it('gives 2 rests for Saturday and Sunday of a short week, and Monday off after a count past midnight', async () => {
    const { text } = await askAgent(
      'main-agent',
      POLL_QUESTION,
      withUpload(
        'attestazione-seggio.txt',
        POLLING('- lunedì 25/05/2026: prosecuzione dello scrutinio, operazioni concluse alle ore 02:40'),
      ),
    );
    const opening = text.split('\n')[0] ?? '';
    expect(opening).toContain('2 giorni di riposo compensativo');
    expect(opening).toContain('Lunedì 25/05/2026 non doveva presentarsi al lavoro');
    expect(opening).toContain('02:40');
  });

  it('does not free Monday when the count ended on Sunday evening', async () => {
    const { text } = await askAgent(
      'main-agent',
      POLL_QUESTION,
      withUpload('attestazione-seggio.txt', POLLING('Operazioni concluse domenica alle ore 23:50.')),
    );
    const opening = text.split('\n')[0] ?? '';
    expect(opening).toContain('2 giorni di riposo compensativo');
    expect(opening).not.toContain('non doveva presentarsi');
  });
});

describe('a figure found elsewhere that is a later tranche', () => {
  const OPENING =
    /^\*\*1\.614,12 € è il minimo del 4° livello del CCNL Studi professionali dal 1° dicembre 2026\*\*.*\*\*1\.595,42 €\*\*/;

  it('names the tranche and the minimum for November, asked which one to use', async () => {
    const { text } = await askAgent(
      'calcolo',
      'Su internet ho trovato 1.614,12 per il quarto livello degli studi professionali, quale devo usare per la busta di novembre?',
    );
    expect(text.split('\n')[0]).toMatch(OPENING);
  });

  it('does the same as a "perché?" after the minimum was given', async () => {
    const first =
      'Studio dentistico, CCNL Studi professionali Confprofessioni. Segretaria al 4° livello, tempo pieno: qual è il minimo tabellare mensile in vigore oggi?';
    const { text } = await askAgent(
      'calcolo',
      'Perché? Su internet ho trovato 1.614,12 per il quarto livello, quale devo usare per la busta di novembre?',
      { history: [first] },
    );
    expect(text.split('\n')[0]).toMatch(OPENING);
  });
});

describe("an establishment's category beside the level", () => {
  it('reads "stabilimento balneare di 3ª categoria … del 4° livello" as the 4° livello', async () => {
    const { text } = await askAgent(
      'calcolo',
      'Stabilimento balneare di 3ª categoria, CCNL Pubblici esercizi FIPE: qual è la paga base del 4° livello dal 1° giugno 2026?',
    );
    const opening = text.split('\n')[0] ?? '';
    expect(opening).toContain('4° livello');
    expect(opening).not.toContain('3° livello');
  });
});

describe('a product to recommend beside the word "pausa"', () => {
  it('answers a breast pump recommendation as out of scope, not with the law on breaks', async () => {
    const { text } = await askAgent(
      'main-agent',
      'torno al lavoro in negozio e dovrò tirarmi il latte in pausa: mi consigliate un tiralatte elettrico silenzioso?',
    );
    expect(text).not.toContain('D.Lgs. 66/2003');
  });
});

describe('months listed as the start of a longer run', () => {
  it('counts "marzo, aprile ecc. fino a dicembre" as ten months', async () => {
    const first =
      "Ciao, sono stata assunta il 1/3 di quest'anno in un supermercato, CCNL commercio Confcommercio, IV livello, full time.";
    const { text } = await askAgent(
      'calcolo',
      'quanto mi spetta di tredicesima? ho fatto marzo, aprile ecc. fino a dicembre compreso. Mi dite la cifra lorda?',
      { history: [first] },
    );
    expect(text.split('\n')[0]).toContain('10 mesi');
  });
});

describe('an item added into the pay compared', () => {
  it('compares the two minimums when one is counted "minimo più contingenza"', async () => {
    const first = 'ccnl tessile abbigliamento industria, 4° livello: quanto è il minimo nel 2026?';
    const { text } = await askAgent(
      'confronta',
      'Mia sorella lavora in un caseificio con il contratto alimentari industria, anche lei 4° livello. Vorremmo capire chi ha il minimo mensile più alto adesso (per lei conto minimo più contingenza), e di quanto è la differenza al mese.',
      { history: [first] },
    );
    expect(text.split('\n')[0]).not.toContain('congelata');
    expect(text.split('\n')[0]).toContain('Alimentari');
  });
});
