import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('the dismissal notice asked beside a refused change of shift', () => {
  it('answers the agreement’s notice, the refusal being the story', async () => {
    const answer = await askAgent(
      'main-agent',
      'sono part time in una ditta di pulizie multiservizi, operaia di 2 livello. se rifiuto di cambiare turno il responsabile dice che mi licenzia: in quel caso quanti giorni di preavviso mi spettano?',
    );
    expect(openingLine(answer.text)).toContain('**15 giorni**');
  });

  it('still answers the refusal itself when no notice is asked', async () => {
    const answer = await askAgent(
      'main-agent',
      'sono part time in una ditta di pulizie multiservizi, se non accetto il cambio di orario mi possono licenziare?',
    );
    expect(openingLine(answer.text)).toContain('non costituisce giustificato motivo di licenziamento');
  });
});
