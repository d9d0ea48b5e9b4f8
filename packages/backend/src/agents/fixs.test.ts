import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';
import { score } from './level-score.js';

// Session 17 (fixs): classification, comparison and conversation follow-ups that lost the case.
const answer = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history }).text;
const opening = (message: string, history: string[] = [], agent = 'main-agent') =>
  openingLine(answer(message, history, agent));
const agreementsOf = (message: string) =>
  readQuestion({ kb: testKb, message, today: TEST_TODAY }).slots.agreements;

describe('increments asked after a classification take the level it decided', () => {
  it('a warehouse worker placed at the 4° Commercio: one increment is 20,66 €', () => {
    // CCNL Commercio, 4° livello: scatto 20,66 € (calimaweb, scatti di anzianità Terziario)
    const text = opening('e di scatti di anzianità quanto matura ogni volta e con che frequenza?', [
      'Ingrosso di ferramenta, applico il commercio: prendo un magazziniere che riceve la merce e prepara gli ordini. Che livello?',
    ]);
    expect(text).toContain('20,66');
    expect(text).toContain('4° livello');
  });
});

describe('a promotion keeps the increments counted from the service told before', () => {
  const before = ['Sono D2 metalmeccanico, in azienda da 9 anni: quanti scatti ho maturato?'];
  it('the time in the new role ("faccio già da due anni il collaudatore") is not the service', () => {
    // 9 years, biennial: 4 increments × 29,64 € (C3) = 118,56 €
    const text = answer(
      'Se divento C3 (faccio già da due anni il collaudatore) i miei scatti restano? quanto varrebbero in tutto?',
      before,
    );
    expect(openingLine(text)).toContain('118,56');
    // The agreement's rule on a change of category is stated beside the total.
    expect(text).toContain('passaggio di categoria');
  });
  it('a follow-up said as one ("ok, e se...") keeps it too', () => {
    const text = opening(
      'ok, e se mi promuovono a C3 visto che faccio da un anno il capoturno, quanto fanno in tutto i miei scatti?',
      before,
    );
    expect(text).toContain('118,56');
  });
});

describe('after a dismissal letter, the worker’s own resignation asks the resignation notice', () => {
  const letter = {
    fileId: 'l1',
    fileName: 'lettera.txt',
    text: 'FERRAMENTA BIANCHI S.N.C.\nTreviso, 10 novembre 2026\nGentile Sig.ra Laura Conte\nOggetto: licenziamento per giustificato motivo oggettivo\nLa informiamo che, essendo Lei dipendente dal 1° marzo 2018 con inquadramento al 4° livello del CCNL Terziario, Distribuzione e Servizi, a causa della riorganizzazione del magazzino il Suo rapporto di lavoro cesserà al termine del preavviso previsto dal CCNL.\nCordiali saluti\n',
  };
  it('"se trovassi un altro lavoro e decidessi di dimettermi": the resignation band', () => {
    // CCNL Commercio, IV-V livello oltre 5 e fino a 10 anni: dimissioni 20 giorni (lexplain.it, 3.10.2024)
    const text = openingLine(
      askAgent(
        'main-agent',
        'Nel frattempo, se trovassi un altro lavoro e decidessi di dimettermi, quanti giorni di preavviso devo io all’azienda?',
        {
          history: ['Mi hanno consegnato questa lettera: quanti giorni di preavviso mi devono?'],
          documents: [letter],
        },
      ).text,
    );
    expect(text).toContain('dimissioni');
    expect(text).toContain('20 giorni');
  });
});

describe('the agreement the writer says they apply wins over the workplace of the story', () => {
  it('a canteen in a hospital under the FIPE agreement reads the FIPE', () => {
    expect(
      agreementsOf(
        'Gestiamo la mensa di un ospedale, applichiamo il contratto dei pubblici esercizi: quanti giorni di ferie ha un cuoco?',
      ),
    ).toEqual([3]);
  });
  it('a cleaner in a supermarket whose employer applies the Multiservizi, with a colleague’s words beside', () => {
    const text = opening(
      'lavoro come addetta alle pulizie in un supermercato ma a me applicano il multiservizi e una collega mi dice che c’è un minimo di ore: qual è il minimo settimanale del part-time?',
    );
    expect(text).toContain('Multiservizi');
    expect(text).toContain('15 ore');
  });
  it('a doubt about the agreement ("il mio contratto è il Multiservizi?") is not one applied', () => {
    expect(
      agreementsOf('Faccio la colf a ore presso una famiglia, il mio contratto è il Multiservizi? Ferie?'),
    ).toContain(7);
  });
});

