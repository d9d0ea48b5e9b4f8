import { it } from 'vitest';
import { askAgent } from '../testing/agents.js';
const cases: [string, string, string[]?][] = JSON.parse(process.env.PROBE ?? '[]');
it('probe', () => {
  for (const [agent, msg, before] of cases) {
    const history = before ?? [];
    const r = askAgent(agent, msg, { history });
    console.log(`### ${msg}\n${r.text.split('\n').slice(0, 3).join('\n')}\n`);
  }
});
