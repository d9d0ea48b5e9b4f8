import { describe, expect, it } from 'vitest';
import { agentContext, askAgent } from '../testing/agents.js';
import { runAgent } from './agents.js';

const lead = (text: string) => text.split('\n')[0] ?? '';

describe('overtime on a Sunday where the agreement holds no combined rate', () => {
  it('farm workers, overtime on Sunday: the combined rate said missing, not the holiday 35% as its answer', async () => {
    for (const message of [
      "operaio agricolo (contratto operai agricoli e florovivaisti): se faccio straordinario la domenica di quanto è maggiorata l'ora?",
      "CCNL operai agricoli, paga oraria 9,40 €: quanto vale un'ora di straordinario di domenica?",
    ]) {
      const first = lead((await askAgent('calcolo', message)).text);
      expect(first).toMatch(/straordinario festivo non è nella base di conoscenza/);
      expect(first).not.toMatch(/\d%/);
    }
  });

  it('a follow-up naming only the Sunday after overtime keeps the holiday rate', async () => {
    const answer = await runAgent(
      'main-agent',
      agentContext('E se lavorano la domenica o un festivo, quanto è la maggiorazione?', {
        history: ['Maggiorazione straordinario operai agricoli?'],
      }),
    );
    expect(lead(answer.text)).toContain('**35%**');
  });
});

describe("'all'ora in più' is the surcharge's amount, not overtime", () => {
  it('fixed night cleaning, no shifts: the night rate and its euros, not night overtime', () => {
    const text = askAgent(
      'main-agent',
      'nel nuovo appalto (banca) le pulizie si fanno di notte dalle 22 alle 2, sempre gli stessi operai fissi, niente turni a rotazione. che maggiorazione notturna gli spetta col ccnl multiservizi?? e per un 2 liv quanto fa all ora in piu',
    ).text;
    expect(lead(text)).not.toContain('straordinario');
    expect(text).toContain('30%');
  });
});
