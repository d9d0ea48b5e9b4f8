import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as lead } from '../testing/agents.js';

// Session 16 (fixo): the classification classes behind the blind failures of h34- (eval/questions/99-held-out-34.json),
// pinned in other words and other agreements.
const ask = (message: string, history: string[] = [], extra = {}) =>
  askAgent('inquadra', message, { history, ...extra }).text;

describe('a level asked with a subject depending on it: the level proposed, then the subject at that level', () => {
  it('the probation of the level proposed, not of the level a former consultant gave', () => {
    const text = lead(
      ask(
        'Ristorante, CCNL pubblici esercizi FIPE: il nostro cameriere di sala prende le comande ai tavoli, consiglia i vini e fa i conti, non coordina nessuno. Il vecchio consulente l’aveva messo al 6° livello. A che livello va e quanto dura il periodo di prova?',
      ),
    );
    expect(text).toContain('**4° livello**');
    expect(text).toMatch(/prova massimo per il 4° livello/);
  });
  it('the hourly pay of the level proposed, not of the level on the payslip', () => {
    const text = lead(
      ask(
        'Impresa di pulizie, contratto multiservizi: una nostra dipendente usa la lavasciuga e la monospazzola e fa il trattamento dei pavimenti, in busta è al primo livello. Che livello le spetta e quanto è la paga oraria?',
      ),
    );
    expect(text).toContain('**2° livello**');
    expect(text).toContain('**8,11 €**');
  });
  it("a part-timer's minimum at the level proposed", () => {
    // 5° Commercio 1.691,70 × 24 / 40 = 1.015,02
    const text = lead(
      ask(
        'ccnl commercio: assumo un ragazzo come aiuto commesso, mette a posto la merce sugli scaffali. a che livello lo metto e con 24 ore settimanali quanto prende di minimo al mese?',
      ),
    );
    expect(text).toContain('**5° livello**');
    expect(text).toContain('1.015,02');
  });
  it("an apprentice's first-year pay at the level of arrival proposed", () => {
    // 4S Studi professionali 1.654,70 × 70% = 1.158,29
    const text = lead(
      ask(
        'Studio commercialista, CCNL studi professionali: vogliamo prendere in apprendistato una ragazza che farà le registrazioni contabili e le liquidazioni IVA con il software, senza redigere bilanci. Livello finale e quanto le spetta al mese nel primo anno?',
      ),
    );
    expect(text).toContain('**4° livello super**');
    expect(text).toContain('1.158,29');
  });
  it('a level of arrival the question states is not classified again', () => {
    const text = lead(
      askAgent(
        'main-agent',
        'Applico il CCNL Studi professionali e vorrei assumere in apprendistato professionalizzante un segretario, con livello di arrivo il 4°. Nei primi dodici mesi quale percentuale del minimo gli spetta e quanto fa in euro al mese?',
      ).text,
    );
    expect(text).not.toContain('Livello proposto');
    expect(text).toContain('1.116,79');
  });
});

describe('a driving licence sets the driver apart', () => {
  it('an articulated lorry with the C+E is not a rigid lorry with the C', () => {
    const text = lead(
      ask(
        'ccnl logistica trasporto merci: guido un autotreno con la patente C+E, viaggi in tutta Italia e dormo fuori con trasferta, niente ADR. che livello mi spetta?',
      ),
    );
    expect(text).toContain('B3');
    expect(text).not.toContain('E2');
  });
  it('a rigid lorry with the C stays at its own position', () => {
    const text = lead(
      ask(
        "CCNL logistica: guido un camion isolato con patente C, consegne in giro per l'Italia con trasferta, niente merci pericolose. Che livello?",
      ),
    );
    expect(text).toContain('E2');
  });
});

