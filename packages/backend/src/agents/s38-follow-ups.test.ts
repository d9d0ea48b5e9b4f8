import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

const STUDI =
  'Studio commercialista, CCNL Studi professionali Confprofessioni: minimo tabellare mensile del 4° livello in vigore oggi?';
const PULIZIE =
  'impresa di pulizie, ccnl multiservizi, addetta 2 livello part time 25 ore a sett. quanto le spetta al mese lordo di minimo (tabellare + contingenza) con le tabelle di ottobre?';

describe('session 38: follow-ups and two asks in one sentence', () => {
  it('"mi pare che a dicembre cambi qualcosa, giusto? di quanto?" after a minimum gives the rise', () => {
    const { text } = askAgent(
      'main-agent',
      'ah ok, ma mi pare che a dicembre cambi qualcosa, giusto? di quanto?',
      {
        history: [STUDI],
      },
    );
    expect(openingLine(text)).toContain('**18,70 €**');
  });

  it('ordinary overtime and the hours after midnight asked together get both rates, each heading once', () => {
    const { text } = askAgent(
      'main-agent',
      'Ho un ristorante, contratto FIPE. Sabato scorso un cameriere è rimasto oltre il suo orario fino alle 2 di notte. Che maggiorazione gli devo sulle ore di straordinario, e quella dopo mezzanotte è diversa?',
    );
    const opening = openingLines(text);
    expect(opening).toContain('**30%**');
    expect(opening).toContain('**60%**');
    expect(text.match(/^Ipotesi:$/gm)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('"e se le faccio un contratto da 15 ore? si può fare?" gives the pay at 15 hours and the part-time floor', () => {
    const { text } = askAgent('calcolo', 'e se le faccio un contratto da 15 ore? si puo fare?', {
      history: [PULIZIE],
    });
    expect(openingLine(text)).toContain('**526,19 €**');
    expect(text).toContain('non può scendere sotto 15 ore settimanali');
  });

  it('a colf who says "io lascio questo lavoro" is resigning: the half notice opens', () => {
    const { text } = askAgent(
      'main-agent',
      'salve, io lavoro come colf da una signora a Padova da 8 anni, 35 ore ogni settimana, la sera torno a casa mia. mio padre sta male e vuole che torno da lui, allora io lascio questo lavoro in primavera. quanti giorni prima devo avvisare la signora?',
    );
    expect(openingLine(text)).toMatch(/\*\*15 giorni\*\*/);
    expect(text).toMatch(/metà|dimezzat/);
  });

  it('"io non ho fatto corso oss" denies the training: a carer of a bedridden person is CS', () => {
    const { text } = askAgent(
      'inquadra',
      'assisto una signora che non si alza piu dal letto, la cambio, la imbocco, le do le pastiglie. io non ho fatto corso oss. in che livello mi devono mettere? ora ho BS',
    );
    expect(openingLine(text)).toContain('**livello CS**');
  });

  it('"quanta contribuzione pago io" of a first-level apprentice is the law\'s rate', () => {
    const { text } = askAgent(
      'main-agent',
      "Ho un'officina con 4 dipendenti e prendo un ragazzo con l'apprendistato duale per la qualifica. Il primo anno quanta contribuzione pago io in percentuale?",
    );
    expect(openingLine(text)).toContain('**1,5%**');
  });

  it("a live-in carer's hiring letter: the live-in probation, and the holidays asked in a later short question", () => {
    const text =
      'LETTERA DI ASSUNZIONE - Lavoro domestico\nDecorrenza: 01/12/2026 - tempo indeterminato\nMansione: assistente a persona non autosufficiente (non formata)\nLivello: CS - CONVIVENTE - orario 54 ore settimanali\nPeriodo di prova: ______\nFerie: come da CCNL';
    const answer = askAgent(
      'main-agent',
      "Le ho girato la bozza della lettera per la badante di papà, che inizia il primo dicembre. Il patronato ha lasciato in bianco il periodo di prova, e io non so cosa scrivere. Tra l'altro mio papà è sempre stato diffidente con gli estranei, quindi vorrei la prova più lunga possibile. Quanto posso mettere? E già che ci siamo, quanti giorni di ferie le spettano in un anno?",
      { documents: [{ fileId: 'd1', fileName: 'lettera.txt', text }] },
    ).text;
    expect(openingLine(answer)).toContain('**30 giorni di lavoro effettivo**');
    expect(answer).toContain('**26 giorni lavorativi');
  });

  it('"10.530 euro lordi, tredicesima compresa" beside the TFR asked: the TFR, in calcolo too', () => {
    const { text } = askAgent(
      'calcolo',
      'Abbiamo una colf da tre anni. Nel 2025 le abbiamo pagato in tutto 10.530 euro lordi, tredicesima compresa (non convive); a gennaio le abbiamo dato un anticipo del TFR, ma quello lo gestisce il commercialista. Quanto è la quota di TFR maturata nel 2025?',
    );
    expect(text).toContain('780,00 €');
    expect(openingLine(text)).not.toMatch(/tredicesima/);
  });

  it("a brother who moved away in the story is no transfer asked: the domestic quarter's payment opens", () => {
    const { text } = askAgent(
      'calcolo',
      "Mia madre ha una colf 20 ore a settimana a tempo indeterminato, la paghiamo 10 euro l'ora. I bollettini li faceva mio fratello ma adesso si è trasferito a Lione e tocca a me. Per ottobre-dicembre 2026 le ore pagate sono 260. Quanto devo versare all'INPS in totale, quanto posso trattenere alla colf, ed entro quando va pagato?",
    );
    expect(openingLine(text)).not.toMatch(/trasferimento|ragioni tecniche/);
    expect(text).toContain('**499,20 €**');
  });
});
