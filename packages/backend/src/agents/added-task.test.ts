import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

// Written for these tests (not the eval's questions).
const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const opening = (message: string, id: string, history: string[] = []) =>
  openingLine(askAgent('inquadra', message, { categories: [category(id)], history }).text);

describe('a task added to the job counts only when said as added', () => {
  it('a shop helper who also dresses the windows is placed at the window dresser’s level', () => {
    expect(
      opening(
        'Sono aiuto commessa in una profumeria ma allestisco anche le vetrine. Che livello mi spetta?',
        'terziario-confcommercio',
      ),
    ).toMatch(/\*\*3° livello\*\*/);
  });

  it('a shop helper who shelves goods, with "anche" said of another task, stays the helper', () => {
    expect(
      opening(
        'Mio figlio lavora in una ferramenta col contratto del commercio: non vende da solo, aiuta il commesso al banco, rifornisce gli scaffali, sistema la merce quando arriva il corriere e a Natale ha anche fatto i pacchetti regalo. Che livello è giusto?',
        'terziario-confcommercio',
      ),
    ).toMatch(/\*\*5° livello\*\*/);
  });
});
