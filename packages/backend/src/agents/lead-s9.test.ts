import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, TEST_TODAY, testKb } from '../testing/agents.js';

const read = (message: string) => readQuestion({ kb: testKb, message, today: TEST_TODAY });
const ids = (message: string) => read(message).slots.agreements.map((c) => testKb.byCategory(c)?.id);

describe('a job whose tasks are tax or office words is still a job to place', () => {
  it.each([
    'impiegata che fa prima nota, registrazioni IVA e F24 per i clienti dello studio: livello?',
    'ragioniere che prepara i modelli F24 e le liquidazioni IVA in uno studio professionale; livello?',
  ])('%s', (message) => {
    expect(read(message).intent).toBe('classification');
  });

  it('a tax question with no job stays outside the product', () => {
    expect(read('come si compila il modello F24 per pagare l’IVA trimestrale?').intent).toBe('out_of_scope');
  });
});

describe('two metalworkers’ agreements offered as alternatives are both compared', () => {
  it.each([
    'per un operaio al 4 livello conviene il metalmeccanico industria o quello confapi?',
    'paga di più il contratto metalmeccanico dell’industria oppure il Confapi per un impiegato di 6 livello?',
  ])('%s', (message) => {
    const request = read(message);
    expect(request.intent).toBe('comparison');
    expect(ids(message)).toEqual(
      expect.arrayContaining(['metalmeccanica-industria-federmeccanica', 'metalmeccanica-pmi-confapi']),
    );
  });

  it('Confapi named with "metalmeccanica" alone is still Confapi only', () => {
    expect(ids('metalmeccanica confapi, quanto prende un 3 livello?')).toEqual([
      'metalmeccanica-pmi-confapi',
    ]);
  });
});

describe('a comparison for a worker of a given level weighs the pay of that level in each agreement', () => {
  it('reads the shared level in each agreement’s own scale', () => {
    const text = askAgent(
      'confronta',
      'meglio il metalmeccanico industria o il confapi per un operaio di 5 livello?',
    ).text;
    const opening = text.split('\n')[0] ?? '';
    expect(opening).toMatch(/^Minimi retributivi/);
    expect(opening).toMatch(/Metalmeccanici industria \(livello C3\)/);
    expect(opening).toMatch(/Confapi \(5° livello\)/);
  });

  it('a level asked outright is still the levels’ comparison', () => {
    const text = askAgent('confronta', 'come sono inquadrati i livelli nel commercio e nel turismo?').text;
    expect(text.split('\n')[0]).not.toMatch(/^Minimi retributivi/);
  });
});
