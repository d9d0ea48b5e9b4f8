import { describe, expect, it } from 'vitest';
import type { Level } from '../kb/schema.js';
import { askAgent, testKb } from '../testing/agents.js';
import { conditionLine } from './profile-condition.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const ask = (agreement: string, message: string) =>
  askAgent('inquadra', message, { categories: [category(agreement)] }).text;
const proposed = (text: string) => /Livello proposto: \*\*(?:livello )?([^*( ]+)/.exec(text)?.[1];

describe('a neighbouring level with the same profile under another condition is told by that condition', () => {
  it('an OSS in an RSA run by a social cooperative is C2, and C1 is the OSS without that condition', () => {
    const text = ask(
      'cooperative-sociali',
      "Cooperativa sociale che gestisce una RSA: assumiamo una signora con attestato di operatore socio-sanitario che aiuterà gli ospiti nell'igiene personale, nell'alzata e nei pasti. In quale posizione economica la inquadriamo?",
    );
    expect(proposed(text)).toBe('C2');
    expect(text).toContain(
      'sotto: è lo stesso profilo («operatore socio-sanitario (OSS)») senza la condizione',
    );
    expect(text).toContain('se non ricorresse «in RSA o in altra struttura socio-sanitaria»');
    // The neighbour told by its condition is not offered again as a partial match.
    expect(text).not.toContain('Da valutare anche il Categoria C, posizione economica C1');
  });

  it.each([
    'Come inquadro un operatore socio sanitario (OSS) con qualifica che lavora in RSA gestita da una cooperativa sociale?',
    'Cooperative sociali: un operatore socio-sanitario (OSS) che lavora in una struttura socio-sanitaria, che livello?',
  ])('the OSS named whole who works where the condition says is C2 (condition-named.ts): %s', (message) => {
    expect(proposed(ask('cooperative-sociali', message))).toBe('C2');
  });

  it('the OSS named whole without the condition stays C1', () => {
    const message =
      'Cooperative sociali: un operatore socio-sanitario (OSS) che fa assistenza domiciliare, che livello?';
    expect(proposed(ask('cooperative-sociali', message))).toBe('C1');
  });

  it('a payslip level doubted against another, for an OSS in an RSA, answers C2 and not the level guessed', () => {
    const text = ask(
      'cooperative-sociali',
      'Sono OSS con attestato regionale e lavoro in una RSA per una cooperativa sociale. In busta sono al livello B1 e il responsabile dice che per gli OSS è il livello giusto. Ma non era C1?',
    );
    expect(text.split('\n')[0]).toMatch(/^\*\*No\*\*/);
    expect(proposed(text)).toBe('C2');
  });

  it('reads the condition both ways', () => {
    const level = (name: string, examples: string[]) => ({ level: name, name, examples }) as unknown as Level;
    expect(conditionLine(level('C2', ['OSS in RSA']), 'sopra', 'OSS')).toBe(
      '- C2, sopra: è lo stesso profilo con una condizione in più («OSS in RSA»); la mansione salirebbe qui se ricorresse anche «in RSA».',
    );
    expect(conditionLine(level('C1', ['cuoco']), 'sotto', 'OSS in RSA')).toBeNull();
  });
});

describe("the storekeeper's round takes the orders prepared inside it", () => {
  it.each([
    "e se invece lo stesso ragazzo, che riceve la merce, la controlla con le bolle, la sistema sugli scaffali del magazzino e prepara gli ordini da spedire, lavora in un'azienda di logistica col ccnl logistica trasporto merci?",
    'CCNL logistica: ricevo i camion, controllo i ddt, stocco i bancali e preparo le spedizioni. Che livello?',
  ])('%s → 4° (magazziniere)', (message) => {
    expect(proposed(ask('logistica-trasporto-merci-spedizione', message))).toBe('4°');
  });

  it.each([
    'CCNL logistica: prende i colli dagli scaffali col lettore, prepara gli ordini sui bancali e li filma. Non riceve la merce e non tiene le giacenze. Che livello?',
    'CCNL logistica: fa solo picking e preparazione ordini col terminalino, niente muletto. Che livello?',
  ])('%s → 5° (preparazione ordini)', (message) => {
    expect(proposed(ask('logistica-trasporto-merci-spedizione', message))).toBe('5°');
  });
});

describe("the Studi professionali's 5th level has its ancillary profiles", () => {
  it('a cleaner who also takes the mail and the papers to the court registry is at the 5th level', () => {
    const text = ask(
      'studi-professionali-confprofessioni',
      'Nel nostro studio legale una signora fa le pulizie la mattina e poi porta gli atti in cancelleria e la posta. Con il contratto degli studi professionali che livello le va dato?',
    );
    expect(proposed(text)).toBe('5°');
    expect(text).toContain('beltramitomarelli.com');
  });
});
