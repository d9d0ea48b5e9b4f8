import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

const NIGHT_STORY =
  "Mia zia vive sola, di giorno si arrangia e ha una colf che le fa le pulizie 10 ore a settimana a 9 € l'ora. Di notte però vorremmo che qualcuno dormisse da lei, con una stanza sua, solo per non lasciarla sola: niente assistenza. Un vicino dice che 400 euro al mese bastano. Qual è il minimo contrattuale mensile per la presenza notturna nel 2026?";

describe('domestic work: the level a follow-up describes', () => {
  it('a colf at level B, then a baby-sitter for a child: the BS hourly minimum, not B', () => {
    const answer = askAgent(
      'calcolo',
      'E se le chiediamo invece di occuparsi di nostra figlia di 5 anni il pomeriggio, portarla al parco e darle la cena? Che minimo orario le spetta allora?',
      {
        history: [
          "Abbiamo una colf a ore che fa le pulizie da noi, livello B: quanto è il minimo orario quest'anno?",
        ],
      },
    );
    expect(openingLine(answer.text)).toContain('livello BS');
    expect(openingLine(answer.text)).toContain('7,45 €');
    expect(answer.text).not.toContain('7,01 €');
  });

  it('a level the follow-up names itself stays', () => {
    const answer = askAgent('calcolo', 'e per il livello C invece, sempre a ore?', {
      history: ['Baby sitter per nostro figlio di 8 anni, a ore: minimo orario 2026?'],
    });
    expect(openingLine(answer.text)).toContain('7,86 €');
  });
});

describe('domestic work: the 2026 tables of night work and the DS allowance', () => {
  it('DS live-in: the minimum and the function allowance named apart', () => {
    const answer = askAgent(
      'calcolo',
      'badante convivente formata OSS per una persona non autosufficiente, livello DS: minimo mensile 2026?',
    );
    expect(openingLine(answer.text)).toContain('1.682,42 €');
    expect(openingLine(answer.text)).toContain('1.474,73 €');
    expect(openingLine(answer.text)).toContain('207,69 €');
    expect(answer.text).toContain('assindatcolf.it');
  });

  it('night presence asked after a story with a day worker paid by the hour: the table E minimum', () => {
    const answer = askAgent('main-agent', NIGHT_STORY);
    expect(openingLine(answer.text)).toContain('811,09 €');
    expect(openingLines(answer.text)).not.toMatch(/contributi INPS/);
  });

  it('then night assistance by a trained carer: the table D minimum of DS for 2026', () => {
    const answer = askAgent(
      'calcolo',
      "E se invece la notte andasse assistita perché non è più autosufficiente, con una persona che ha l'attestato OSS? Quanto sarebbe il minimo mensile?",
      { history: [NIGHT_STORY] },
    );
    expect(openingLine(answer.text)).toContain('assistenza notturna');
    expect(openingLine(answer.text)).toContain('1.695,99 €');
  });

  it('a baby-sitter who does not sleep in keeps the hourly table', () => {
    const answer = askAgent(
      'calcolo',
      'Una ragazza viene tre pomeriggi per stare con i nostri figli di 6 e 8 anni; non dorme da noi. Qual è la paga oraria minima quest’anno?',
    );
    expect(openingLine(answer.text)).toContain('7,45 €');
  });
});

describe('domestic work: a doubt answered with its verdict first', () => {
  it('"mi tolgono solo i contributi, non l\'IRPEF: è giusto?": Sì', () => {
    const answer = askAgent(
      'main-agent',
      'faccio la colf da una famiglia, mi tolgono solo i contributi e nn mi trattengono l irpef, è giusto?',
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*Sì\*\*/);
  });

  it('a 14th my relative gets and I, a domestic worker, never saw: Sì', () => {
    const answer = askAgent(
      'confronta',
      'Mia cugina fa la commessa in un negozio col contratto del commercio e a luglio prende la quattordicesima; io sono badante presso una famiglia e la quattordicesima non me la danno. È giusto così?',
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*Sì\*\*/);
    expect(answer.text).toContain('13 mensilità');
  });

  it('a domestic payslip withholding 9,19% of INPS: No, with the hourly share due', () => {
    const answer = askAgent(
      'calcolo',
      'la trattenuta dei contributi INPS sulla busta della badante è giusta?',
      {
        documents: [
          {
            fileId: 'd1',
            fileName: 'busta.txt',
            text: 'CEDOLINO - LAVORO DOMESTICO - SETTEMBRE 2026\nLavoratrice: badante livello BS, non convivente\nOrario: 20 ore settimanali\nPaga oraria: 8,00 euro\nOre retribuite nel mese: 87\nRetribuzione lorda: 696,00 euro\nContributi INPS a carico lavoratore (9,19%): 63,96 euro\nNetto: 632,04 euro',
          },
        ],
      },
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(answer.text)).toContain('37,41 €');
  });
});

describe('domestic work: what the knowledge base lacks is said, with no figure', () => {
  it('the Cas.sa.Colf contribution', () => {
    const answer = askAgent(
      'calcolo',
      "per la nostra colf quanto si versa di cassa colf all'ora quest'anno?",
    );
    expect(openingLine(answer.text)).toContain('non è nella base di conoscenza');
    expect(answer.text).not.toMatch(/\d,\d\d €|%/);
  });

  it('a condominium porter told he has the domestic contract, which another denies: not held', () => {
    const answer = askAgent(
      'main-agent',
      "Lavoro come portiere in un condominio di Milano. Il mio collega dice che ho il contratto delle colf, ma l'amministratore dice di no: che stipendio minimo mi spetta?",
    );
    expect(openingLine(answer.text)).toContain('Proprietari di fabbricati');
    expect(answer.text).not.toMatch(/\d,\d\d €/);
  });

  it('leave for disabled relatives the renewal introduced: the gap opens, the L. 104 exclusion follows', () => {
    const answer = askAgent(
      'main-agent',
      'la colf di mia madre ha il marito disabile grave. ho letto che il rinnovo del contratto delle colf ha introdotto dei permessi per assistere i familiari disabili: quanti giorni le spettano?',
    );
    expect(openingLine(answer.text)).toContain('non sono nella base di conoscenza');
    expect(answer.text).toContain('non spettano');
  });
});
