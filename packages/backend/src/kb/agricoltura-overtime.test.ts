import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// ContrattoLavoro.org's summary of the 23 May 2022 renewal: overtime 25%, holiday work 35% (data/
// agricoltura-operai.json, rates; art. 42 itself not read, so night work stays a gap).
describe('agricultural workers’ overtime and holiday rates from the 2022 renewal', () => {
  it('values four overtime hours at 9,00 € an hour with the 25% surcharge', async () => {
    const answer = await askAgent(
      'calcolo',
      'operaio agricolo a 9,00 euro l’ora, 4 ore di straordinario in un giorno feriale: quanto prende?',
    );
    expect(openingLine(answer.text)).toContain('**45,00 €**');
  });

  it('gives the holiday surcharge as 35%', async () => {
    const answer = await askAgent('main-agent', 'operai agricoli, di quanto è maggiorato il lavoro festivo?');
    expect(openingLine(answer.text)).toMatch(/35%/);
  });
});
