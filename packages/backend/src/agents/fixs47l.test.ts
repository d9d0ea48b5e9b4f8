import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const calcolo = (message: string, history?: string[]) =>
  askAgent('calcolo', message, history ? { history } : undefined).text;

describe('a month gone asked after today’s minimum', () => {
  const today =
    'Faccio il saldatore, metalmeccanici industria Federmeccanica, livello C2. Oggi, fine novembre 2026, che minimo mensile ho a tempo pieno?';

  it('reads "a maggio di quest’anno" as May of the year running, not next May', () => {
    const text = calcolo(
      'Ok. E ad aprile di quest’anno invece quant’era? Voglio vedere di quanto è aumentato',
      [today],
    );
    expect(openingLine(text)).toMatch(/aprile 2026/);
    expect(openingLine(text)).toMatch(/2\.015,24 €/);
    expect(text).not.toMatch(/aprile 2027/);
  });

  it('reads a month told in the past after today’s minimum as the last one gone', () => {
    const text = calcolo('e a marzo quanto era? così capisco quanto è salito', [today]);
    expect(openingLine(text)).toMatch(/marzo 2026/);
    expect(openingLine(text)).toMatch(/2\.015,24 €/);
  });

  it('does not read a month told beside a "c’era" as a past table date', () => {
    const text = calcolo(
      'Sabato c’era la consegna e ho fatto 4 ore in più, il contratto a termine mi scade a marzo. Quanto valgono lorde?',
      [today],
    );
    expect(text).not.toMatch(/marzo 2026/);
  });
});

const SLIP = `CEDOLINO PAGA - OTTOBRE 2026
Ditta: FONDERIA ROSSI S.P.A.
CCNL applicato: Metalmeccanica Industria (Federmeccanica-Assistal)
Dipendente: BIANCHI MARCO   Qualifica: Operaio   Livello: C3
Data assunzione: 01/09/2019   Orario: tempo pieno 40 h/sett.

VOCI RETRIBUTIVE                         IMPORTO
Minimo tabellare                         2.158,26
Aumenti periodici anzianità (n. 2)          59,28
TOTALE RETRIBUZIONE MENSILE              2.217,54

TRATTENUTE
Contributi IVS c/dip.                      203,79
IRPEF netta                                287,40

NETTO IN BUSTA                           1.726,35
`;

describe('a payslip’s minimum doubted beside a net only told as seen', () => {
  it('weighs the payslip’s minimum against the table and says what is missing', () => {
    const text = askAgent(
      'calcolo',
      'Vi giro la busta di ottobre. Il netto è sempre uguale da mesi, eppure dicono che a giugno c’è stato l’aumento. Il minimo del C3 è corretto, quanto dovrebbe essere e quanto mi manca al mese?',
      withUpload('busta_ottobre.txt', SLIP),
    ).text;
    expect(openingLine(text)).toMatch(/2\.211,43 €/);
    expect(text).toMatch(/53,17 €/);
  });

  it('still gives the net when the net is what is asked', () => {
    const text = askAgent(
      'calcolo',
      'Vi giro la busta di ottobre, livello C3: quanto dovrebbe essere il netto?',
      withUpload('busta_ottobre.txt', SLIP),
    ).text;
    expect(text).toMatch(/[Nn]etto/);
  });
});
