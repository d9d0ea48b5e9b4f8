import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const SLIP = (rows: string) =>
  withUpload(
    'busta_giugno.txt',
    `BUSTA PAGA GIUGNO 2026 - CCNL Chimico-farmaceutico\nQualifica: operaio cat. E1\nPaga oraria: 12,50\n${rows}`,
  );

describe('a holiday worked paid with its surcharge alone', () => {
  it('the hours are due too where the agreement pays the day beyond the monthly pay', () => {
    const text = askAgent(
      'main-agent',
      'il 2 giugno ho fatto il turno, mi torna quello che mi hanno messo in busta?',
      SLIP('Maggiorazione festivo 50% - ore 6 x 12,50 x 50% = 37,50'),
    ).text;
    const first = openingLine(text);
    expect(first).toMatch(/\*\*No\*\*/);
    expect(first).toMatch(/112,50 €/); // 6 × 12,50 × 1,5
    expect(first).toMatch(/75,00 € lordi/); // 112,50 − 37,50
  });

  it('no shortfall when the hours are paid on a row of their own', () => {
    const text = askAgent(
      'main-agent',
      'il 2 giugno ho fatto il turno, mi torna quello che mi hanno messo in busta?',
      SLIP('Ore festive lavorate 6 x 12,50 = 75,00\nMaggiorazione festivo 50% - ore 6 x 12,50 x 50% = 37,50'),
    ).text;
    expect(openingLine(text)).not.toMatch(/mancano/);
  });
});
