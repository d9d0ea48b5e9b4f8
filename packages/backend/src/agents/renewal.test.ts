import { describe, expect, it } from 'vitest';
import { levelSteps, renewalSteps } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { askAgent, testKb as kb } from '../testing/agents.js';

function agreement(id: string): Ccnl {
  const ccnl = kb.byId(id);
  if (!ccnl) throw new Error(`${id} non è nella base di conoscenza`);
  return ccnl;
}
const first = (message: string) =>
  askAgent('main-agent', message)
    // The prose, without the "[n]" source markers (their placement is tested in source-markers.test).
    .text.replace(/(?: ?\[\d+\])+(?=[.;:]|$)/gm, '')
    .split('\n');

describe('renewal answers', () => {
  it('open with the increase at the reference level and every tranche the sources give', () => {
    const [line] = first('Di quanto è l’aumento del rinnovo del CCNL Pubblici esercizi?');
    expect(line).toBe(
      "Nel CCNL Pubblici esercizi FIPE l'ultimo rinnovo porta un aumento a regime di **200,00 €** di minimi al 4° livello, in 5 tranche: 50,00 € dal 1° giugno 2024, 40,00 € dal 1° giugno 2025, 40,00 € dal 1° giugno 2026, 30,00 € dal 1° giugno 2027, 40,00 € dal 1° dicembre 2027.",
    );
  });

  it('give the tranche of the level and month asked from two successive pay tables', () => {
    const [line] = first('di quanto aumenta il minimo del livello D1 dei chimici a luglio 2026?');
    expect(line).toBe(
      'Nel CCNL Chimico-farmaceutico il minimo mensile del livello D1 aumenta di **60,00 €** dal 1° luglio 2026: il nuovo minimo non è nella base di conoscenza (tabella solo ricostruita dalle fonti).',
    );
  });

  it('give another level its own increase from the tables, with the reference increase beside it', () => {
    const [line] = first('aumento del rinnovo metalmeccanici per il livello D1');
    expect(line).toMatch(
      /^Nel CCNL Metalmeccanici industria, per il livello D1, le tabelle dei minimi della base di conoscenza danno un aumento di \*\*[\d.,]+ €\*\* dal 1° giugno 2025 al 1° giugno 2028 \(\+[\d.,]+ € dal 1° giugno 2025, .*\)\. Il rinnovo indica 205,32 € di minimi al livello C3/,
    );
    const steps = renewalSteps(agreement('metalmeccanica-industria-federmeccanica'), 'D1');
    expect(steps.map((s) => s.from)).toEqual(['2025-06-01', '2026-06-01', '2027-06-01', '2028-06-01']);
  });

  it('put the validity first when that is what is asked, with the una tantum in the opening', () => {
    const lines = first('Quando scade il CCNL Studi professionali? C’era una tantum?').filter(Boolean);
    expect(lines[0]).toMatch(
      /^Il CCNL Studi professionali vale \*\*dal 1° marzo 2024 al 28 febbraio 2027\*\*/,
    );
    expect(lines.slice(0, 3).join(' ')).toContain('una tantum: 400 euro per ogni livello');
  });

  it('read a step only between two tables that hold the level', () => {
    const ccnl = agreement('tessile-abbigliamento-moda-smi');
    expect(levelSteps(ccnl, '4').map((s) => [s.from, s.amount])).toEqual([
      ['2026-01-01', 57],
      ['2027-01-01', 48],
    ]);
    expect(levelSteps(ccnl, 'nessuno')).toEqual([]);
  });

  it('name an agreement the question means that the knowledge base lacks, beside the one it holds', () => {
    const [line] = first(
      'Quando è stato firmato l’ultimo rinnovo del contratto delle case di cura AIOP per il personale non medico?',
    );
    expect(line).toMatch(
      /^Il CCNL AIOP\/ARIS per il personale non medico delle case di cura non è nella base di conoscenza, che contiene il CCNL Sanità privata AIOP RSA \(ultimo rinnovo: CCNL del 22 marzo 2012; accordo ponte del 3 ottobre 2023\); secondo le fonti lette, l'ultimo rinnovo è stato firmato da AIOP e ARIS l'8 ottobre 2020/,
    );
    const [own] = first('Quando scade il CCNL AIOP RSA delle residenze sanitarie?');
    expect(own).toMatch(
      /^Il CCNL Sanità privata AIOP RSA vale \*\*dal 1° ottobre 2023 al 30 giugno 2024\*\*/,
    );
  });

  it('say so when no tranche of the level falls in the month asked', () => {
    const [line] = first('di quanto aumenta il minimo del 4° livello del commercio a luglio 2026?');
    expect(line).toMatch(
      /^Nel CCNL Commercio nessuna tranche del minimo del 4° livello decorre a luglio 2026\b.*\+35,00 € dal 1° novembre 2026/,
    );
  });

  it('give the next tranche after today when that is what is asked', () => {
    const [line] = first('quando arriva il prossimo aumento nel commercio?');
    expect(line).toBe(
      "Nel CCNL Commercio il prossimo aumento del minimo del 4° livello decorre dal 1° febbraio 2027: **40,00 €** al mese (da 1.818,75 € a 1.858,75 €). È l'ultima tranche del rinnovo nella base di conoscenza.",
    );
  });

  it("open with every agreement's answer when the question names several", () => {
    const lines = first('Quando scadono il CCNL Commercio e il CCNL Turismo?').filter(Boolean);
    expect(lines[0]).toMatch(/^Il CCNL Commercio vale \*\*dal 1° aprile 2023 al 31 marzo 2027\*\*/);
    expect(lines[1]).toMatch(/^Il CCNL Turismo Federalberghi vale dal 1° luglio 2024 al 31 dicembre 2027/);
  });

  it("give the month's tranche and the total, without the other months' tranches", () => {
    const [line] = first('Alimentari industria: a gennaio 2026 è scattato un aumento? Di quanto?');
    expect(line).toContain("dal 1° gennaio 2026 l'aumento è di **60,00 €**");
    expect(line).toContain('280,00 €');
    expect(line).not.toContain('39,00 €');
    expect(line).not.toContain('35,00 €');
  });
});
