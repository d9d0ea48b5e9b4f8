import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history });
const opening = (message: string, history: string[] = [], agent = 'main-agent') =>
  openingLine(ask(message, history, agent).text);

describe('each kind of leave is answered from its own subject', () => {
  it('bereavement from the agreement’s bereavement fact, in several phrasings', () => {
    for (const message of [
      'mi è morto il nonno, quanti giorni di permesso ho? lavoro in un negozio ccnl commercio',
      'Quanti giorni di permesso spettano per lutto nel CCNL Commercio?',
      'decesso di un parente stretto: giorni retribuiti nel ccnl commercio?',
    ]) {
      const line = opening(message);
      expect(line, message).toContain('permessi per lutto');
      expect(line, message).toContain('3 giorni');
      expect(line, message).not.toMatch(/ROL|riduzione d'orario: 56/);
    }
    // A follow-up naming another agreement keeps the kind asked.
    expect(
      opening('e nel CCNL Metalmeccanici?', ['Quanti giorni di permesso per lutto nel CCNL Commercio?']),
    ).toMatch(/Metalmeccanici industria, permessi per lutto: \*\*3 giorni/);
  });

  it('maternity, paternity and parental leave from the law, never from the ROL table', () => {
    const maternity = ask('Quanto dura il congedo di maternità per una dipendente del CCNL Commercio?').text;
    expect(openingLine(maternity)).toContain('5 mesi, pagati all’80%');
    // The Commercio top-up to 100% of the net pay (fiscoetasse, family-leave fixs59g) follows the law.
    expect(maternity).toMatch(/integra l'indennità INPS .*fino a raggiungere il 100%/);
    expect(maternity).not.toContain('ROL');
    expect(
      opening('mia moglie ha partorito ieri, quanti giorni di congedo ho io come padre? commercio'),
    ).toContain('10 giorni lavorativi, pagati al 100%');
    expect(opening('congedo parentale nel ccnl turismo quanto pagano?')).toContain(
      '3 mesi pagati all’80%, 6 mesi al 30%',
    );
    const both = ask(
      'Quanto prende una lavoratrice in maternità nel CCNL Commercio? E il congedo parentale?',
    ).text;
    expect(openingLine(both)).toContain('congedo di maternità');
    expect(both).toContain('congedo parentale si può usare fino ai 14 anni del figlio');
  });

  it('breastfeeding rests from the law (art. 39 D.Lgs. 151/2001), the agreement’s own rules said missing', () => {
    const text = ask('permessi per allattamento nel CCNL Cooperative sociali').text;
    expect(openingLine(text)).toContain('2 riposi di 1 ora al giorno (2 ore)');
    expect(text).toContain('non ha regole proprie del contratto (permessi per allattamento');
  });
});

describe('overtime: the kind asked first', () => {
  it('a weekday hour opens with the weekday rate, the others as secondary lines', () => {
    const text = ask('Quanto vale un’ora di straordinario per un 4° livello del CCNL Commercio?').text;
    expect(openingLine(text)).toContain('**12,45 €**');
    expect(text).toContain('Altre maggiorazioni del contratto');
    expect(text).toMatch(/straordinario festivo \(anche domenicale\): 30%, 14,07 € l'ora/);
  });

  it('a weekday hour in an agreement with only holiday rates says the weekday rate is missing', () => {
    for (const message of [
      "Quanto vale un'ora di straordinario in un giorno feriale per il livello D1 del CCNL Chimico?",
      'straordinario chimico farmaceutico D1 quanto vale l’ora?',
    ]) {
      const text = ask(message).text;
      expect(openingLine(text), message).toContain('straordinario feriale non è nella base di conoscenza');
      expect(openingLine(text), message).not.toContain('50%');
      expect(text, message).toContain('lavoro festivo');
    }
  });
});

describe('supplementary hours open with the agreement’s rate', () => {
  it('states the surcharge first, then the hour’s value when the level is known', () => {
    expect(
      opening(
        'Sono part-time a 20 ore nel CCNL Studi professionali, 4° livello: le ore supplementari come vengono pagate?',
      ),
    ).toMatch(/\*\*40%.*\*\*13,14 €\*\*/);
    expect(opening('lavoro supplementare part time studi professionali maggiorazione?')).toContain('**40%');
    expect(opening('ore supplementari cooperative sociali quanto si pagano')).toContain('**27%');
    expect(opening('part time multiservizi ore supplementari')).toContain('**28%**');
    expect(
      opening(
        'Una dipendente part-time 24 ore del commercio 5° livello fa 3 ore in più questa settimana: quanto le spettano?',
      ),
    ).toMatch(/\*\*35%.*\*\*40,78 €\*\*/);
  });

  it('an agreement without the rate says so first', () => {
    expect(opening('ore supplementari part time metalmeccanici quanto vengono pagate?')).toContain(
      'la maggiorazione delle ore supplementari non è nella base di conoscenza',
    );
  });
});

describe('the 14th month follows the agreement’s own rule', () => {
  it('when it is paid and how it accrues, without a level', () => {
    const line = opening('Quando si paga la 14ª nel CCNL Commercio e quanto matura?');
    expect(line).toContain('si paga il 1° luglio');
    expect(line).toContain('una mensilità intera');
    expect(line).toContain('da luglio a giugno');
    expect(opening('quattordicesima coop sociali quanto vale?')).toContain('metà di una mensilità');
    expect(opening('14esima metalmeccanici quanto matura?')).toContain('non è prevista la quattordicesima');
  });

  it('the amount on the July–June period and the pay of June', () => {
    expect(opening('quattordicesima pro rata per 4° livello commercio assunto a marzo 2026')).toMatch(
      /4 mesi di maturazione \(luglio 2025 – giugno 2026\) è di \*\*594,58 €\*\*/,
    );
    expect(opening('quattordicesima Turismo 4° livello 5 mesi lavorati')).toContain('**706,54 €**');
    // FIPE's 14th leaves the increments out.
    expect(opening('quanto vale la quattordicesima di un 5° livello FIPE con 3 scatti?')).toContain(
      '**1.580,09 €**',
    );
  });
});

describe('a year asked picks that year’s tables', () => {
  it('every table in force that year, in order', () => {
    for (const [message, history] of [
      ['Qual era il minimo del 4° livello Commercio nel 2025?', []],
      ['e nel 2025?', ['Qual è il minimo del 4° livello nel CCNL Commercio?']],
    ] as [string, string[]][]) {
      const line = opening(message, history);
      expect(line, message).toContain('**1.748,75 € dal 1° marzo 2025**');
      expect(line, message).toContain('**1.783,75 € dal 1° novembre 2025**');
      expect(line, message).not.toContain('1.818,75');
    }
  });
});

describe('comparisons compare the subject asked', () => {
  it('renewal increases, with a gap cell for an agreement without them', () => {
    const line = opening('Confronta gli aumenti del rinnovo tra Commercio e Metalmeccanici', [], 'confronta');
    expect(line).toContain('Aumento del rinnovo');
    expect(line).toContain('**240,00 €**');
    expect(line).toContain('**205,32 €**');
    const pay = ask(
      'di quanto aumentano gli stipendi con i rinnovi di metalmeccanici e commercio? confronto',
      [],
      'confronta',
    ).text;
    expect(pay).not.toContain('Minimi retributivi');
  });

  it('una tantum: an agreement whose sources cite none says so, not another topic', () => {
    const line = opening("Mettimi a confronto l'una tantum di Commercio e Turismo", [], 'confronta');
    expect(line).toContain('350 euro');
    expect(line).toContain('nessuna una tantum nelle fonti lette');
    expect(line).not.toContain('cinque tranche');
  });
});
