import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 27 (fixs27a): the calculations consultants ask, as they phrase them.
const ask = (agent: string, message: string, history: string[] = [], text?: string) =>
  askAgent(agent, message, {
    history,
    documents: text ? [{ fileId: 'f', fileName: 'busta.txt', text }] : [],
  }).text;
const first = (agent: string, message: string, history: string[] = [], text?: string) =>
  openingLine(ask(agent, message, history, text));

describe('an employer cost on the rate the client states', () => {
  const bari =
    "Buongiorno, studio a Bari. Devo preventivare per un cliente il costo annuo di un addetto vendite IV livello CCNL Terziario Confcommercio, minimi in vigore da novembre 2026, 14 mensilità. Come ipotesi prendete un'aliquota INPS a carico ditta del 29% (commercio sotto i 15, niente CIGS) e aggiungete l'accantonamento TFR; INAIL lo lasciamo fuori. Mi date RAL, contributi ditta e costo totale?";
  it('uses the client’s 29%, not the CIGS the case names', () => {
    const answer = ask('calcolo', bari);
    expect(openingLine(answer)).toMatch(/^Con le tue ipotesi .*\*\*34\.732,74 €\*\*/);
    expect(answer).toContain('aliquota indicata da te');
    expect(answer).not.toMatch(/contributo CIGS è/);
  });
  it('keeps the hypotheses on a part-time follow-up', () => {
    expect(
      first(
        'calcolo',
        'ok grazie. e se invece lo prendiamo part time al 50%? stesse ipotesi, 29% e tfr dentro',
        [bari],
      ),
    ).toContain('**17.366,37 €**');
  });
  it('reads "aliquota contributiva a carico azienda 31%" with the CIGS said beside it', () => {
    expect(
      first(
        'main-agent',
        'Preventivo: impiegato con RAL 32.000 €, aliquota contributiva a carico azienda 31% (industria oltre i 50, CIGS compresa) e TFR. Costo annuo totale?',
      ),
    ).toContain('**44.290,37 €**');
  });
});

describe('net to gross with the surcharges left out', () => {
  it('"lascia perdere le addizionali regionali e comunali" leaves both out, as asked', () => {
    const answer = ask(
      'calcolo',
      'Un candidato per il nostro negozio a Firenze (commercio, 14 mensilità) vuole 1.800 netti al mese. Che RAL serve nel 2026? Lavoratore single, lascia perdere le addizionali regionali e comunali.',
    );
    expect(openingLine(answer)).toMatch(/RAL di \*\*32\.08\d,\d\d €\*\*/);
    expect(answer).toContain('Addizionali regionale e comunale escluse, come richiesto.');
    expect(answer).not.toContain('Addizionale regionale (Toscana)');
  });
  it('"prendeva 1650 netti, qual era la ral?" asks the gross', () => {
    expect(
      first(
        'calcolo',
        "x un barista a bari (pubblici esercizi fipe, 14 mensilita) che nel 2025 prendeva 1650 netti al mese, qual'era la ral? senza addizionali",
      ),
    ).toMatch(/RAL di \*\*28\.50\d,\d\d €\*\*/);
  });
});

describe('payroll rules asked in shorthand', () => {
  it('"contributi inps dip su 60k" is the withholding on a 60.000 € pay, per year asked', () => {
    const opening = 'contributi inps dip su 60k 2026?';
    expect(first('calcolo', opening)).toContain('**5.551,76 €**');
    expect(
      first('calcolo', "E per l'anno d'imposta 2025, a parità di retribuzione, la trattenuta annua?", [
        opening,
      ]),
    ).toContain('**5.559,52 €**');
  });
  it('the TFR substitute tax deadlines: acconto 16 December, saldo 16 February', () => {
    expect(
      first('calcolo', "Entro quando si versa l'imposta sostitutiva sulla rivalutazione del TFR?"),
    ).toMatch(/acconto entro il 16 dicembre.*saldo entro il 16 febbraio/);
  });
  it('a family asked whether it withholds IRPEF "come fa un’azienda, o no?" is answered No', () => {
    expect(
      first(
        'main-agent',
        "le faccio io la busta con un foglio excel e mi chiedo se devo anche trattenerle l'IRPEF e versarla come fa un'azienda, o no?",
        ['colf 25h/sett pagata 9€/h, contributi inps orari 2026?'],
      ),
    ).toMatch(/^\*\*No\*\*: .*non è sostituto d'imposta/);
  });
});

describe('overtime as workers and payslips state it', () => {
  it('the amount the hours were paid is doubted, not taken as the month’s gross', () => {
    const answer = ask(
      'calcolo',
      'Sono commessa al 4° livello del commercio, full time 40 ore. A novembre 2026 ho fatto 10 ore di straordinario e in busta me le hanno pagate 108,26 euro in tutto. Il capo dice che è giusto. Quanto dovrebbero essere?',
    );
    expect(openingLine(answer)).toContain('**124,50 €**');
    expect(answer).not.toContain('Con un lordo mensile di 108,26');
  });
  it('a payslip’s overtime row doubted opens No with the row’s hours valued', () => {
    const payslip =
      'CEDOLINO APRILE 2026\nCCNL Metalmeccanica Industria - Livello D1 - operaio\nMinimo tabellare .................. 1.742,03\nStraordinario feriale 25% ore 8 x 12,44 = 99,52\n';
    expect(
      first(
        'calcolo',
        'controlla la busta di aprile 2026, il valore orario dello straordinario del D1 torna? erano tutte prime 2 ore giornaliere',
        [],
        payslip,
      ),
    ).toMatch(
      /^\*\*No\*\*: .*in busta 8 ore × 12,44 € = 99,52 €, mentre ne spettano 100,70 € \(12,59 € l'ora\)/,
    );
  });
  it('overtime "paid as a normal hour" until midnight opens No, with no after-midnight rate', () => {
    const answer = ask(
      'main-agent',
      'e lo straordinario di sera fino a mezzanotte? il titolare lo paga come ora normale dice che nei ristoranti e cosi',
      ['faccio il cameriere in un ristorante fipe 5 livello quanto e il minimo adesso?'],
    );
    expect(openingLine(answer)).toMatch(/^\*\*No\*\*: .*più il 30%/);
    expect(answer.split('\nFonti:')[0]).not.toContain('60%');
  });
});
