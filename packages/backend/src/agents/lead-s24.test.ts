import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const opening = (agent: string, message: string) => openingLine(askAgent(agent, message).text);

describe('a rule’s opening holds its figure in bold', () => {
  it('a long clause that opens with its quantity bolds that quantity', () => {
    expect(
      opening('main-agent', 'mi sposo a giugno, quanti giorni di congedo matrimoniale? lavoro nel commercio'),
    ).toMatch(
      /congedo matrimoniale: \*\*15 giorni di calendario retribuiti\*\* per chi ha superato la prova/,
    );
  });
  it('a category’s label is not the figure, nor is a band’s', () => {
    expect(opening('main-agent', 'Qual è il preavviso degli operai nel CCNL Multiservizi?')).toMatch(
      /operai: \*\*15 giorni\*\* a tutti i livelli/,
    );
    expect(opening('main-agent', 'preavviso per il livello C2 nel CCNL metalmeccanici')).not.toMatch(
      /\*\*fino a 5 anni\*\*/,
    );
  });
  it('an amount a rule says something "vale" is the figure', () => {
    expect(
      opening('main-agent', "ogni quanto scatta l'anzianità per un operaio metalmeccanico D2 e di quanto?"),
    ).toMatch(/vale \*\*25,05 €\*\* al mese/);
  });
});
