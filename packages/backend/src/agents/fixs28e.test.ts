import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

/** The answer's opening line, citation marks dropped. */
const opening = (agent: string, message: string, history: string[] = []) =>
  (
    askAgent(agent, message, { history })
      .text.split('\n')
      .find((l) => l.trim() !== '') ?? ''
  ).replace(/ ?(?:\[\d+\])+/g, '');

describe('pay and payroll calculations (fixs28e)', () => {
  it('computes the Cassa Edile set-aside on the pay given, with its two parts', () => {
    const line = opening(
      'calcolo',
      'Edilizia industria, operaio: imponibile Cassa Edile del mese 2.400 euro (ore normali e festività). Che percentuale accantono e quanto fa in euro tra ferie e gratifica?',
    );
    expect(line).toContain('**444,00 € lordi**');
    expect(line).toContain('**240,00 €**');
  });

  it('opens with the surcharge alone when the surcharge of several night hours is asked', () => {
    expect(
      opening(
        'calcolo',
        'cuoco 5° livello turismo federalberghi, 12 ore tra mezzanotte e le 6 nel suo turno normale: quanto fa solo la maggiorazione notturna?',
      ),
    ).toMatch(/^La sola maggiorazione per 12 ore di lavoro notturno è \*\*27,74 €\*\*/);
  });

  it('confirms the 15% substitute tax on a sum of surcharges asked yes or no', () => {
    expect(
      opening(
        'calcolo',
        'Dipendente con reddito di lavoro dipendente 2025 di 31.000 €, 400 € di maggiorazioni per lavoro festivo nel 2026. Si applica la tassazione agevolata? Quanto di imposta?',
      ),
    ).toMatch(/^Sì, su 400,00 € di maggiorazioni l'imposta sostitutiva del 15% è \*\*60,00 €\*\*/);
  });

  it('reads the 5% on renewal increases said without its sign', () => {
    expect(
      opening(
        'main-agent',
        'mi dicono che sugli aumenti del rinnovo le tasse sono al 5 e basta. nel 2025 ho fatto 35mila da dipendente, vale anche per me?',
      ),
    ).toMatch(/^No: con 35\.000,00 € di reddito 2025 si supera il limite di 33\.000,00 €/);
  });

  it('answers a tranche amount claimed at a month with the tranche of that month', () => {
    expect(
      opening('main-agent', 'a febbraio 2027 ci danno altri 50 euro, giusto?', [
        'quanto prende adesso un commesso di 4° livello nel commercio?',
      ]),
    ).toMatch(/^No: non 50,00 € ma \*\*40,00 €\*\*\..*aumenta di \*\*40,00 €\*\* dal 1° febbraio 2027/);
  });

  it('says No to an una tantum claimed due when the renewal gave none', () => {
    expect(
      opening(
        'main-agent',
        'Un operaio agricolo sostiene che col rinnovo del 2022 gli spettava una una tantum: è vero?',
      ),
    ).toMatch(
      /^\*\*No\*\*: nel CCNL Operai agricoli e florovivaisti, una tantum:.*(?:non citano alcuna|senza arretrati né) una tantum/,
    );
  });

  it('gives the minimum with the increments apart from the EPA, then the whole pay', () => {
    expect(
      opening(
        'calcolo',
        'logistica trasporto merci, autista B3 viaggiante con 3 scatti: qual è il minimo mensile lordo compresi gli scatti?',
      ),
    ).toMatch(/il minimo contrattuale con 3 scatti di anzianità è \*\*2\.044,74 €\*\*.*\*\*2\.084,74 €\*\*/);
  });

  it('adds the increments told in a follow-up to the minimum, whatever figures came before', () => {
    expect(
      opening('calcolo', 'e io ho 2 scatti, in tutto quanto dovrei prendere di base più scatti?', [
        'Metalmeccanico industria C3: un collega dice che col rinnovo prendiamo 205 euro in più. Quanto è il minimo C3 adesso?',
      ]),
    ).toMatch(/con 2 scatti di anzianità ha un lordo mensile di \*\*2\.270,71 €\*\*/);
  });

  it('computes the TFR of a year when the pay told names the extra months first', () => {
    expect(
      opening(
        'calcolo',
        'faccio 30mila lordi con tredicesima e quattordicesima nel commercio, il tfr resta in azienda. il consulente dice che ne matura 1.500 l anno, quanto dovrebbe essere?',
      ),
    ).toMatch(/TFR maturato in un anno è di \*\*2\.072,22 €\*\* \(quota lorda 2\.222,22 €/);
  });

  it('takes the gross on the payslip beside a minimum asked as a gross, not a net', () => {
    expect(
      opening(
        'calcolo',
        'sono al 4 livello commercio, quant è il minimo lordo adesso? in busta ho ancora 1783',
      ),
    ).toMatch(/minimo mensile lordo del 4° livello .* è \*\*1\.818,75 €\*\*/);
  });

  it('uses the employer rate stated with a clause before it', () => {
    expect(
      opening(
        'calcolo',
        "RAL 30.000 €, l'aliquota a carico azienda indicata dal consulente per questo impiegato è 29,5%, INAIL escluso: costo annuo con TFR?",
      ),
    ).toMatch(/\*\*41\.072,22 €\*\*: 30\.000,00 € di retribuzione \+ 8\.850,00 € di contributi \(29,5%\)/);
  });

  it('gives an apprentice’s pay at a month named in a later turn', () => {
    expect(
      opening('calcolo', 'e da dicembre quanto prende?', [
        'apprendista professionalizzante studi professionali, livello di destinazione 3°, assunta ad agosto 2025: quanto prende adesso?',
      ]),
    ).toMatch(/al 17° mese .* \*\*1\.467,41 €\*\* lordi al mese: l.85% di 1\.726,37 €/);
  });
});
