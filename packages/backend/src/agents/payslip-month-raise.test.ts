import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// A payslip whose month's gross is doubted in a long story, a raise heard of or overtime denied beside it: the
// payslip's figures are weighed against the table in force in its own month, the new minimum and the shortfall
// first, never a quote of the document's first paragraph with "no figure to compare".
const slip = (month: string) =>
  withUpload(
    `busta-${month}.txt`,
    [
      `BUSTA PAGA - PERIODO ${month.toUpperCase()} 2026`,
      'Azienda: Profumeria Aurora srl - Padova',
      'CCNL applicato: Commercio Confcommercio',
      'Lavoratore: Esposito Marco - commesso - Livello 4',
      'Full time 40 ore - assunto il 15/09/2023',
      '',
      'COMPETENZE',
      'Paga base 1.257,46',
      'Contingenza 524,22',
      'Terzo elemento 2,07',
      'TOTALE LORDO 1.783,75',
    ].join('\n'),
  );

describe('a payslip month doubted beside a raise', () => {
  it('weighs a November payslip still on the old table against the table from 1 November 2026', async () => {
    const answer = await askAgent(
      'calcolo',
      "Sono commesso in una profumeria, vi ho allegato il cedolino. Un collega sostiene che questo mese ci doveva essere l'aumento del contratto, però le cifre mi sembrano identiche a ottobre e non ho fatto straordinari. Il mio lordo va bene?",
      slip('novembre'),
    );
    const opening = openingLines(answer.text);
    expect(opening).toMatch(/^\*\*No\*\*/);
    expect(opening).toContain('1.818,75 €');
    expect(opening).toContain('35,00 €');
    expect(answer.text).not.toContain('non indica una cifra');
  });

  it('weighs the payslip when the writer only hears of a raise and asks if something is missing', async () => {
    const answer = await askAgent(
      'calcolo',
      "Buongiorno, lavoro in negozio da tre anni e vi ho caricato la busta che mi hanno appena dato. Mia sorella, che fa lo stesso lavoro, dice che a novembre c'era un aumento del contratto ma a me pare uguale a ottobre, non ho fatto né straordinari né permessi. Il lordo di novembre è giusto o mi manca qualcosa?",
      slip('novembre'),
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('1.818,75 €');
    expect(opening).toContain('35,00 €');
  });

  it('a denied overtime is no subject: the gross is weighed, at the payslip month’s table', async () => {
    const answer = await askAgent(
      'calcolo',
      'vi ho allegato il cedolino di ottobre, niente straordinari questo mese. il lordo di ottobre va bene?',
      slip('ottobre'),
    );
    const opening = openingLines(answer.text);
    expect(opening).toMatch(/^\*\*Sì\*\*/);
    expect(opening).toContain('1° ottobre 2026');
    expect(opening).toContain('1.783,75 €');
    expect(answer.text).not.toContain('non indica una cifra');
  });
});
