import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening, openingLine, withUpload } from '../testing/agents.js';

const upload = (text: string) => withUpload('documento.txt', text);

describe('session 55: one item or one sum of an uploaded payslip or letter, and a minimum with its named parts', () => {
  it('the INPS share felt too high: 9,19% of the taxable pay, against the figure withheld', () => {
    const answer = askAgent(
      'calcolo',
      'i contributi previdenziali trattenuti in questa busta mi paiono eccessivi, quanto dovrebbero essere?',
      upload(
        'BUSTA PAGA OTTOBRE 2026\nCCNL Multiservizi - Livello 3\nRetribuzione tabellare 924,74\nContingenza 515,42\nImponibile previdenziale 1.440,16\nContributi INPS a carico lavoratore 150,00\nNetto in busta 1.230,00\n',
      ),
    );
    // 1.440,16 × 9,19% = 132,35
    expect(opening(answer.text)).toContain('132,35');
  });

  it("a letter's monthly gross on its payments: the year's gross asked as 'lorda annua'", () => {
    const answer = askAgent(
      'main-agent',
      'secondo la proposta che ho allegato, quale sarebbe la mia retribuzione lorda annua?',
      upload(
        'Proposta di assunzione\nCCNL Terziario Confcommercio, 4° livello.\nRetribuzione lorda mensile: euro 1.900,00, corrisposta per 14 mensilità.\n',
      ),
    );
    // 1.900,00 × 14 = 26.600,00
    expect(openingLine(answer.text)).toContain('26.600,00');
  });

  it("a letter's hourly base pay doubted against the minimum: the level's hour on the divisor, and the gap", () => {
    const answer = askAgent(
      'main-agent',
      'la paga base oraria scritta nel contratto allegato è allineata al minimo?',
      upload(
        'Contratto di assunzione\nCCNL Edilizia industria, operaio comune, 1° livello, 40 ore settimanali.\n- paga base oraria: euro 6,00, oltre contingenza ed EDR;\n',
      ),
    );
    // 1st level from 1.3.2026: 1.117,36 / 173 = 6,46
    expect(openingLine(answer.text)).toContain('6,46');
    expect(openingLine(answer.text)).toMatch(/\*\*No(?:, è sotto il minimo)?\*\*/);
  });

  it("a part-timer's hourly pay in the contract doubted: the hour is weighed unproportioned", () => {
    const answer = askAgent(
      'calcolo',
      "l'importo all'ora del mio contratto part-time è quello giusto per il livello?",
      upload(
        'CONTRATTO INDIVIDUALE\nCCNL Multiservizi, 2° livello operaio\nOrario: part-time 20 ore settimanali\nPaga oraria lorda: euro 7,90\n',
      ),
    );
    // 2nd level from 1.10.2026: 1.403,17 / 173 = 8,11 an hour, whatever the hours.
    expect(openingLine(answer.text)).toContain('8,11');
    expect(openingLine(answer.text)).toMatch(/\*\*No(?:, è sotto il minimo)?\*\*/);
  });

  it('a Multiservizi minimum asked with its EDR named: the total with it, then the follow-up on another level', () => {
    const first =
      'pulizie multiservizi, 5° livello: minimo mensile comprensivo di tabellare più contingenza più EDR a marzo 2025?';
    const answer = askAgent('main-agent', first);
    // 2024-07 table, 5th level: its monthly minimum + EDR 10,33.
    expect(openingLine(answer.text)).toMatch(/con EDR, è \*\*[\d.]+,\d\d €\*\*/);
    const followUp = askAgent('calcolo', 'e per il 4° livello nello stesso mese?', { history: [first] });
    expect(opening(followUp.text)).toMatch(/EDR/);
  });

  it('a part-timer payslip: the shortfall asked ("quanto manca") against the proportioned minimum', () => {
    const answer = askAgent(
      'calcolo',
      'questa è la busta di mia madre, part-time: quanto le manca ogni mese rispetto al minimo?',
      upload(
        'CEDOLINO MARZO 2025\nCCNL Multiservizi - Livello 2°\nRapporto: part-time 30 ore settimanali (75%)\nPaga base 561,91\nContingenza 385,47\nTotale retribuzione 947,38\nNetto in busta 820,00\n',
      ),
    );
    expect(opening(answer.text)).toContain('962,38');
    expect(opening(answer.text)).toContain('15,00');
  });

  it("the incoming contractor's letter with a probation: taken over without probation", () => {
    const answer = askAgent(
      'main-agent',
      'la nuova impresa mi ha scritto questa lettera con la prova di un mese: è regolare?',
      upload(
        "Oggetto: assunzione per subentro nell'appalto di pulizia dell'ospedale (cambio appalto)\nCCNL Multiservizi, 2° livello.\nPeriodo di prova: 26 giorni di effettivo lavoro.\n",
      ),
    );
    expect(openingLine(answer.text)).toMatch(/senza periodo di prova/);
  });
});
