import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const CONTRACT =
  'CONTRATTO DI LAVORO DOMESTICO\n\nDatore di lavoro: Franco Marchi, Bologna\nLavoratrice: Olena Kovalenko\nData inizio: 1° dicembre 2026\nMansioni: assistenza alla signora Rina Marchi, non autosufficiente (allettata), igiene personale, mobilizzazione, somministrazione pasti, oltre a pulizia della casa.\nLivello: B\nLavoratrice non convivente, 30 ore settimanali dal lunedì al sabato.\nRetribuzione: euro 7,01 lordi orari.\nCCNL sulla disciplina del rapporto di lavoro domestico.';
const upload = () => withUpload('assunzione_badante.txt', CONTRACT);

describe('the level written in an uploaded contract, weighed on its tasks', () => {
  it('decides the level from the tasks and says the written one is wrong, not a quote of the contract', () => {
    const text = askAgent(
      'main-agent',
      'Ho allegato il contratto della badante di mia madre, scritto da me: il livello che ho messo è giusto per quello che fa?',
      upload(),
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('livello CS');
    expect(openingLine(text)).toContain('livello B indicato');
    expect(text).not.toContain('Dal documento «assunzione_badante.txt»');
  });
  it('gives the minimum of the level the tasks deserve on the follow-up, not of a level guessed from "badante"', () => {
    const text = askAgent('main-agent', 'e la paga oraria allora quanto dovrebbe essere come minimo?', {
      ...upload(),
      history: ['Ho preparato questo contratto per la badante della mamma, il livello è giusto?'],
    }).text;
    expect(openingLine(text)).toContain('livello CS');
    expect(openingLine(text)).toContain('8,30 €');
    expect(text).not.toContain('7,45 €');
  });
});
