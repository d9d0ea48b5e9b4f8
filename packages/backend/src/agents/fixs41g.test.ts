import { describe, expect, it } from 'vitest';
import { findLevel } from '../kb/pay.js';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, openingLines, TEST_TODAY, testKb, withUpload } from '../testing/agents.js';

// Session 41 (fixs41g): workers' questions at a CAF desk — a sentence ending on "livello" before "Secondo il
// contratto", a school year or a date read as the level held, a common labourer's tasks, a subject the question sets
// aside ("senza contare le trasferte", "le ferie non le conto"), the NASpI deadline asked first, and a payslip's
// Cassa Edile set-aside asked at its gross value and by its shares.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY } as never);
const EDILIZIA = 10;
const edilizia = () => testKb.byCategory(EDILIZIA);

describe('a level word that ends its sentence', () => {
  it('does not take the next sentence first word as its value', () => {
    const ccnl = edilizia();
    if (!ccnl) throw new Error('Edilizia missing');
    expect(
      findLevel(ccnl, 'Non ha detto a che livello. Secondo il contratto, che livello gli spetta?'),
    ).toBeUndefined();
    expect(findLevel(ccnl, 'è al livello. Terzo anno di cantiere')).toBeUndefined();
    expect(findLevel(ccnl, 'Secondo livello, operaio qualificato.')).toBe('2');
  });
  it('leaves the level slot empty in a classification question', () => {
    const req = read(
      'Lavora in una impresa edile, contratto edilizia industria. Il capo non ha ancora deciso a che livello. Secondo voi che livello è giusto?',
    );
    expect(req.slots.level).toBeUndefined();
  });
});

describe("a common labourer's tasks in the building trade", () => {
  it('proposes the operai comuni level, with no level held read from a school year', () => {
    const text = askAgent(
      'inquadra',
      "Mio nipote ha lasciato il liceo al secondo anno e lo ha preso un'impresa edile, contratto edilizia industria. Non sa fare nulla di particolare: spala, pulisce il cantiere e passa i mattoni ai muratori. Il titolare lo mette in regola: che livello gli spetta?",
    ).text;
    expect(openingLine(text)).toContain('1° livello');
    expect(openingLine(text)).not.toMatch(/indicato/);
    expect(text).toContain('operaio comune');
  });
});

describe('a subject the question sets aside', () => {
  it('answers the minimum asked "senza contare le trasferte"', () => {
    const text = askAgent(
      'calcolo',
      "Faccio l'autista di camion con la trasferta pagata, CCNL logistica trasporto merci, livello C3. Quanto è il minimo mensile del 2026, senza contare le trasferte?",
    ).text;
    expect(openingLine(text)).toContain('2.021,61 €');
    expect(text).not.toMatch(/non è nella base di conoscenza/);
  });
  it('does not read holidays "non le conto" as the subject', () => {
    const req = read(
      'Prendo un cameriere CCNL FIPE 4° livello per la stagione. Le ferie gliele facciamo godere, quindi non le conto. Quanto costa in tutto?',
    );
    expect(req.intent).not.toBe('holidays');
  });
});

describe('the NASpI deadline asked first', () => {
  it('opens with the 68 days, then the longest duration', () => {
    const text = askAgent(
      'main-agent',
      'Mi hanno licenziato per chiusura del reparto: entro quando devo fare la domanda di NASpI e quanto tempo al massimo la prendo?',
    ).text;
    expect(openingLine(text)).toContain('68 giorni');
    expect(openingLines(text)).toContain('24 mesi');
    expect(openingLine(text)).not.toMatch(/75%/);
  });
});

describe("a payslip's Cassa Edile set-aside at its gross value", () => {
  const payslip = withUpload(
    'cedolino_edile.txt',
    'Cedolino novembre 2026 - Operaio comune 1° livello - CCNL Edilizia industria\nRetribuzione utile per accantonamento GNF .......... 1.400,00\nAccantonamento Cassa Edile (netto 14,20%)  198,80\n',
  );
  it('gives the 18,50% and the Christmas-bonus share, paid by the Cassa', () => {
    const text = askAgent(
      'calcolo',
      "In busta c'è l'accantonamento Cassa Edile di 198,80: al lordo quanto mi mettono da parte e quanto di questo è per la tredicesima?",
      payslip,
    ).text;
    expect(openingLine(text)).toContain('259,00 €');
    expect(openingLine(text)).toContain('140,00 €');
    expect(openingLine(text)).toMatch(/la paga la Cassa Edile/);
  });
});

describe("one agreement's two tables in a follow-up that names it", () => {
  it("compares the small hotels table with the hotels one, the earlier turn's other agreement left behind", () => {
    const text = askAgent(
      'confronta',
      'Adesso invece prendiamo una pensione a una stella in montagna, sempre col Turismo: una cameriera ai piani al 6° livello, quanto prende lì rispetto al nostro hotel?',
      {
        history: [
          'Un barista con il CCNL FIPE al 4° livello e un portiere con il Turismo al 4° livello: chi ha il minimo più alto?',
        ],
      },
    ).text;
    expect(openingLine(text)).toMatch(/alberghi minori/);
    expect(openingLine(text)).not.toMatch(/FIPE/);
  });
});
