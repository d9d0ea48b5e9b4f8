import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// Session 63, second round (fx63leave2): the agreement's travel days for a death far from home open the answer
// when the journey is told; a bar's marriage leave is the employer's to pay (no INPS allowance outside industry,
// crafts and cooperatives); the craft metalworkers' marriage leave paid as its hours times the hourly pay told.
describe('leave for a death or a wedding, round two', () => {
  it('opens with the travel days when a warehouse worker must fly home for a funeral', () => {
    const a = askAgent(
      'main-agent',
      'mia cognata fa la magazziniera, ccnl logistica trasporto merci. è morto suo padre in Calabria e lei deve partire da Milano: quanti giorni di permesso le danno?',
    );
    expect(openingLines(a.text)).toMatch(/\*\*4 giorni\*\*/);
  });

  it('keeps the travel days in a short follow-up with typos', () => {
    const a = askAgent(
      'main-agent',
      'e se deve andare fuori provincia x il funerale di suo fratello?? quanti gg',
      {
        history: ['autista con contratto logistica e spedizione, quanti giorni di lutto ha?'],
      },
    );
    expect(openingLines(a.text)).toMatch(/4 giorni/);
  });

  it('gives a cleaner the agreement’s days for a death away from home, with the paid ones said', () => {
    const a = askAgent(
      'main-agent',
      'sono addetta alle pulizie, contratto multiservizi. mio padre è morto in Sicilia e devo partire domani, quanti giorni di permesso ho?',
    );
    expect(openingLines(a.text)).toMatch(/\*\*5 giorni\*\* \(di cui 3 retribuiti\)/);
  });

  it('does not read a journey in the background of a long story as the journey asked', () => {
    const a = askAgent(
      'main-agent',
      'Lavoro in un magazzino con il CCNL Logistica, trasporto merci e spedizione. Lo scorso anno sono dovuto andare a Bari per lavoro e ci sono rimasto un mese, poi sono tornato a casa a Torino dove vivo con la mia famiglia da vent’anni ormai. Ieri è morto mio nonno qui a Torino. Quanti giorni di permesso per lutto mi spettano?',
    );
    expect(openingLines(a.text)).not.toMatch(/\*\*4 giorni\*\*/);
  });

  it('tells a restaurant that the marriage leave of a kitchen hand cannot be claimed back from INPS', () => {
    const a = askAgent(
      'main-agent',
      'Ristorante, contratto FIPE: il nostro aiuto cuoco (operaio) va in congedo matrimoniale. I 15 giorni li paga l’INPS o noi?',
    );
    expect(a.text).toMatch(/a completo carico del datore di lavoro/);
  });

  it('works out a craft metalworker’s marriage leave from the hourly pay told, with no level', () => {
    const a = askAgent(
      'main-agent',
      'officina artigiana, CCNL area meccanica artigiani: un nostro impiegato a tempo pieno prende 12,50 € l’ora e si sposa. quanto gli spetta in tutto per il congedo matrimoniale?',
    );
    expect(openingLines(a.text)).toContain('1.000,00 €');
  });

  it('reads a payslip’s INPS marriage allowance row and says INPS pays it, advanced by the firm', () => {
    const slip =
      'OFFICINE ROSSI SRL - BUSTA PAGA GIUGNO 2026\nOperaia 3° livello\nVoce   Descrizione   Quantità   Base   Competenze\n0100   Retribuzione ordinaria   18 gg   80,0000   1.440,00\n0450   Assegno cong. matrimoniale c/INPS   7 gg   80,0000   560,00\n0451   Integraz. congedo matrimoniale ditta   1 gg   80,0000   80,00\nTotale competenze   2.080,00';
    const a = askAgent(
      'main-agent',
      'nel cedolino di giugno trovo "assegno cong. matrimoniale c/INPS": quanto mi hanno messo e chi lo paga, l’inps o la ditta?',
      withUpload('busta-giugno.txt', slip),
    );
    expect(openingLines(a.text)).toContain('560,00 €');
    expect(openingLines(a.text)).toContain('INPS');
  });
});
