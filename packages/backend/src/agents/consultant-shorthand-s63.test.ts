import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const opening = (agent: string, question: string, history: string[] = []) =>
  openingLine(askAgent(agent, question, { history }).text);

describe('payroll consultants’ shorthand (session 63)', () => {
  it('says the EDR is not due to an executive, after a turn on the EDR and asked on its own', () => {
    expect(
      opening('main-agent', 'per il nostro direttore, che è dirigente, va messo anche lui l’EDR?', [
        'quanto vale l’EDR al mese?',
      ]),
    ).toContain('non spetta');
    expect(opening('main-agent', 'l’EDR spetta anche ai dirigenti?')).toContain('non spetta');
  });

  it('gives the 2026 CIG ceiling gross and net of the 5,84%, and the raised one for building workers’ weather stops', () => {
    const general = opening('main-agent', 'tetto cassa integrazione ordinaria quest’anno? lordo/netto');
    expect(general).toContain('1.423,69 €');
    expect(general).toContain('1.340,56 €');
    const weather = opening(
      'main-agent',
      'e se la squadra del cantiere sta ferma per la neve il massimale cambia?',
      ['qual è il massimale mensile della cig nel 2026?'],
    );
    expect(weather).toContain('1.708,44 €');
    expect(weather).toContain('1.608,66 €');
    // The employer's contribution for the CIGO is a cost, not the benefit's ceiling.
    expect(opening('main-agent', 'aliquota contributo CIGO a carico azienda industria?')).not.toContain(
      '1.423,69',
    );
  });

  it('leaves the absorbable superminimo less the level’s tranche, and keeps a non-absorbable one whole', () => {
    const story =
      'Metalmeccanico industria, impiegato C3: ha 100 euro di superminimo assorbibile. Con l’aumento dei minimi di giugno 2026 quanto gli rimane di superminimo?';
    // 100,00 − 53,17 (C3 tranche from 1 June 2026) = 46,83
    expect(opening('calcolo', story)).toContain('46,83 €');
    const fixed = opening('calcolo', 'e se la clausola dice che è non assorbibile, che cambia?', [story]);
    expect(fixed).toContain('100,00 €');
    expect(fixed).not.toContain('46,83');
  });

  it('answers when the Terziario 14th is paid and on which pay, and the 2024 una tantum with its last instalment', () => {
    const fourteenth = opening(
      'main-agent',
      'commercio confcommercio, in che giorno si eroga la quattordicesima?',
    );
    expect(fourteenth).toMatch(/1° luglio/);
    const lump = askAgent(
      'main-agent',
      'rinnovo terziario 2024: l’una tantum a quanto ammontava e quando è stata pagata la seconda rata?',
    ).text;
    expect(lump).toContain('350');
    expect(lump).toContain('luglio 2025');
  });

  it('reads the PAR hours left on a payslip whose row names what it sums', () => {
    const payslip = {
      documents: [
        {
          fileId: 'd1',
          fileName: 'busta-settembre.txt',
          text: 'BUSTA PAGA SETTEMBRE 2026 - CCNL Metalmeccanici industria\nPROGRESSIVI (ore)   Residuo AP   Maturato   Goduto   Saldo\nFerie   8,00   120,00   64,00   64,00\nPAR (ROL ed ex festività)   12,00   78,03   32,00   58,03\n',
        },
      ],
    };
    const answer = askAgent(
      'main-agent',
      'dal cedolino, quante ore di permessi PAR ha ancora da usare?',
      payslip,
    );
    expect(openingLine(answer.text)).toContain('58,03');
    expect(openingLine(answer.text)).not.toContain('64,00');
  });
});

describe('an item set aside after its name', () => {
  it('"tabellare più contingenza, EDR escluso" asks the pay, not whom the EDR is due to', () => {
    const answer = askAgent(
      'calcolo',
      'CCNL Multiservizi, operaia 2° livello passata a 30 ore su 40: quanto le spetta al mese tra tabellare e contingenza, EDR esclusa?',
    );
    expect(openingLine(answer.text)).not.toMatch(/EDR/);
    expect(openingLine(answer.text)).toMatch(/\d\.\d{3},\d{2}|\d{3},\d{2}/);
  });
});

describe('a roof is no ceiling', () => {
  it('"lavoriamo sul tetto ad agosto": the heat threshold of the weather CIGO, not the CIG ceiling', () => {
    const text = opening(
      'main-agent',
      'siamo edili e lavoriamo sul tetto ad agosto, con che temperatura possiamo fermarci con la cassa integrazione per caldo?',
    );
    expect(text).not.toContain('1.423,69');
  });
});

describe('the EDR named among the items of a pay asked', () => {
  it('"quanto devo pagarla, contando minimo, contingenza ed EDR?" is the pay, not whom the EDR is due to', () => {
    const text = opening(
      'calcolo',
      'assumo una commessa al 4° livello del commercio a tempo pieno: quanto devo pagarla al mese, contando minimo, contingenza ed EDR?',
    );
    expect(text).not.toMatch(/^L’EDR/);
  });
});
