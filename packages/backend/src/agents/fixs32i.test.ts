import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const open = (message: string, history: string[] = [], agent: 'main-agent' | 'calcolo' = 'main-agent') =>
  openingLine(askAgent(agent, message, { history }).text);

describe('holidays paid instead of taken while the job goes on (session 32, fixs32i)', () => {
  it.each([
    "il mio titolare dice che le 2 settimane di ferie che non ho fatto quest'anno me le paga in busta e così siamo a posto. si può fare?",
    'il titolare mi propone di pagarmi le ferie che nn ho fatto quest anno invece di farmele fare. puo farlo? io resto assunto eh',
    'Un dipendente ha fatto pochissime ferie e mi ha proposto di pagargliele in busta a dicembre invece di farle. Si può fare se siamo d’accordo?',
    'il capo mi dice che le ferie che mi avanzano me le paga così non le faccio, basta che firmo. è regolare?',
  ])('opens No, paid only when the job ends: %s', (message) => {
    const text = askAgent('main-agent', message).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('cessazione del rapporto');
    expect(openingLine(text)).toContain('4 settimane');
    expect(text).toContain('18 mesi');
  });
});

it('leaves holidays paid when the contract ends to the rule of the job’s end', () => {
  const line = open('le ferie residue me le pagano quando finisce il contratto?');
  expect(line).not.toMatch(/^\*\*No\*\*/);
});

describe('4 October, San Francesco, a national holiday again from 2026', () => {
  it('confirms the holiday with its law', () => {
    const line = open(
      'il 4 ottobre, San Francesco, dal 2026 è diventato una vera festività nazionale o è ancora solo una solennità civile?',
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
    expect(line).toContain('151/2025');
  });

  it('answers Sì and one more day of pay when it fell on a Sunday, asked yes or no', () => {
    const line = open(
      "sono impiegata a stipendio mensile. quest'anno il 4 ottobre, san francesco, era di domenica: mi doveva arrivare qualcosa in più in busta o no?",
      ['il titolare vuole pagarmi le ferie non fatte invece di farmele fare: può?'],
      'calcolo',
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
    expect(line).toContain('una giornata di retribuzione in più');
  });

  it('computes the day on the pay told', () => {
    const line = open(
      'il 4 ottobre 2026 san francesco è caduto di domenica, prendo 2.080 euro lordi fissi al mese: quanto mi spetta in più?',
      [],
      'calcolo',
    );
    expect(line).toContain('**80,00 €**');
  });
});

describe('smart working under L. 81/2017', () => {
  it('opens with the ordinary 30 days when the disabled case is asked beside it', () => {
    const line = open(
      "Abbiamo accordi individuali di lavoro agile a tempo indeterminato. Con quale preavviso minimo l'azienda può recedere, e cambia qualcosa se il lavoratore è disabile ai sensi della legge 68/99?",
    );
    expect(line.indexOf('30 giorni')).toBeGreaterThanOrEqual(0);
    expect(line.indexOf('30 giorni')).toBeLessThan(line.indexOf('90 giorni'));
  });

  it('says No to taking it away from one day to the next', () => {
    const line = open(
      'voglio farla tornare in ufficio tutti i giorni da lunedi prossimo, posso togliere lo smart working da un giorno all altro?',
      [
        'una mia dipendente lavora in smart working due giorni a settimana con accordo firmato senza scadenza',
      ],
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('30 giorni');
  });

  it('gives 90 days for a disabled worker asked in a follow-up', () => {
    const line = open(
      'Ora vorremmo chiuderlo, ma è un invalido delle categorie protette: quanto preavviso dobbiamo dargli?',
      ['Abbiamo firmato con un impiegato un accordo di lavoro agile senza scadenza.'],
    );
    expect(line).toContain('90 giorni');
  });

  it.each([
    [
      'il mio capo dice che da lunedì lavoro da casa, basta una mail sua. ma per lo smart working non ci vuole un accordo con me?',
      'Sì',
    ],
    ['Serve per forza un accordo scritto per far lavorare un dipendente in smart working?', 'Sì'],
    ['il datore puo obbligarmi a lavorare in smart working anche se io nn voglio?', 'No'],
  ])('needs an individual agreement: %s', (message, verdict) => {
    const line = open(message);
    expect(line.startsWith(`**${verdict}**`)).toBe(true);
    expect(line).toContain('accordo individuale');
  });
});

describe('an online resignation withdrawn', () => {
  it('opens Sì within 7 days when sent yesterday', () => {
    const line = open(
      'ieri ho fatto le dimissioni online sul sito del ministero ma oggi ci ho ripensato, posso ancora ritirarle? entro quanto?',
      ['come si danno le dimissioni adesso, basta una lettera?'],
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
    expect(line).toContain('7 giorni');
  });

  it('opens No when the days told are past the 7', () => {
    const line = open(
      'ho mandato le dimissioni telematiche 10 giorni fa, faccio ancora in tempo a revocarle?',
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('7 giorni');
  });

  it('reads the days in words, beyond ten ("dodici giorni fa") and weeks ("due settimane fa")', () => {
    expect(open('ho inviato le dimissioni online dodici giorni fa, posso revocarle?')).toMatch(/^\*\*No\*\*/);
    expect(open('dimissioni telematiche mandate due settimane fa, posso ancora ritirarle?')).toMatch(
      /^\*\*No\*\*/,
    );
    expect(open('ho dato le dimissioni online sei giorni fa, posso ritirarle?')).toMatch(/^\*\*Sì\*\*/);
  });
});

describe('parental leave asked as a refusal by the employer', () => {
  it('opens No: the leave is due until 14 years, the employer cannot refuse it', () => {
    const line = open(
      'Una nostra impiegata chiede sei settimane di congedo parentale per il figlio che ha 13 anni. Pensavo si potesse chiedere solo fino ai 12 anni: posso rifiutare?',
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('14 anni');
  });

  it('still opens Sì when the parent asks whether it can be taken', () => {
    const line = open('mio figlio ha 13 anni, posso ancora chiedere il congedo parentale?');
    expect(line).toMatch(/^\*\*Sì\*\*/);
  });
});
