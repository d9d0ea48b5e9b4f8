import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

// Session 68: families as employers of domestic workers.
describe('domestic work for families as employers', () => {
  it('does not refuse a 2026 quarter as "2027" when the payment deadline is in January', () => {
    const { text } = askAgent(
      'calcolo',
      "Babysitter livello BS non convivente, 18 ore settimanali a 7,50 €/h, tempo indeterminato. Per il trimestre ottobre-dicembre 2026 sono 234 ore: quanto va versato all'INPS entro il 10 gennaio 2027 e quanto è a carico mio?",
    );
    expect(text).not.toContain('non è disponibile');
    // 234 hours × 1,70 € (band up to 9,61 € with the 13th's share, 2026), the family's part 1,27 € an hour.
    expect(openingLine(text)).toContain('397,80 €');
    expect(openingLine(text)).toContain('297,18 €');
  });

  it("opens a live-in carer's question with the daily and weekly maximum hours when both hours and rest are asked", () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'mia madre ha una badante che abita da lei: fino a quante ore al giorno e alla settimana può lavorare? e che riposo settimanale ha?',
      ).text,
    );
    expect(line).toContain('10 ore giornaliere non consecutive');
    expect(line).toContain('54 ore settimanali');
    expect(line).toContain('36 ore');
  });

  const SLIP = [
    'CEDOLINO COLF - OTTOBRE 2026',
    'CCNL Lavoro domestico - Livello BS - non convivente',
    'Ore lavorate nel mese: 80',
    'Paga oraria: 7,20 €',
    'Retribuzione lorda: 576,00 €',
    'Contributi INPS a carico lavoratore: 0,43 € x 80 = 34,40 €',
    'Netto in busta: 541,60 €',
  ].join('\n');

  it("says a pasted hourly payslip's pay is below the level's hourly minimum, and by how much", () => {
    const { text } = askAgent('main-agent', 'vi incollo il cedolino della baby sitter: la paga è giusta?', {
      ...withUpload('cedolino-ottobre.txt', SLIP),
    });
    const line = openingLine(text);
    expect(line).toContain('sotto il minimo');
    expect(line).toContain('7,45 €');
    expect(line).toContain('0,25 €');
    expect(line).toContain('20,00 €');
  });
});
