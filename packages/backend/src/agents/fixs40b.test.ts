import { describe, expect, it } from 'vitest';
import { withoutSettledTopics } from '../documents/settled-topics.js';
import { euro } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { askAgent, openingLines, testKb, withUpload } from '../testing/agents.js';

// Figures from the knowledge base: Logistica B3 minimo contrattuale 1.930,37 € (2025) and 1.970,37 € (from
// 1.1.2026); Metalmeccanici industria C3 2.158,26 € (from 1.6.2025) and 2.211,43 € (from 1.6.2026); Multiservizi
// operai 1° and 2° livello probation 26 giorni di effettivo lavoro; Terziario 2° livello 2.283,00 € on 14
// payments; Turismo alberghi 5° livello 1.590,27 € (from 1.5.2026), the reduction of "alberghi minori" not applying
// to the 5th level's cook, waiter and barman. Employer cost per payroll-rules.md (TFR = RAL ÷ 13,5).
const TODAY = '2026-11-26';
const ask = (agent: string, message: string, extra: Parameters<typeof askAgent>[2] = {}) =>
  askAgent(agent, message, { today: TODAY, ...extra }).text;

describe('a document minimum out of date: the shortfall and the arrears asked', () => {
  it('weighs a dotted payslip line, not a digit of the question, and counts the extra month said included', () => {
    const payslip =
      'AUTOTRASPORTI BASSA SRL\nBUSTA PAGA SETTEMBRE 2026\nDipendente: G. F.  Livello: B3 (viaggiante)\nCCNL Logistica, Trasporto Merci e Spedizione\n\nMinimo contrattuale ................ 1.930,37\nEPA .................................    40,00\nTrasferte ...........................   310,00\n';
    const text = ask(
      'calcolo',
      "L'autista al B3 dice che nel 2026 non gli hanno aggiornato la paga: è giusta? Quanto gli spetta di arretrati da gennaio ad agosto, quattordicesima compresa?",
      withUpload('busta-settembre.txt', payslip),
    );
    const opening = openingLines(text);
    expect(opening).toContain('40,00 € in meno');
    expect(opening).not.toContain('3,00 €, da tabella');
    // 8 months (January-August) + the 14th = 9 × 40,00 = 360,00.
    expect(opening).toContain('360,00 €');
  });

  it('reads "i conti non tornano col minimo" as a doubt of the payslip minimum', () => {
    const payslip =
      'CEDOLINO SETTEMBRE 2026\nLavoratrice: A. B. - progettista\nCCNL Metalmeccanica industria - Livello C3\nMinimo tabellare: 2.158,26\nTotale competenze: 2.158,26\n';
    const text = ask(
      'calcolo',
      'La progettista sostiene che i conti non tornano col minimo. Ha ragione lei?',
      withUpload('cedolino-set.txt', payslip),
    );
    expect(openingLines(text)).toContain('2.211,43 €');
    expect(openingLines(text)).toContain('53,17 € in meno');
  });

  it('reads a building clerk letter "minimo di stipendio" at the level said, not the category', () => {
    const letter =
      "Gentile sig. Marchi,\nLe confermiamo l'assunzione dal 1° dicembre 2026 come impiegato di 3ª categoria, 4° livello del CCNL edilizia industria.\nRetribuzione: minimo di stipendio mensile 1.400,00 euro lordi.\nDistinti saluti";
    const pay = levelPayAt(testKb.byCategory(10) ?? (undefined as never), '4', '2026-12-01');
    const text = ask(
      'main-agent',
      'Il minimo di stipendio scritto in questa lettera va ancora bene a dicembre 2026?',
      withUpload('lettera-marchi.txt', letter),
    );
    expect(pay).toBeDefined();
    expect(openingLines(text)).toContain(euro(pay?.row.amount ?? 0));
    expect(openingLines(text)).toContain('4° livello');
    expect(openingLines(text)).toContain(
      `${euro(Math.round(((pay?.row.amount ?? 0) - 1400) * 100) / 100)} in meno`,
    );
  });
});

