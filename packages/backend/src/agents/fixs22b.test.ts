import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const proposedIn = (text: string) =>
  /Livello proposto: \*\*(?:livello )?([^*( ,]+)/.exec(text)?.[1]?.replace(/°$/, '');
const proposed = (agreement: string, message: string, history: string[] = []) =>
  proposedIn(askAgent('inquadra', message, { categories: [category(agreement)], history }).text);
const upload = (fileName: string, text: string) => ({ documents: [{ fileId: 'd1', fileName, text }] });

describe('a job told by what the worker does is placed with the profile those tasks define', () => {
  it('the only cook of a small kitchen, whatever the owner calls them, is the cuoco unico (3°)', () => {
    expect(
      proposed(
        'pubblici-esercizi-fipe',
        'Il titolare mi chiama chef ma in cucina ci sono solo io: decido il menu, ordino la spesa e preparo antipasti, primi e dolci. Che livello FIPE mi spetta?',
      ),
    ).toBe('3');
    expect(
      proposed(
        'pubblici-esercizi-fipe',
        "Lavoro in un'osteria, sono l'unica in cucina e faccio tutto, dai sughi ai secondi. Che livello dovrei avere?",
      ),
    ).toBe('3');
  });

  it('assembling parts on drawings is the qualified assembler (D2); parts fitted on the line on precise instructions stay D1', () => {
    expect(
      proposed(
        'metalmeccanica-industria-federmeccanica',
        'assemblo i componenti dei riduttori leggendo gli schemi e taro i giochi, senza coordinare nessuno: che livello?',
      ),
    ).toBe('D2');
    expect(
      proposed(
        'metalmeccanica-industria-federmeccanica',
        'un operaio appena assunto, senza esperienza, che monta pezzi in linea seguendo istruzioni precise: in che livello va?',
      ),
    ).toBe('D1');
  });

  it('checking the incoming goods alone is the goods checker (5°); a storekeeper who also checks them stays 4°', () => {
    expect(
      proposed(
        'terziario-confcommercio',
        'al supermercato mi occupo solo del controllo merci quando arrivano i camion, confronto i colli con la bolla. Che livello?',
      ),
    ).toBe('5');
    expect(
      proposed(
        'terziario-confcommercio',
        "il magazziniere riceve e controlla la merce in arrivo, tiene l'inventario del deposito e prepara le consegne: che livello?",
      ),
    ).toBe('4');
  });

  it('deliveries by bicycle or moped are the riders of the Logistica (I, L), not the van driver', () => {
    expect(
      proposed(
        'logistica-trasporto-merci-spedizione',
        'consegno pacchi in bicicletta per una ditta di spedizioni: che livello mi spetta?',
      ),
    ).toBe('I');
    expect(
      proposed(
        'logistica-trasporto-merci-spedizione',
        'faccio le consegne col motorino per una ditta di spedizioni: che livello?',
      ),
    ).toBe('L');
  });
});

describe('a classification follow-up that changes the job is decided on the new job', () => {
  const shop =
    'Lavoro in un negozio col contratto del commercio: servo i clienti, sto alla cassa e sistemo la merce sugli scaffali. Che livello?';
  it('"e se non servo i clienti ma faccio solo …": the tasks said as the only ones, in the first person', () => {
    expect(proposed('terziario-confcommercio', shop)).toBe('4');
    expect(
      proposed(
        'terziario-confcommercio',
        'e se invece nn servo più i clienti ma faccio solo il controllo della merce in entrata e basta?',
        [shop],
      ),
    ).toBe('5');
  });

  it('"come rider, invece che col furgone": the title said instead of the earlier job', () => {
    const van =
      'Faccio il corriere con un furgone da patente B senza tachigrafo, contratto logistica e trasporto merci. Che livello?';
    expect(proposed('logistica-trasporto-merci-spedizione', van)).toBe('H1');
    expect(
      proposed(
        'logistica-trasporto-merci-spedizione',
        'e se invece le consegne le facessi col motorino invece che col furgone, come rider?',
        [van],
      ),
    ).toBe('L');
  });
});

describe('a payslip line that joins two items of the minimum is weighed as their sum at the payslip month', () => {
  const payslip = (month: string, level: string, label: string, amount: string) =>
    `CEDOLINO PAGA - ${month}\nCCNL: Pubblici esercizi FIPE\nLivello: ${level}\nVOCI RETRIBUTIVE\n${label} ........ ${amount}\nTotale competenze .... ${amount}\n`;
  it('a FIPE 4° payslip of March 2026 left on the June 2024 table is 40,00 € short of 1.652,69 €', () => {
    const text = askAgent(
      'calcolo',
      'la voce paga base e contingenza del cedolino è giusta per il livello?',
      upload('cedolino.txt', payslip('MARZO 2026', '4°', 'Paga base e contingenza', '1.612,69')),
    ).text;
    expect(openingLine(text)).toContain('1.652,69 €');
    expect(openingLine(text)).toContain('40,00 €');
    expect(openingLine(text)).toContain('non è aggiornata');
  });

  it('the same items at the table of the payslip month: they match', () => {
    const text = askAgent(
      'calcolo',
      'paga base + contingenza va bene per il mio livello?',
      upload('busta.txt', payslip('SETTEMBRE 2026', '3°', 'Paga base + contingenza', '1.800,73')),
    ).text;
    expect(openingLine(text)).toContain('1.800,73 €');
    expect(openingLine(text)).toContain('corrisponde');
  });
});

describe('the figure asked opens the answer', () => {
  it('"quante ore max" of a live-in carer: the maximum, 54 hours a week and 10 hours a day, before the rest', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'fino a quante ore al giorno al massimo può lavorare una badante che vive con noi?',
        {
          categories: [category('lavoro-domestico')],
        },
      ).text,
    );
    expect(line).toMatch(/massimo[^.]*54 ore settimanali\**\s\(10 ore (?:al giorno|giornaliere)/);
    expect(line.indexOf('54 ore')).toBeLessThan(line.indexOf('36 ore'));
  });

  it("a domestic worker's weekly contributions show the employer's share of the week", () => {
    const text = askAgent(
      'calcolo',
      'colf a tempo indeterminato nel 2026, 15 ore a settimana a 10,50 euro l’ora: quanto pago io di contributi ogni settimana?',
    ).text;
    expect(text).toMatch(/Contributi settimanali a carico del datore \| 1,44 × 15,00 ore \| 21,60 €/);
  });

  it("contributions asked for the week open with the week and the employer's share, not the quarter", () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'badante a tempo indeterminato, 30 ore a settimana nel 2026: di contributi INPS quanto tocca a me ogni settimana, tolta la parte sua?',
      ).text,
    );
    expect(line).toContain('37,20 € a settimana');
    expect(line).toContain('27,90 € a carico del datore di lavoro');
    // The hours' own unit ("20 ore a settimana") asks no week: the quarter stays.
    expect(
      openingLine(
        askAgent('calcolo', 'colf 20 ore a settimana a 9 euro l’ora nel 2026: quanti contributi INPS?').text,
      ),
    ).toContain('a trimestre');
  });
});
