import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

// Pay figures written in unusual ways, turned into the figure asked (issue 12, session 62).
describe('pay figures written in unusual ways', () => {
  it('a RAL told in thousands without "mila" is a yearly pay, not 31 €', () => {
    const answer = askAgent(
      'calcolo',
      'la mia ral è 31, quanto mi entra netto al mese? commercio, anno 2026',
    );
    expect(answer.text).toContain('RAL 31.000,00');
  });

  it('the month a RAL is believed to give is checked by the agreement payments', () => {
    const answer = askAgent('calcolo', 'ral 30 mila nel terziario significa 3.000 € al mese? come funziona?');
    // 30.000 / 14 = 2.142,86
    expect(openingLine(answer.text)).toContain('2.142,86');
    expect(openingLine(answer.text)).toMatch(/non 3\.000,00/);
  });

  it("an hourly pay turned into the month's gross with the agreement's divisor", () => {
    const answer = askAgent(
      'calcolo',
      "mi pagano 12 euro all'ora, tempo pieno 40 ore, contratto del commercio: quanto fa lordo al mese?",
    );
    // 12 × 168 = 2.016,00 (not 12 × 160)
    expect(openingLine(answer.text)).toContain('2.016,00');
    expect(answer.text).not.toContain('1.920,00');
  });

  it('the gross raise that gives a net raise, higher than the net one', () => {
    const answer = askAgent(
      'calcolo',
      'Magazziniere del commercio, RAL 30.000 su 14. Vorrei dargli 50 euro netti in più al mese: di quanto aumento il lordo mensile? 2026, niente addizionali',
    );
    const increase = /alzato di \*\*circa ([\d.,]+) €/.exec(openingLine(answer.text))?.[1];
    expect(increase).toBeDefined();
    const value = Number((increase ?? '0').replace(/\./g, '').replace(',', '.'));
    expect(value).toBeGreaterThan(80);
    expect(value).toBeLessThan(110);
  });

  it('the same yearly net on another count of payments is the same RAL split again', () => {
    const answer = askAgent(
      'calcolo',
      'Anna prende 1.800 € lordi al mese su 14 mensilità. Paolo avrà un contratto a 13 mensilità e vuole lo stesso netto annuo di Anna: quanto lordo mensile gli do?',
    );
    // 1.800 × 14 / 13 = 1.938,46
    expect(openingLine(answer.text)).toContain('1.938,46');
  });

  it('a net promised in a story about the consultant asks the RAL, not a payslip check', () => {
    const answer = askAgent(
      'calcolo',
      'Ho un bar (pubblici esercizi), a un cameriere part-time ho garantito 900 € netti al mese su 14 mensilità. La consulente mi ha mandato una RAL che non mi torna: con le regole 2026, addizionali escluse, quale RAL ci vuole?',
    );
    expect(openingLine(answer.text)).toMatch(
      /Per un netto di 900,00 € al mese su 14 mensilità nel 2026 serve una RAL/,
    );
  });

  it('the net an uploaded letter agrees is the net the RAL is asked for', () => {
    const letter =
      'Gentile Sig. Rossi, dal 1° marzo 2026 Le riconosciamo un netto mensile garantito di euro 1.700,00 per 14 mensilità, CCNL Terziario Confcommercio.';
    const answer = askAgent(
      'calcolo',
      'Nella lettera allegata ho promesso un netto al mio commesso: che RAL devo mettere in conto per il 2026? Senza addizionali, niente familiari a carico.',
      withUpload('lettera.txt', letter),
    );
    expect(openingLine(answer.text)).toMatch(/Per un netto di 1\.700,00 € al mese su 14 mensilità/);
  });

  it('a municipal rate written without "%" is used in the net-to-gross', () => {
    const answer = askAgent(
      'calcolo',
      "e con le addizionali? abito in lombardia, regionale 1,23% e il mio comune applica lo 0,5 sull'intero reddito",
      {
        history: [
          'Commercio, vorrei 1.600 € netti al mese su 14 mensilità nel 2026: che lordo mensile serve? Per ora niente addizionali.',
        ],
      },
    );
    expect(answer.text).toMatch(/Addizionale comunale[^|]*\| 0,5% ×/);
  });

  it('why the gross for the same net changed between the two years: the second bracket', () => {
    const answer = askAgent('calcolo', 'come mai nel 2025 ci voleva un lordo più alto per lo stesso netto?', {
      history: [
        'Chimico, netto di 2.500 € al mese su 13 mensilità nel 2026 senza addizionali: quanto lordo serve?',
      ],
    });
    expect(openingLine(answer.text)).toMatch(/dal 35% al 33%/);
  });

  it('a RAL weighed against the minimum with no level asks for the level', () => {
    const answer = askAgent(
      'calcolo',
      'Offerta da un magazzino della logistica: RAL 24 mila su 14. Non voglio stare sotto il minimo, secondo voi va bene?',
    );
    expect(openingLine(answer.text)).toMatch(/livello di inquadramento/);
    expect(openingLine(answer.text)).not.toMatch(/netto stimato/);
  });

  it('an item’s gross asked beside a payslip that prints its net is no net-to-gross', () => {
    const answer = askAgent(
      'main-agent',
      'dalle voci fisse della busta che ti allego, guardando le voci fisse, a quanto arriverà la tredicesima lorda, visto che è in forza da gennaio?',
      withUpload(
        'busta.txt',
        'BUSTA PAGA MARZO 2026 - CCNL Commercio - 4° livello full time\nPaga base 1.292,46\nContingenza 524,22\nTerzo elemento 2,07\nTotale competenze 1.818,75\nContributi INPS 167,14\nNETTO IN BUSTA 1.480,20\n',
      ),
    );
    expect(openingLine(answer.text)).not.toMatch(/Per un netto di/);
    expect(answer.text).toContain('1.818,75');
  });
  it('the 13th asked beside a cleaning payslip that prints "NETTO DEL MESE" is the fixed items’ sum', () => {
    // g15a-12: 889,21 + 513,96 + 10,33 + 12,50 = 1.426,00 for a whole year; not a gross for the 1.204,66 net.
    const answer = askAgent(
      'main-agent',
      "Sulla base delle voci fisse del cedolino allegato, a quanto ammonterà la tredicesima lorda della dipendente, in servizio per l'intero anno?",
      withUpload(
        'cedolino_ottobre_pulizie.txt',
        'CEDOLINO OTTOBRE 2026 - Splendor Servizi Srl - CCNL Multiservizi\nDipendente: Greco Rosa - operaia 2° livello - full time 40 h\nVoce                          Quantità   Importo\nRetribuzione tabellare                   889,21\nContingenza                              513,96\nEDR                                       10,33\nScatti anzianità (1)                      12,50\nLavoro supplementare 20%       4,00 h     49,32\nTOTALE COMPETENZE                      1.475,32\nContr. IVS c/dip. 9,19%                  135,58\nNETTO DEL MESE                         1.204,66\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('1.426,00');
    expect(openingLine(answer.text)).not.toMatch(/Per un netto di/);
  });
});