describe("a letter's term doubted beside others said fine", () => {
  it('weighs the probation, not the hours said fine first', () => {
    const letter =
      'Bozza contratto\nCCNL Multiservizi - pulizie\nQualifica: operaio 1° livello\nOrario: part-time orizzontale 20 ore settimanali (lun-ven 4 ore)\nPeriodo di prova: 45 giorni di calendario\n';
    const text = ask(
      'main-agent',
      'Ve la giro per un controllo: orario e livello sono a posto, il part-time è sopra il minimo di ore. Il dubbio è la prova di 45 giorni: per un operaio di 1° livello va bene o è troppo lunga?',
      withUpload('bozza-operaio.txt', letter),
    );
    expect(openingLines(text)).toContain('26 giorni');
    expect(openingLines(text)).not.toContain('tempo parziale?');
  });

  it('drops the subjects said fine, in the order asked, never all of them', () => {
    const asked =
      'orario e livello mi sembrano a posto. mi lascia perplessa la prova: va bene o e troppo lunga?';
    expect(withoutSettledTopics(asked, ['prova', 'orario'])).toEqual(['prova']);
    expect(withoutSettledTopics("l'orario e a posto.", ['orario'])).toEqual(['orario']);
  });
});

describe('two minimums compared', () => {
  it('opens with the monthly minimums when both the monthly and the yearly minimum are named', () => {
    const text = ask(
      'confronta',
      'Confrontami i minimi mensili di oggi e poi il minimo annuo con le mensilità: 2° livello Terziario Confcommercio contro C3 Metalmeccanici industria.',
    );
    expect(text.split('\n')[0]).toContain('2.283,00 €');
    expect(text).toContain('31.962,00 €');
  });

  it('does not define an item the question sets aside', () => {
    const text = ask(
      'confronta',
      'A parte scatti e superminimi, che differenza c’è tra il minimo del 2° livello Terziario Confcommercio e quello del C3 metalmeccanici industria?',
    );
    expect(openingLines(text)).not.toMatch(/^Il superminimo/);
    expect(openingLines(text)).toContain('2.283,00 €');
  });
});

describe('a hiring plan uploaded: the cost on its own rate, and its budget', () => {
  it('costs RAL, the plan rate and TFR, and says the budget is exceeded', () => {
    const plan =
      'Ipotesi assunzione 2027\nRuolo: magazziniere (CCNL Logistica)\nRAL prevista: 30.000,00 EUR\nContributi a carico azienda (stima dello studio): 30%\nINAIL: da ignorare\nBudget annuo: 40.000 EUR\n';
    const text = ask(
      'calcolo',
      'Con i dati del file, quanto ci costa all’anno questa persona tra stipendio, contributi e TFR? Rientriamo nel budget?',
      withUpload('ipotesi-2027.txt', plan),
    );
    // 30.000 + 9.000 + 30.000 ÷ 13,5 (2.222,22) = 41.222,22 > 40.000 by 1.222,22.
    expect(openingLines(text)).toContain('41.222,22 €');
    expect(openingLines(text)).toContain('**No**');
    expect(openingLines(text)).toContain('1.222,22 €');
  });
});

describe("a reduced table's exception asked in a follow-up", () => {
  it('says the two-star reduction does not apply to the 5th level cook', () => {
    const history = [
      'Quanto prende un addetto al ricevimento di 4° livello in un hotel 4 stelle, CCNL Turismo Federalberghi?',
      'E in un albergo a una stella?',
    ];
    const text = ask(
      'calcolo',
      'e la cuoca di 5° livello nello stesso hotel a una stella? vale la riduzione o no?',
      {
        history,
      },
    );
    expect(openingLines(text)).toMatch(/^\*\*No\*\*, la riduzione/);
    expect(openingLines(text)).toContain('1.590,27 €');
  });
});
