import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

const TODAY = { today: '2026-11-30' };
const ask = (agent: string, message: string, extra: Record<string, unknown> = {}) =>
  (askAgent(agent, message, { ...TODAY, ...extra } as never) as { text: string }).text;

describe("a part-timer's payslip minimum weighed at the hours it states", () => {
  const slip = (hours: string, line: string) =>
    withUpload(
      'busta.txt',
      `COOPERATIVA SOCIALE IL SOLE\nCCNL Cooperative sociali\nCEDOLINO MESE DI OTTOBRE 2026\nDipendente: VERDI ANNA - Livello: C1\nTipo rapporto: ${hours}\n\nCOD  DESCRIZIONE                 ORE/GG    IMPORTO\n${line}\nTOTALE COMPETENZE                                1.200,00\n`,
    );

  it('hours and a rounded percentage: 30/38 of the C1 minimum, not 78,95%', () => {
    const text = ask(
      'calcolo',
      'Il minimo in busta va bene per una C1 a 30 ore? Mi pare lo stesso dello scorso anno.',
      withUpload(
        'busta.txt',
        'COOPERATIVA SOCIALE IL SOLE\nCCNL Cooperative sociali\nCEDOLINO MESE DI OTTOBRE 2026\nLivello: C1   Tipo rapporto: part-time 30 ore settimanali (78,95%)\n\nMinimo conglobato (part-time)       1.196,22\nTOTALE COMPETENZE                   1.196,22\n',
      ),
    );
    expect(openingLines(text)).toContain('1.219,90 €');
    expect(text).toContain('23,68 €');
  });

  it('a fraction "30/38" and an hours column: the amount after the hours is the line weighed', () => {
    const text = ask(
      'calcolo',
      'La voce del minimo conglobato riproporzionato è giusta? Quanto manca al mese?',
      slip('part-time orizzontale 30/38', '001  Minimo conglobato (30/38)     130,00    1.196,22'),
    );
    expect(openingLines(text)).toContain('1.219,90 €');
    expect(text).toContain('1.196,22 €');
    expect(text).not.toContain('130,00 €:');
  });
});

describe('a payslip line that joins two table items', () => {
  it('"tabellare + contingenza" at 62,5%: both items of the new table, at the share', () => {
    const text = ask(
      'calcolo',
      "la paga base non è cambiata da settembre, non c'era un aumento a ottobre?",
      withUpload(
        'cedolino.txt',
        'Cedolino: NOVEMBRE 2026\nCCNL: Multiservizi  Livello: 2  Part-time 25 ore settimanali (62,50%)\nRetribuzione tabellare + contingenza (62,50%) ...... 855,11\nEDR (62,50%) ...... 6,46\n',
      ),
    );
    expect(openingLines(text)).toContain('876,98 €');
    expect(text).toContain('21,87 €');
  });
});

describe("two levels' minimums whose items differ beyond the minimum", () => {
  it('Logistica viaggiante: the minimo contrattuale gap beside the rows with EPA', () => {
    const text = ask('confronta', 'Logistica viaggianti, gennaio 2025: quanto cambia il minimo tra C3 e B3?');
    expect(openingLines(text)).toContain('11,09 €');
    expect(openingLines(text)).toContain('1.931,46 €');
    expect(openingLines(text)).toContain('1,09 €');
  });
});

describe('the rise between two months with the tables at both ends', () => {
  it('Logistica 5° from January 2025 to January 2026: the sum and the minimum before and after', () => {
    const text = ask(
      'main-agent',
      'Logistica 5° livello non viaggiante: di quanto è salito il minimo da gennaio 2025 a gennaio 2026 in totale?',
    );
    expect(openingLines(text)).toContain('35,15 €');
    expect(text).toContain('1.703,16 €');
    expect(text).toContain('1.738,31 €');
  });
});

describe("two levels' whole renewal increase", () => {
  it("Chimico A2 against A1: 46 € less of the increase, not the minimums' gap", () => {
    const text = ask(
      'confronta',
      'Nel chimico-farmaceutico quanto prende in meno di aumento complessivo del rinnovo un A2 rispetto a un A1?',
    );
    expect(openingLines(text)).toContain('46,00 €');
    expect(openingLines(text)).toContain('339,00 €');
  });
});

describe('a move to the level a classification proposed', () => {
  it('"mi hanno messo C1", then "e se mi passassero C2?": C2 weighed against the C1 held', () => {
    const text = ask(
      'confronta',
      'e passando a C2 quanto avrei in più al mese di minimo, a settembre 2025?',
      {
        history: ['faccio la oss in rsa con una coop sociale, mi hanno messo C1: è giusto il livello?'],
      },
    );
    expect(openingLines(text)).toContain('45,06 €');
  });
});

describe('comparison: each agreement keeps the level in its own brackets', () => {
  it('"(Terziario, 4° livello) … (industria alimentare, 3° livello)": each level in its own agreement', () => {
    const text = ask(
      'confronta',
      "Un magazziniere passa dalla ditta commerciale (CCNL Terziario Confcommercio, 4° livello) all'azienda alimentare (industria alimentare, 3° livello): quante mensilità ha ciascun contratto?",
    );
    expect(text).toContain('CCNL Commercio (4° livello)');
    expect(text).toContain('CCNL Alimentari industria (3° livello)');
  });
});

describe("a comparison after a turn that told the employer's activity", () => {
  it('the applied agreement is "la nostra", not the farm the story tells of', () => {
    const text = ask(
      'confronta',
      "E nel CCNL dell'industria alimentare la quattordicesima quando si paga e quanto vale, rispetto alla nostra?",
      {
        history: [
          "Siamo una cooperativa sociale con un'azienda agricola e applichiamo il CCNL delle cooperative sociali: alla nostra C1 quanto spettava di quattordicesima a giugno 2026?",
        ],
      },
    );
    expect(text).not.toContain('Operai agricoli');
    expect(openingLines(text)).toContain('luglio');
    expect(openingLines(text)).toContain('una mensilità intera');
  });
});

describe("a payslip's hourly quota doubted as not updated", () => {
  it('Commercio 4° in November 2026: 1.818,75 ÷ 168 = 10,83 €, the line still on the 2025 table', () => {
    const text = ask(
      'calcolo',
      'In busta la paga oraria è rimasta la stessa del mese scorso: è aggiornata per novembre?',
      withUpload(
        'busta-nov.txt',
        'CEDOLINO PAGA - NOVEMBRE 2026\nCCNL Terziario Distribuzione e Servizi (Confcommercio) - Livello 4\nPart-time 20 ore settimanali (50%)\nPaga oraria ............ 10,6176\nOre retribuite ......... 86\n',
      ),
    );
    expect(openingLines(text)).toContain("10,83 € l'ora");
    expect(text).toContain('1° novembre 2025');
  });
});

describe("a year's increases taken, compared", () => {
  it("the increase taken in 2025, not the year's pay: Confapi's June tranche from the renewal beside September's", () => {
    const text = ask(
      'confronta',
      "Nel 2025 ha avuto più aumento un C3 Federmeccanica o un 5° livello Confapi? E quanto in tutto nell'anno ciascuno?",
    );
    expect(openingLines(text)).toContain('27,70 €');
    expect(openingLines(text)).toContain('50,00 €');
    expect(text).not.toContain('27.918,88 €');
  });
});
