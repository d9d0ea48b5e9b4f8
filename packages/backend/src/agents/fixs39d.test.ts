import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';

const read = (message: string, history: string[] = [], agent = 'calcolo') =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY, agent } as never);

describe('calculations from the figures and dates the user states', () => {
  it('reads a fixed-term span to its last day beside the hire said again ("è entrato a settembre")', () => {
    const r = read(
      'Contratto a termine dal 1° settembre 2026 al 28 febbraio 2027, commesso 4° livello del CCNL commercio. Quanto gli arriverà di tredicesima a dicembre? Gli ho detto che non prenderà una mensilità intera visto che è entrato a settembre.',
    );
    expect(r.slots.endDate).toBe('2027-02-28');
    const { text } = askAgent(
      'calcolo',
      'Contratto a termine dal 1° settembre 2026 al 28 febbraio 2027, commesso 4° livello del CCNL commercio. Quanto gli arriverà di tredicesima a dicembre? Gli ho detto che non prenderà una mensilità intera visto che è entrato a settembre.',
    );
    expect(text).toContain('606,25 €');
  });

  it('values overtime on the hourly pay stated as "retribuzione oraria di riferimento"', () => {
    const { text } = askAgent(
      'calcolo',
      'Operaio edile (CCNL edilizia industria), retribuzione oraria di riferimento 9,20 €. Ha fatto 10 ore di straordinario diurno: quanto gli spetta lordo?',
    );
    expect(openingLine(text)).toContain('124,20 €');
  });

  it("weighs the employer's figure against the part-time minimum asked, not as a gross to turn to net", () => {
    const { text } = askAgent(
      'calcolo',
      'lavoro 16 ore a settimana, barista 5 livello contratto fipe. quanto devo prendere al mese lordo minimo? il titolare dice 550',
    );
    expect(openingLine(text)).toContain('632,04 €');
    expect(openingLine(text)).toContain('in meno');
  });

  it('does not carry the rates stated for one place to a follow-up that moves to another', () => {
    const { text } = askAgent(
      'calcolo',
      'E se si trasferisse a Milano e ci risiedesse tutto il 2026, con le addizionali di Lombardia e Milano?',
      {
        history: [
          "RAL di 25.000 € nel 2026, residente a Mestre, nessun familiare a carico. Il Veneto ha la regionale all'1,23% e mettiamo lo 0,8% di comunale senza esenzioni. Quanto netto annuo?",
        ],
      },
    );
    expect(text).toContain('20.569,65 €');
    expect(text).not.toContain('aliquota indicata da te');
  });

  it('answers the net when the payments are stated as the premise of the case', () => {
    const { text } = askAgent(
      'calcolo',
      'Addetta pulizie 3° livello Multiservizi, tempo pieno, residente a Milano, nessun familiare a carico. Con la paga di adesso (paga base + contingenza su 14 mensilità, EDR su 13), quanto netto in un anno?',
    );
    expect(openingLine(text)).toContain('17.966,31 €');
  });

  it("states art. 13 TUIR's floors in the deduction rule", () => {
    const { text } = askAgent(
      'main-agent',
      'Con un contratto a termine la detrazione minima per lavoro dipendente è più alta: di quanto è?',
    );
    expect(text).toContain('1.380,00 €');
    expect(text).toContain('690,00 €');
  });

  it('answers the 5% on renewal increases asked as "tasse normali" on the sum the turn before told', () => {
    const { text } = askAgent(
      'main-agent',
      "ok e su quei soldi in più ci pago le tasse normali? l'anno scorso ho guadagnato tipo 19 mila lordi",
      { history: ["a novembre nel commercio non c'era l'aumento? sono 4 livello, quanto è l'aumento?"] },
    );
    expect(openingLine(text)).toMatch(/^No: .*\*\*5%\*\*/);
    expect(openingLine(text)).toContain('33.000,00 €');
  });
});
