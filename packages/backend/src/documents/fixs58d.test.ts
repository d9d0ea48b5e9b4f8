import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// Session 58 (fixs58d): a question on ONE item of an uploaded document is answered with that item, not with the
// document's letterhead.
const offer =
  "Gentile Sig. Paolo Neri\nOggetto: lettera di assunzione\n\nLe confermiamo l'assunzione alle seguenti condizioni:\n- CCNL applicato: Commercio (Confcommercio)\n- Livello: V\n- Decorrenza: 1 febbraio 2027\n- Periodo di prova: 45 giorni di calendario, con recesso libero\n- Retribuzione: minimi del V livello 1.694,00 euro; superminimo non assorbibile 100,00 euro; totale 1.794,00 euro\n- Sede: Padova\n\nCordiali saluti\nUfficio personale";

describe('one item of an uploaded letter', () => {
  it('quotes the probation line when asked in a long story', () => {
    const a = askAgent(
      'main-agent',
      'ciao, ho firmato oggi e ti ho caricato la lettera: mi spieghi solo il periodo di prova, cioè se conta il calendario o i giorni lavorati e quanti sono?',
      withUpload('assunzione.txt', offer),
    );
    expect(openingLines(a.text)).toContain('45 giorni di calendario');
    expect(openingLines(a.text)).not.toContain('Gentile Sig.');
  });

  it('states the individual allowance and its kind', () => {
    const a = askAgent(
      'main-agent',
      'Nella lettera allegata quanto vale il superminimo al mese?',
      withUpload('assunzione.txt', offer),
    );
    expect(openingLines(a.text)).toContain('superminimo non assorbibile **100,00 €**');
  });
});

const household = (fund: string) =>
  `BUSTA PAGA LAVORO DOMESTICO - MARZO 2026\nDatore di lavoro: Conti Anna - Lavoratore: Rossi Mario\nLivello: BS - Regime: convivente - Orario: 50 ore settimanali - Tempo indeterminato\nOre retribuite nel mese: 217\nRetribuzione mensile concordata: 1.200,00\nTrattenute: contributi INPS quota lavoratore 67,27\nTrattenute: Cassa Colf ${fund}\nNETTO IN BUSTA: ${fund === '-' ? '1.132,73' : '1.128,39'}\n`;

describe("a household payslip's INPS line explained", () => {
  it('gives the per-hour share behind the amount, over 24 hours a week', () => {
    const a = askAgent(
      'main-agent',
      "nella busta del badante che ti ho caricato c'è una trattenuta di 67,27: che cos'è e come l'hanno calcolata?",
      withUpload('busta-marzo.txt', household('4,34')),
    );
    // 217 hours × 0,31 € (worker's share over 24 hours a week, 2026) = 67,27 €
    expect(a.text).toContain('0,31 €');
    expect(a.text).toContain('67,27 €');
    // The Cassa Colf share withheld beside it is no error of the net.
    expect(a.text).not.toContain('Differenza da restituire');
  });

  it('takes no Cassa Colf amount from a line that states none', () => {
    const a = askAgent(
      'main-agent',
      'come viene calcolata la trattenuta inps della busta caricata?',
      withUpload('busta-marzo.txt', household('-')),
    );
    expect(a.text).not.toMatch(/Cassa Colf \d/);
    expect(a.text).toContain('0,31 €');
  });
});

describe('a leave table whose title gives the unit', () => {
  it('says hours, as the title does', () => {
    const slip =
      'CEDOLINO - OTTOBRE 2026\nDipendente: Verdi Sara - Livello 3\nNETTO 1.650,00\n\nRIEPILOGO FERIE E PERMESSI (ore)\n          Maturato   Goduto   Residuo\nFerie      140,00     96,00     44,00\nROL         80,00     50,00     30,00\n';
    const a = askAgent(
      'main-agent',
      'quante ferie le restano secondo la busta caricata?',
      withUpload('cedolino.txt', slip),
    );
    expect(openingLines(a.text)).toContain('44,00 ore');
    expect(openingLines(a.text)).not.toContain('giorni');
  });
});
