import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const opening = (
  message: string,
  documents: { fileName: string; text: string }[] = [],
  agent = 'main-agent',
) =>
  askAgent(agent, message, { documents: documents.map((d, i) => ({ fileId: `f${i}`, ...d })) }).text.split(
    '\n',
  )[0] ?? '';

describe('a right denied or a payer claimed opens with the verdict read on the agreement', () => {
  it('"i permessi non esistono, solo ferie" in FIPE: No, with the year’s hours', () => {
    expect(
      opening(
        'Lavoro in un bar con il contratto FIPE: il mio datore dice che nel nostro contratto non ci sono permessi retribuiti, solo ferie. È vero?',
      ),
    ).toMatch(/^\*\*No\*\*: .*permessi retribuiti ci sono.*\*\*104 ore\*\*/);
  });
  it('"mi stanno fregando?" asks the claim told before it', () => {
    expect(
      opening(
        'Con il CCNL Pubblici esercizi FIPE il titolare dice che i permessi retribuiti (ROL) non esistono. Mi stanno fregando?',
      ),
    ).toMatch(/^\*\*No\*\*/);
  });
  it('the Cassa Edile pays a manual worker’s Christmas bonus, not a clerk’s', () => {
    expect(
      opening(
        'sono manovale in un cantiere, contratto edilizia industria, il titolare dice che la tredicesima non me la da lui perche la paga la cassa edile, è vero?',
      ),
    ).toMatch(/^\*\*Sì\*\*: .*Cassa Edile.*\*\*10%\*\*/);
    expect(
      opening(
        "Sono impiegata tecnica in un'impresa edile con il CCNL edilizia industria; il capo dice che la tredicesima me la paga la cassa edile e non lui. È giusto?",
      ),
    ).toMatch(/^\*\*No\*\*: .*impiegati la paga l'impresa/);
  });
  it('the 14th extended to the security services: Sì when asked if due, No when denied', () => {
    expect(
      opening('la 14esima ce l’hanno solo le guardie giurate o spetta anche a noi dei servizi fiduciari?'),
    ).toMatch(/^\*\*Sì\*\*: .*\*\*dal 1° gennaio 2024\*\*/);
    expect(
      opening(
        'Sono operatore dei servizi fiduciari: il responsabile dice che la quattordicesima non mi spetta perché è solo delle guardie giurate, è vero?',
      ),
    ).toMatch(/^\*\*No\*\*/);
  });
  it('a yearly increment claimed of domestic work: No, every two years, 4%', () => {
    expect(opening('la colf dice che lo scatto di anzianità è annuale, è così?')).toMatch(
      /^\*\*No\*\*: .*\*\*biennali\*\*.*\*\*4%\*\*/,
    );
  });
});

describe('a document’s figure weighed against the agreement opens with Sì or No, as asked', () => {
  const letter = (probation: string) => [
    {
      fileName: 'lettera.txt',
      text: `LETTERA DI ASSUNZIONE\nAlbergo Miramonti s.r.l. - CCNL Turismo Federalberghi\nMansione: addetta al ricevimento - 4° livello\nDecorrenza: 1 dicembre 2026\nPeriodo di prova: ${probation}\n`,
    },
  ];
  it('a probation beyond the maximum: No when asked if allowed, Sì when asked if too long', () => {
    expect(
      opening('Può essere così lunga la prova della lettera caricata, oppure no?', letter('60 giorni')),
    ).toMatch(/^\*\*No\*\*: il documento indica 60 giorni;.*massimo è 30 giorni: non è conforme/);
    expect(opening('ti ho caricato la lettera, la prova è troppo lunga?', letter('60 giorni'))).toMatch(
      /^\*\*Sì\*\*: il documento indica 60 giorni/,
    );
  });
  it('a probation written with its number in words ("6 (sei) mesi") is read and weighed', () => {
    expect(
      opening('La prova della lettera caricata è regolare?', letter('2 (due) mesi di calendario')),
    ).toMatch(/^\*\*No\*\*: il documento indica 2 \(due\) mesi di calendario/);
  });
  it('a payslip’s item at the table: Sì; below it: No, by how much', () => {
    const payslip = (base: string) => [
      {
        fileName: 'cedolino.txt',
        text: `CEDOLINO PAGA - NOVEMBRE 2026\nHotel Lago Blu srl - CCNL Turismo Federalberghi - aziende alberghiere\n4° livello - full time 40 h\nPaga base conglobata ${base}\n`,
      },
    ];
    const q = 'Cedolino di novembre 2026 in allegato: la paga base conglobata è quella giusta?';
    expect(opening(q, payslip('1.695,69'), 'calcolo')).toMatch(/^\*\*Sì\*\*: .*corrisponde/);
    expect(opening(q, payslip('1.650,69'), 'calcolo')).toMatch(/^\*\*No\*\*: .*è inferiore di 45,00 €/);
  });
  it('IRPEF withheld from a household worker: No, with the amount to give back', () => {
    expect(
      opening(
        'Nella busta della badante di ottobre ho trattenuto 45,00 euro di IRPEF, va bene?',
        [],
        'calcolo',
      ),
    ).toMatch(/^\*\*No\*\*: .*ritenuta IRPEF di \*\*45,00 €\*\* va quindi tolta/);
  });
});

describe('figures the knowledge base holds only from an old page', () => {
  it('the Logistica comporto opens with the gap of the text in force, then the old page’s figures', () => {
    expect(opening('Quanti giorni di comporto ha un autista col CCNL logistica?')).toMatch(
      /\*\*il comporto per malattia del testo in vigore non è nella base di conoscenza\*\*.*245 giorni/,
    );
  });
  it('"non stabilimento balneare" keeps the general ROL band', () => {
    const text = askAgent(
      'main-agent',
      'Cameriere in un ristorante di Rimini (non stabilimento balneare), CCNL Pubblici esercizi FIPE, assunto a marzo 2023: quante ore di permesso mi spettano quest’anno?',
    ).text;
    expect(text).toMatch(/\*\*68 ore l'anno\*\*/);
    expect(text).not.toMatch(/stabilimenti balneari\): 76 ore/);
  });
});

describe('which agreement, asked of one of two workplaces a story names', () => {
  it('"quale CCNL al personale dell’albergo" beside its restaurant: Turismo', () => {
    expect(
      opening(
        "Gestisco un albergo con un piccolo ristorante interno; vogliamo assumere una receptionist: quale CCNL dobbiamo applicare al personale dell'albergo?",
      ),
    ).toMatch(/contratto di riferimento è il \*\*CCNL Turismo Federalberghi\*\*/);
  });
});

describe('an amount the knowledge base holds only as a range', () => {
  it('a position’s seniority increment asked in Cooperative sociali opens with the gap, the range after', () => {
    const first = opening(
      'sono educatore D2 in una coop sociale, quanto mi danno in più per ogni scatto di anzianità?',
    );
    expect(first).toMatch(
      /^Nel CCNL Cooperative sociali \*\*l'importo dello scatto .* non è nella base di conoscenza\*\*/,
    );
    // A gap carries no euro figure (h115-25): the range's ends are not the level's amount.
    expect(first).not.toMatch(/€/);
  });
});

describe('a payslip listing the table’s items, its minimum doubted beside the upload', () => {
  it('"ho caricato la busta, il minimo è giusto o no?" weighs the items’ total: No, 35,00 € under', () => {
    const payslip = [
      {
        fileName: 'busta.txt',
        text: 'CEDOLINO PAGA - NOVEMBRE 2026\nCCNL Terziario Distribuzione Servizi (Confcommercio)\nLivello: 4° - Tempo pieno 40 h\nPaga base 1.257,46\nContingenza 524,22\nTerzo elemento 2,07\nTotale retribuzione mensile 1.783,75\n',
      },
    ];
    expect(opening('ho caricato la busta di novembre, il minimo è giusto o no?', payslip, 'calcolo')).toMatch(
      /^\*\*No\*\*: .*\*\*1\.818,75 €\*\*.*\*\*35,00 € in meno\*\*/,
    );
  });
});