describe('a comparison of a described job places it in each agreement', () => {
  it('a warehouse worker between Logistica and Commercio: each 4° level and its minimum', () => {
    // Commercio 4° 1.818,75 € (1.11.2026); Logistica 4° non viaggiante 1.850,23 € (KB tables)
    const text = opening(
      'Un magazziniere che carica e scarica la merce col muletto: meglio il contratto logistica o il commercio? A che livello starebbe e che minimo avrebbe?',
      [],
      'confronta',
    );
    expect(text).toContain('«magazziniere»');
    expect(text).toContain('1.818,75');
    expect(text).toContain('1.850,23');
  });
  it('a job only one agreement has a profile for is not compared at a guessed level', () => {
    const text = opening(
      'Siamo una cooperativa sociale: i colleghi che lavorano nei supermercati hanno avuto più aumento di noi? Confronta l’aumento del rinnovo tra cooperative sociali e commercio.',
      [],
      'confronta',
    );
    expect(text).not.toContain('Per la mansione descritta');
  });
  it('a comparison of minimums naming no job keeps the ranges', () => {
    const text = opening('confronta i minimi del commercio e del turismo', [], 'confronta');
    expect(text).toContain('da 1.422,27');
  });
});

describe('level-score: the words a question uses for the sector are not the job', () => {
  const best = (id: number, message: string) =>
    score(testKb.byCategory(id) ?? (undefined as never), message).sort((a, b) => b.score - a.score)[0];
  it('a clerk of a cleaning firm is not placed on the cleaning profile', () => {
    const top = best(
      4,
      "lavoro in un'impresa di pulizie come impiegata amministrativa: registro le fatture. che livello?",
    );
    expect(top?.example ?? '').not.toContain('pulizia');
  });
  it('a driver of a cleaning firm is not a cleaner either', () => {
    const top = best(
      4,
      "faccio l'autista in una ditta di pulizie, porto le squadre nei cantieri col furgone. che livello?",
    );
    expect(top?.example ?? '').not.toContain('pulizia');
  });
  it('the job the worker says they are not is not scored ("non sono un magazziniere che…")', () => {
    const top = best(
      2,
      'Lavoro al tornio a controllo numerico: carico il programma, attrezzo la macchina e misuro i pezzi. Non sono un addetto a carico-scarico che sposta solo le casse, e ogni tanto mi dicono cosa fare. Che livello?',
    );
    expect(top?.example ?? '').not.toContain('carico-scarico');
  });
  it('"quando me lo dicono" is not a suggestion: the tasks after it still count', () => {
    const top = best(
      6,
      'Guido il muletto quando me lo dicono e carico i camion nel piazzale; tengo anche le giacenze del magazzino. Che livello nella logistica?',
    );
    expect(top?.score ?? 0).toBeGreaterThan(0);
  });
  it('someone else’s suggestion ends with its sentence: the job told after it still counts', () => {
    const text = opening(
      'Mio cognato dice che dovrei metterla al 6°. Fa la cameriera di ristorante e prende le ordinazioni ai tavoli. Che livello nel FIPE?',
      [],
      'inquadra',
    );
    expect(text).toContain('4° livello');
  });
});

describe('increments asked of a home worker with no classification before', () => {
  it('the rule is answered, no level is taken from the care ladder', () => {
    const text = opening(
      'La nostra colf è con noi da sei anni: come maturano gli scatti di anzianità nel lavoro domestico e quanti ne può avere al massimo?',
    );
    expect(text).not.toContain('Lordo mensile');
    expect(text).not.toMatch(/livello BS/);
  });
});

describe('an apprentice’s pay asked year by year opens with the ladder of shares', () => {
  it('Commercio, final 5° level: the levels below it by half of the apprenticeship (art. 53), no shares', () => {
    const text = answer(
      'Per un apprendista nel commercio destinato al 5° livello, come cresce la paga di anno in anno?',
    );
    expect(openingLine(text)).toMatch(/settimo livello.*sesto livello/);
    expect(openingLine(text)).not.toMatch(/70%/);
  });
  it('one period asked keeps that period’s answer', () => {
    const text = opening(
      'Studi professionali, apprendista che diventerà 4° livello: che percentuale prende nel secondo anno?',
    );
    expect(text).toContain('85%');
    expect(text).not.toContain('70%');
  });
});
