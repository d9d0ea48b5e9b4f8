import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as lead, openingLine } from '../testing/agents.js';

/**
 * Session 29 (fixs29d): claims to confirm open with the verdict on the figure in force, two probations asked in
 * one question, the working week said, a letter's part-time gross doubted, two expiries compared and a rise
 * summed from the month said.
 */

const ask = (message: string, history: string[] = []) => askAgent('main-agent', message, { history });

describe('a figure told and doubted', () => {
  it('denies months told against a probation in days, with no "è vero?" asked', async () => {
    const { text } = await ask(
      'sono 4 livello turismo, quanto dura la prova? mi hanno detto 3 mesi ma mi sembra tanto',
      ['mi hanno assunto in albergo come cameriera ai piani'],
    );
    expect(openingLine(text)).toMatch(/^No: non 3 mesi ma \*\*30 giorni\*\*/);
  });

  it('gives no verdict across units when the two can be the same span', async () => {
    const { text } = await ask('il titolare dice che al 5° livello fipe la prova è di un mese, è vero?');
    expect(openingLine(text)).not.toMatch(/^No\b/);
  });

  it('weighs the figure in force, not the one before the renewal', async () => {
    const { text } = await ask(
      "Il consulente dice che un operaio al 5° livello dell'alimentari industria ha un mese di prova massimo, è vero?",
    );
    expect(openingLine(text)).toMatch(/^No: non 1 mese ma \*\*1,5 mesi\*\*/);
    expect(openingLine(text)).toContain('**1 mese e mezzo di calendario**');
  });

  it('reads "ce l\'ho anch\'io?" as asking whether the fourteenth is due', async () => {
    const due = await ask("ma la 14esima ce l'ho anch'io? e quando la pagano?", [
      'lavoro in un ristorante col contratto fipe, 5° livello',
    ]);
    expect(openingLine(due.text)).toMatch(/^\*\*Sì\*\*/);
    expect(due.text).toContain('luglio');
    const none = await ask("e la quattordicesima ce l'ho anch'io?", [
      'sono operaio metalmeccanico industria, livello C3',
    ]);
    expect(openingLine(none.text)).toMatch(/^\*\*No\*\*.*\*\*13\*\*/);
  });
});

describe('renewals', () => {
  it('compares two expiries said to be the same', async () => {
    const same = await ask(
      'Applichiamo il terziario Confesercenti, non Confcommercio. Il consulente mi dice che il nostro contratto scade insieme a quello Confcommercio. È vero?',
    );
    expect(openingLine(same.text)).toMatch(/^\*\*Sì\*\*.*\*\*31 marzo 2027\*\*/);
    const other = await ask(
      'il nostro contratto tessile abbigliamento moda scade insieme a quello dei metalmeccanici industria, giusto?',
    );
    expect(openingLine(other.text)).toMatch(/^\*\*No\*\*.*31 marzo 2027.*30 giugno 2028/);
  });

  it('denies a renewal claimed in a year when the last one is older', async () => {
    const { text } = await ask(
      'Mi viene riferito che il CCNL AIOP RSA per il personale non medico sia stato rinnovato nel 2024 con erogazione di una tantum. È corretto?',
    );
    expect(openingLine(text)).toMatch(
      /^\*\*No\*\*: nelle fonti lette nessun rinnovo risulta firmato nel 2024/,
    );
    expect(openingLine(text)).toContain('2020');
  });

  it('sums the tranches from the month said, its own one included', async () => {
    const { text } = await askAgent(
      'calcolo',
      "e in tutto dal dicembre 2024 a oggi quanto è aumentato il 4° livello (senza contare l'acconto afac)?",
      { history: ["area meccanica artigiani, a novembre 2026 c'è un aumento? di quanto al 4 livello?"] },
    );
    expect(openingLine(text)).toContain('**120,00 €**');
    expect(openingLine(text)).toContain('50,00 € dal 1° dicembre 2024');
  });
});

describe('probation of a fixed-term hire and of the open-ended one after it', () => {
  it('answers both', async () => {
    const { text } = await ask(
      'Devo assumere una modellista al livello 4 del tessile abbigliamento moda industria. Prima la prendo a termine per 5 mesi e poi a tempo indeterminato. Quanto può durare al massimo la prova nel contratto a termine e quanto in quello a tempo indeterminato?',
    );
    expect(openingLine(text)).toContain('**45 giorni** (un mese e mezzo)');
    expect(openingLine(text)).toContain('a tempo indeterminato vale la durata piena: **3 mesi**');
  });
});

describe('holidays of the working week said', () => {
  it('says only that week’s figure', async () => {
    const { text } = await ask(
      "nello studio dove lavoro facciamo dal lunedì al venerdì, quanti giorni di ferie ho all'anno col contratto studi professionali?",
    );
    expect(openingLine(text)).toContain('**22 giorni lavorativi**');
    expect(text).not.toContain('26 giorni');
  });

  it('finds the week’s own figure when another subject comes first in the statement', async () => {
    const { text } = await ask(
      'Quanti giorni di ferie spettano con orario distribuito dal lunedì al venerdì?',
      [
        'magazziniere in una ditta di trasporti, CCNL logistica trasporto merci, 5° livello: quante ore a settimana?',
      ],
    );
    expect(openingLine(text)).toContain('su 5 giorni: **22 giorni lavorativi**');
  });
});

describe('a hiring letter’s part-time gross doubted', () => {
  const letter =
    "LETTERA DI ASSUNZIONE\nCon la presente Le comunichiamo l'assunzione a tempo indeterminato dal 02/11/2026\npresso Pasticceria Dolce Idea Srl, CCNL Pubblici Esercizi (FIPE).\nMansione: banconiera addetta alla caffetteria - Livello 5\nOrario: part-time 30 ore settimanali, su 5 giorni\nPeriodo di prova: 40 giorni di effettivo lavoro\nRetribuzione lorda mensile: euro 1.185,07 (paga base e contingenza riproporzionate)\nMensilita': 14\n";

  it('weighs it against the level’s minimum at the hours, the level named', async () => {
    const { text } = await askAgent(
      'main-agent',
      'ti ho messo la lettera che ho firmato. quanto dura la prova e quante ore lavoro? e il lordo che mi hanno scritto torna con le 30 ore?',
      { documents: [{ fileId: 'f', fileName: 'lettera-assunzione.txt', text: letter }] },
    );
    expect(lead(text)).toMatch(/^Sì: la retribuzione rispetta il minimo del 5° livello\.$/m);
    expect(text).toContain('1.580,09 € × 30/40');
  });
});
