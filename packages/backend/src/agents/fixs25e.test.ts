import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb } from '../testing/agents.js';

const opening = (agent: Parameters<typeof askAgent>[0], message: string) =>
  askAgent(agent, message).text.split('\n')[0] ?? '';
const why = (message: string) =>
  askAgent('inquadra', message)
    .text.split('\n')
    .find((l) => l.startsWith('Perché')) ?? '';
const read = (message: string) =>
  readQuestion({ kb: testKb, message, history: [], today: '2026-11-25', agent: 'main-agent' });

describe('an agreement not held stays the answer, whatever subject is asked of it', () => {
  it('"quando arriva la quattordicesima" asked of the waste agreement says it is not held', () => {
    const q = 'Lavoro alla raccolta rifiuti, quando arriva la quattordicesima e quanto è?';
    expect(read(q).intent).toBe('agreement_not_covered');
    expect(opening('main-agent', q)).toMatch(
      /^\*\*CCNL Servizi ambientali .* non è nella base di conoscenza\*\*/,
    );
  });
  it('the waste agreement named by its workplace: a municipal firm, the separate collection', () => {
    for (const q of [
      'sono spazzino per la municipalizzata della nettezza urbana, quando pagano la tredicesima e quanto vale?',
      "guido il camion della differenziata per l'azienda che raccoglie i rifiuti, la quattordicesima quant'è?",
    ])
      expect(opening('main-agent', q)).toMatch(/CCNL Servizi ambientali .* non è nella base di conoscenza/);
  });
  it('Utilitalia alone names one of its agreements, none held; beside a sector, that sector’s', () => {
    expect(opening('main-agent', "lavoro in un'azienda associata Utilitalia, quante ferie ho?")).toMatch(
      /Utilitalia .* non è nella base di conoscenza/,
    );
    expect(
      opening('main-agent', 'lavoro in un acquedotto, azienda Utilitalia: quanto è il preavviso?'),
    ).toMatch(/CCNL Gas-acqua non è nella base di conoscenza/);
  });
  it('a calculation from a stated pay still needs no agreement', () => {
    expect(
      opening('main-agent', 'con il contratto ABI e una RAL di 40000 euro quanto prendo netto?'),
    ).toMatch(/\*\*2\.\d{3},\d{2} € al mese\*\*/);
  });
});

describe('the agreement of the person the question asks about', () => {
  it('a relative’s agreement asked ("gli spetta", "il suo contratto"), the writer’s own job a side remark', () => {
    const q =
      'Salve, scrivo per mio fratello: è dipendente di una banca di credito cooperativo da otto anni, io invece lavoro in un bar come cameriere. Vorrei capire quanti giorni di ferie gli spettano all’anno col suo contratto.';
    expect(opening('main-agent', q)).toMatch(/CCNL Credito cooperativo .* non è nella base di conoscenza/);
    expect(
      opening(
        'main-agent',
        'mia moglie lavora in banca col contratto ABI, io sono commesso in un negozio. Quanto le spetta di quattordicesima?',
      ),
    ).toMatch(/CCNL Credito \(ABI\) non è nella base di conoscenza/);
  });
  it('both agreements held: the relative’s answers, the writer’s own job is dropped', () => {
    const text = askAgent(
      'main-agent',
      'mio marito fa il muratore in una impresa edile industriale, io sono colf: quante ferie gli spettano?',
    ).text;
    expect(text.split('\n')[0]).toMatch(/^Nel CCNL Edilizia industria/);
    expect(text).not.toMatch(/Lavoro domestico/);
  });
  it('the writer’s own ask keeps the writer’s agreement', () => {
    expect(
      opening(
        'main-agent',
        'mio marito fa il bancario, io faccio la commessa in un negozio: quante ferie mi spettano?',
      ),
    ).toMatch(/CCNL Commercio.*\*\*26 giorni/);
  });
});

