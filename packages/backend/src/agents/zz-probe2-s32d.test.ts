import { it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { testKb } from '../testing/agents.js';
it('probe2', () => {
  for (const [message, history] of [
    ['e l orario normale a settimana quante ore e? da noi dicono 40', ['lavoro in una coop sociale, se faccio straordinario di giorno quanto me lo maggiorano?']],
    ['e l orario settimanale quant è?', ['quanto è il minimo del 4 livello commercio?']],
    ['e l orario settimanale quant è?', []],
  ] as [string, string[]][]) {
    const r = readQuestion({ kb: testKb, message, history, categories: [], documents: 0, agent: 'main-agent', today: '2026-11-22' });
    console.log('###', message, JSON.stringify({ intent: r.intent, also: r.alsoAsked, slots: r.slots }));
  }
});