describe('tasks denied and work left to someone else', () => {
  it('balance sheets not drawn up: the software bookkeeper, not the expert of balance sheets', () => {
    const text = lead(
      ask(
        'CCNL studi professionali: la mia dipendente registra le fatture e fa le liquidazioni IVA col gestionale, ma non si occupa dei bilanci. Che livello le spetta?',
      ),
    );
    expect(text).toContain('**4° livello super**');
  });
  it('the stock kept by another worker: the order picker, not the storekeeper', () => {
    const text = lead(
      ask(
        "in magazzino (ccnl logistica trasporto merci) preparo gli ordini col lettore barcode e imballo i colli, le giacenze e l'inventario li segue il magazziniere. sono al quinto o al quarto livello?",
      ),
    );
    expect(text).toContain('**5° livello (non viaggiante)**');
  });
});

describe('the domestic care ladder read on the training told', () => {
  const first =
    'Cerchiamo una badante convivente per mio padre che non è autosufficiente, deve essere lavato e imboccato; la persona non ha alcuna qualifica. Quale livello e quanti giorni di prova?';
  it('no qualification at all: CS, and the probation of a live-in worker', () => {
    const text = lead(ask(first));
    expect(text).toContain('**livello CS**');
    expect(text).toContain('30 giorni');
  });
  it('the follow-up with an OSS diploma moves to DS', () => {
    expect(lead(ask('E se invece assumessimo una signora con il diploma di OSS?', [first]))).toContain('DS');
  });
});

describe("a letter's level weighed against the tasks it lists", () => {
  const letter = [
    'Spett.le sig. Marco Bianchi',
    'Oggetto: assunzione',
    'CCNL applicato: studi professionali (Confprofessioni)',
    '- qualifica: impiegato',
    '- livello: 5°',
    '- mansioni: registrazione delle fatture e della prima nota con il gestionale dello studio, liquidazioni periodiche IVA e invio dei modelli F24; nessuna redazione di bilanci.',
  ].join('\n');
  it('classifies the tasks line and weighs the level the letter gives', () => {
    const text = lead(
      ask('Mi hanno mandato la lettera: il livello scritto è adeguato alle mansioni indicate?', [], {
        documents: [{ fileId: 'fixo-1', fileName: 'lettera.txt', stored: () => ({ text: letter }) }],
      }),
    );
    expect(text).toContain('**4° livello super**');
    expect(text).toContain('5° livello indicato');
  });
});

describe('the same classes, as employers and letters also say them', () => {
  it('"come la inquadriamo?" asks the level: the care level, then the probation', () => {
    const text = lead(
      ask(
        'Mia nonna è allettata e va imboccata, prendiamo una signora che dorma da noi, senza alcun corso alle spalle. Come la inquadriamo e quanti giorni di prova possiamo fare?',
      ),
    );
    expect(text).toContain('**livello CS**');
    expect(text).toContain('30 giorni');
  });
  it('the work left to the owner before the verb is denied ("i bilanci restano al titolare")', () => {
    const text = lead(
      ask(
        'CCNL studi professionali: il nostro impiegato inserisce le fatture e la prima nota nel gestionale; i bilanci restano al titolare. A che livello va?',
      ),
    );
    expect(text).toContain('**4° livello super**');
  });
  it("a letter listing a waiter's tasks as nouns, its items read one by one", () => {
    const letter = [
      'Trattoria Al Ponte',
      '- CCNL: Pubblici esercizi FIPE',
      '- inquadramento: 5° livello',
      '- mansioni: raccolta delle ordinazioni, servizio ai tavoli del ristorante, suggerimento dei vini',
      '- orario: 40 ore settimanali',
    ].join('\n');
    const text = lead(
      ask("L'inquadramento indicato nella lettera è giusto per le mansioni scritte?", [], {
        documents: [{ fileId: 'fixo-2', fileName: 'lettera.txt', stored: () => ({ text: letter }) }],
      }),
    );
    expect(text).toContain('**4° livello**');
    expect(text).toContain('5° livello indicato');
  });
  it('the minimum asked in its own clause joins the opening, whatever the story says', () => {
    const text = lead(
      ask(
        'CCNL logistica e trasporto merci: il nostro autista ha la patente C, guida un autocarro isolato in tutto il Centro Italia con pernottamenti e trasferta, niente ADR. Che livello ha e qual è il suo minimo mensile?',
      ),
    );
    expect(text).toContain('E2');
    expect(text).toContain('**1.946,91 €**');
  });
});
