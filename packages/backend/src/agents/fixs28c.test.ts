import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 28 (fixs28c): agreement rules and workers' rights asked as clients ask them.
const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { history }).text;
const first = (agent: string, message: string, history: string[] = []) =>
  openingLine(ask(agent, message, history));

describe('the leave and holidays a story asks', () => {
  it('reads a relative who "dovesse venire a mancare" as bereavement leave', () => {
    expect(
      first(
        'main-agent',
        'lavoro in uno studio dentistico (ccnl studi professionali). se mia nonna dovesse venire a mancare quanti giorni di permesso mi spettano?',
      ),
    ).toMatch(/permessi per lutto: \*\*.*3 giorni lavorativi retribuiti da usare entro 7 giorni/);
  });
  it('does not read a father’s seniority in a factory as domestic care', () => {
    const opening = first(
      'main-agent',
      'Mio padre lavora da 20 anni nella stessa azienda metalmeccanica (CCNL Metalmeccanici industria), sempre lì: con tutta questa anzianità quante settimane di ferie ha?',
    );
    expect(opening).toContain('Metalmeccanici industria');
    expect(opening).toContain('5 settimane');
  });
  it('weighs the employer’s figure when asked "chi ha ragione?"', () => {
    expect(
      first(
        'main-agent',
        'Lavoro full time in un negozio di abbigliamento (CCNL Commercio) dal lunedì al venerdì. Il titolare dice che ho 22 giorni di ferie perché faccio 5 giorni, io ho sempre saputo 26. Chi ha ragione?',
      ),
    ).toMatch(/^No\b.*\*\*26 giorni lavorativi l'anno\*\*/);
  });
});

describe('permits of a new hire beside a colleague’s figure', () => {
  const answer = () =>
    ask(
      'main-agent',
      "Negozio con 40 dipendenti, CCNL Commercio: una commessa assunta a febbraio 2025 mi chiede quante ore di permessi retribuiti (ROL più ex festività) ha all'anno, perché una collega anziana le ha detto che ne hanno 104. Vale anche per lei?",
    );
  it('gives the new hire’s hours first and the colleague’s full hours beside them, not law 104', () => {
    const text = answer();
    expect(openingLine(text)).toContain("**32 ore l'anno**");
    expect(text).toContain('Misura piena');
    expect(text).toContain('104 ore');
    expect(text).not.toMatch(/L\. 104\/1992/);
  });
  it('does not state the full hours to a new hire who named none', () => {
    const text = ask(
      'main-agent',
      'sono appena stata assunta in una profumeria con 8 dipendenti, contratto commercio: quante ore di rol ed ex festività ho?',
    );
    expect(text).not.toContain('Misura piena');
  });
});

describe('claims on premiums, sick pay and the fourteenth', () => {
  it('confirms a night premium said as "va maggiorato solo del 12%"', () => {
    expect(
      first(
        'main-agent',
        'Albergo con CCNL Turismo Federalberghi: il consulente sostiene che per il portiere assunto con qualifica notturna il notturno va maggiorato solo del 12%. Ha ragione?',
      ),
    ).toMatch(/^Sì:.*\*\*12%\*\*/);
  });
  it('denies a whole fourteenth in the social co-operatives: half a month', () => {
    expect(
      first(
        'main-agent',
        'siamo una cooperativa sociale (ccnl cooperative sociali): una socia dice che dal 2025 la quattordicesima è piena come nel commercio, è vero?',
      ),
    ).toMatch(/^\*\*No\*\*.*metà \(50%\)/);
  });
  it('answers whether the increments are in the FIPE fourteenth', () => {
    expect(
      first(
        'main-agent',
        'nel ccnl pubblici esercizi fipe la quattordicesima comprende anche gli scatti di anzianità?',
      ),
    ).toMatch(/^\*\*No\*\*.*senza gli scatti di anzianità/);
  });
  it('answers when the fourteenth is paid after a cost question', () => {
    expect(
      first('main-agent', 'e la quattordicesima quando va pagata?', [
        "ho una pizzeria col contratto FIPE, un pizzaiolo al 3° livello full time quanto mi costa all'anno?",
      ]),
    ).toContain('si paga **a luglio**');
  });
  it('denies sick pay said not topped up, with the agreement’s top-up', () => {
    expect(
      first(
        'main-agent',
        "sono operaio metalmeccanico (industria) in malattia da una settimana. il capo dice che l'azienda non integra niente e prendo solo quello che paga l'inps. è vero?",
      ),
    ).toMatch(/^\*\*No\*\*.*\*\*100%\*\*/);
  });
  it('reads an OSS in an RSA run by a social co-op under the co-ops’ agreement alone', () => {
    const text = ask(
      'main-agent',
      'ok e se mi ammalo? la coordinatrice dice che la coop non integra niente e prendo solo quello che da l inps, quindi meta stipendio. e cosi?',
      ['sono oss in una rsa di una cooperativa sociale, che livello mi spetta?'],
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*: nel CCNL Cooperative sociali/);
    expect(text).not.toContain('AIOP RSA, malattia');
  });
});

describe('calculations asked in a story', () => {
  it('says an agreement not held cannot be compared, with no figure of the held one', () => {
    const text = ask(
      'confronta',
      'Mio fratello lavora in banca col contratto ABI del credito, 3ª area 2° livello. Confrontami il suo minimo con il mio 5° livello del commercio: quanto prende in più di me?',
    );
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
    expect(text).not.toMatch(/\d €/);
  });
  it('gives the divisor and the hourly pay when asked how it was computed', () => {
    expect(
      first('calcolo', 'Mi indica il divisore che ha usato e la paga oraria che ne risulta?', [
        'Qual è il minimo del livello C3 dei Metalmeccanici industria a dicembre 2026?',
        'e la paga oraria?',
      ]),
    ).toMatch(/paga oraria è di \*\*12,78 €\*\* \(2\.211,43 € ÷ 173,00\)/);
  });
  it('answers the increments of a cost-planning story, with the ceiling reached', () => {
    const text = ask(
      'calcolo',
      "Preparo il budget del personale 2027: ho un operaio C3 metalmeccanico industria assunto a gennaio 2014, sempre stesso livello. Quanto vale l'anzianità che ha in busta e ne maturerà ancora?",
    );
    expect(openingLine(text)).toContain('148,20 € di scatti');
    expect(text).toContain('Raggiunto il numero massimo di 5 scatti');
  });
  it('answers classification, probation and the working week asked together', () => {
    const text = ask(
      'inquadra',
      "Cooperativa sociale (CCNL Cooperative sociali): dobbiamo assumere un OSS per una RSA. Qual è la posizione economica in cui va inquadrato, quanto dura la prova e qual è l'orario settimanale pieno?",
    );
    // An OSS in an RSA (a socio-sanitary facility) is C2: CISL FP quoting art. 47 (r2b).
    expect(openingLine(text)).toContain('C2');
    expect(text).toContain('**38 ore**');
    expect(text).toContain('**45 giornate');
  });
});
