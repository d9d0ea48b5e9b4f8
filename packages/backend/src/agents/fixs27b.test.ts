import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 27 (fixs27b): which agreement a business applies, levels confirmed or mapped from old categories,
// agreements the knowledge base lacks.
const ask = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history }).text;

describe('a business told by what it does names its agreement, with the reason', () => {
  it('an industrial bakery is the food industry, not textiles for its "confezionati"', () => {
    const text = ask(
      'Siamo uno stabilimento che produce grissini e fette biscottate confezionati per la GDO, aderenti a Confindustria: quale CCNL applichiamo agli operai?',
      [],
      'inquadra',
    );
    expect(openingLine(text)).toContain('**CCNL Alimentari industria**');
    expect(text).toContain('Perché:');
  });
  it('a warehouse for third parties is Logistica, and the old owner’s Commercio is ruled out', () => {
    const text = ask(
      'Facciamo magazzino per conto terzi: stocchiamo la merce di altre aziende e prepariamo gli ordini per i corrieri. Prima qui applicavano il contratto del commercio. Che contratto è quello giusto?',
    );
    expect(openingLine(text)).toContain('Logistica');
    expect(text).toContain('Il CCNL Commercio riguarda chi vende merci');
  });
  it('a dentist’s practice is Studi professionali, not AIOP, even when the writer suggests it', () => {
    const text = ask('ho uno studio dentistico e assumo una segretaria, che ccnl uso? la sanità privata?');
    expect(openingLine(text)).toContain('**CCNL Studi professionali**');
    expect(text).toContain('Sanità privata AIOP riguarda ospedali');
  });
  it('a hotel’s own restaurant stays under Turismo: one agreement for all the staff', () => {
    const text = ask(
      'Ho un hotel con ristorante interno aperto anche agli esterni: per i camerieri del ristorante si usa un solo contratto o serve quello dei pubblici esercizi?',
      [],
      'inquadra',
    );
    expect(openingLine(text)).toContain('**CCNL Turismo Federalberghi**');
    expect(text).toContain('Pubblici esercizi FIPE riguarda bar e ristoranti');
  });
  it('the accountant who advises is not the employer', () => {
    const text = ask(
      'Ho aperto una ditta di autotrasporto conto terzi; il commercialista mi ha detto di controllare il contratto. Che CCNL si applica?',
    );
    expect(openingLine(text)).toContain('Logistica');
  });
  it('two agreements compared are not a which-agreement question', () => {
    const text = ask(
      'Mio marito lavora in una fabbrica metalmeccanica e io in un negozio: ci confronti le mensilità dei due contratti?',
      [],
      'confronta',
    );
    expect(openingLine(text)).not.toContain('contratto di riferimento');
  });
});

describe('levels', () => {
  it('a level held and asked to be confirmed opens with Sì when the tasks place it there', () => {
    const text = ask(
      "Faccio carico e scarico e alimento una linea di montaggio in un'azienda metalmeccanica (CCNL Federmeccanica), compiti semplici su istruzioni precise. Mi hanno inquadrato al livello D1: è corretto?",
      [],
      'inquadra',
    );
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(text)).toContain('D1');
  });
  it('an old 4th category is C2, and its probation is answered too', () => {
    const text = ask(
      'Metalmeccanici industria: un impiegato che una volta era di 4ª categoria, che livello è adesso e quanto dura la prova?',
      [],
      'inquadra',
    );
    expect(openingLine(text)).toContain('C2');
    expect(text).toContain('**3 mesi**');
  });
  it('an agreement and a level alone ask the minimum at the date', () => {
    const text = ask('multiservizi 2° liv da ottobre 2026?');
    expect(openingLine(text)).toContain('2° livello');
    expect(openingLine(text)).toContain('**1.403,17 €**');
  });
  it('the apprentice’s month told before the ask picks the table in force then', () => {
    const text = ask(
      'CCNL Studi professionali, apprendista professionalizzante livello di destinazione 4°, assunto a maggio 2025. A novembre 2026 è al 19° mese: quanto gli spetta?',
      [],
      'calcolo',
    );
    expect(openingLine(text)).toContain('**1.356,11 €**');
  });
});

describe('agreements the knowledge base lacks', () => {
  it('a bank follow-up after a metalworkers’ minimum is a gap, with no metalworkers’ figures', () => {
    const text = ask(
      'e un bancario ABI 3a area 4° livello alla stessa data?',
      ['metalmecc C3 minimo giugno 2026?'],
      'confronta',
    );
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
    expect(text).not.toMatch(/2\.211,43/);
  });
  it('a minimum doubted in the Telecomunicazioni agreement says the gap first', () => {
    const text = ask(
      "Ho il CCNL Telecomunicazioni, 4° livello: l'azienda dice che 1.700 euro lordi sono il minimo, è vero?",
    );
    expect(openingLine(text)).toContain('CCNL Telecomunicazioni non è nella base di conoscenza');
  });
});