describe('a manual worker’s grade told by the definitions’ words', () => {
  it('normal trade skills, not specialised: the qualified worker (Edilizia 2°)', () => {
    const q =
      'CCNL Edilizia industria: pavimentista che esegue posa di piastrelle con le normali capacità pratiche del mestiere, senza essere specializzato né coordinare altri. A che livello va inquadrato?';
    expect(opening('inquadra', q)).toMatch(/\*\*2° livello/);
    expect(why(q)).toMatch(/operaio qualificato/);
  });
  it('work on drawings, leading nobody: the specialised worker (Edilizia 3°), not the squad leader', () => {
    const q =
      'edile industria, carpentiere esperto che esegue su disegno casseformi complesse da solo, nessuna squadra da guidare: livelo?';
    expect(opening('inquadra', q)).toMatch(/\*\*3° livello/);
    expect(why(q)).toMatch(/operaio specializzato/);
  });
  it('a grade decided by the words gives no second guess beside the neighbours', () => {
    const text = askAgent(
      'inquadra',
      'edile industria, carpentiere esperto che esegue su disegno casseformi complesse da solo, nessuna squadra da guidare: livelo?',
    ).text;
    expect(text).not.toMatch(/Da valutare anche/);
  });
  it('bricks carried on a building site are the builder’s, not the brickworks’ agreement', () => {
    expect(
      opening(
        'inquadra',
        'edile industria: aiuto muratore che impasta la malta e porta i mattoni, senza particolari competenze. livello?',
      ),
    ).toMatch(/\*\*1° livello/);
  });
  it('simple tasks with no particular knowledge: the common worker (Edilizia 1°, agricultural area 3)', () => {
    expect(
      opening(
        'inquadra',
        'edilizia industria, manovale che porta i materiali e pulisce il cantiere, lavori semplici senza particolari conoscenze. Livello?',
      ),
    ).toMatch(/\*\*1° livello/);
    expect(
      opening(
        'inquadra',
        'operaio agricolo addetto a mansioni generiche di raccolta, senza particolari titoli: che area?',
      ),
    ).toMatch(/Area 3/);
  });
  it('a worker who leads a squad stays with the head’s level', () => {
    expect(
      opening(
        'inquadra',
        'edilizia industria: operaio che guida una squadra di 4 muratori e coordina il lavoro in cantiere. livello?',
      ),
    ).toMatch(/\*\*4° livello/);
  });
  it('a profile named outright wins over the grade words (a shop assistant stays at the Commercio 4°)', () => {
    expect(
      opening('inquadra', 'commercio: commessa con normali conoscenze tecnico-pratiche, livello?'),
    ).toMatch(/\*\*4° livello\*\*/);
  });
});

describe('shelving beside the till is the cashier’s work, not the storekeeper’s', () => {
  it('the reason is a cashier’s profile', () => {
    for (const q of [
      'Assumo in negozio di abbigliamento una ragazza che sta in cassa e sistema la merce sugli scaffali. Commercio. Livello?',
      'commercio: prendo una commessa per il mio negozio di scarpe, batte gli scontrini e sistema la merce sugli scaffali, che livello le do?',
    ]) {
      expect(opening('inquadra', q)).toMatch(/\*\*4° livello\*\*/);
      expect(why(q)).toMatch(/cassa|cassiere/);
      expect(why(q)).not.toMatch(/«magazziniere»/);
    }
  });
  it('restocking beside the till weighs for the sales level, against a window-dresser’s extra task', () => {
    const q =
      'commercio, negozio di borse: la nostra dipendente accoglie i clienti, sta in cassa, sistema la merce sugli scaffali e ogni tanto allestisce le vetrine. Che livello?';
    expect(opening('inquadra', q)).toMatch(/\*\*4° livello\*\*/);
    expect(why(q)).not.toMatch(/«magazziniere»/);
  });
  it('"fa gli scontrini" is the till too', () => {
    expect(why('commercio: in negozio fa gli scontrini e prezza la merce, che livello?')).toMatch(
      /cassa|cassiere/,
    );
  });
  it('shelving in the stockroom with a forklift is still the storekeeper’s', () => {
    expect(
      why(
        'ccnl commercio, ragazzo che in magazzino sistema la merce sugli scaffali e usa il muletto, livello?',
      ),
    ).toMatch(/«magazziniere»/);
  });
});
