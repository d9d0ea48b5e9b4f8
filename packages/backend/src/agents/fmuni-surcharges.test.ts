import { describe, expect, it } from 'vitest';
import { cents, localTaxes } from '../payroll/index.js';
import { surcharge } from '../payroll/net-pay.js';
import { findCity } from '../payroll/surcharges.js';
import { readPlace } from '../reader/places.js';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

// fmuni: municipal surcharges of small comuni, rates by bands the user doubts, part time supposed in a follow-up.
const tables = testKb.surcharges;

describe('municipal surcharge of a small comune, region from the comune', () => {
  it("Spino d'Adda 2026: 0,8% on the whole income above the 15.000 € exemption, Lombardia's brackets", () => {
    const local = localTaxes(tables, { municipality: "spino d'adda" }, 2026);
    expect(local.place?.province).toBe('Cremona');
    expect(local.regional?.place).toBe('Lombardia');
    const rule = local.municipal?.rule;
    expect(rule?.exemptionThreshold).toBe(15_000);
    expect(rule && cents(surcharge(34_507.8, rule))).toBe(276.06);
    expect(rule && surcharge(11_761.36, rule)).toBe(0);
  });

  it('Padova 2025: the bands are known from a source, their rates are not: a gap, no 0,7% carried over', () => {
    const local = localTaxes(tables, { municipality: 'Padova' }, 2025);
    expect(local.municipal).toBeNull();
    expect(local.gaps.join(' ')).toMatch(/Padova.*scaglioni/);
    expect(findCity(tables, 'Padova', 2025)?.banded).toBe(true);
    expect(findCity(tables, 'Milano', 2025)?.banded).toBe(false);
  });

  it('reads the comune of a workplace the worker also lives in, written in lower case without apostrophe', () => {
    expect(readPlace('faccio il mulettista in un deposito a spino d adda e ci abito anche.')).toMatchObject({
      municipality: "Spino d'Adda",
      region: 'Lombardia',
    });
    expect(readPlace('il negozio è a lodi, ci vivo anche')).toMatchObject({ municipality: 'Lodi' });
    expect(readPlace('lavoro a lodi e vivo a crema')).toMatchObject({ municipality: 'Crema' });
    expect(readPlace('lavoro a tempo pieno e vivo con i miei')).toEqual({});
  });
});

describe('a net with the comune and both surcharges', () => {
  it("counts Spino d'Adda's municipal surcharge in the net", () => {
    const { text } = askAgent(
      'calcolo',
      "vivo a Spino d'Adda (CR), nel 2026 avrò una RAL di 40.000 €, nessun familiare a carico: netto annuo con addizionale regionale e comunale?",
    );
    expect(openingLine(text)).toContain("con le addizionali di Lombardia e Spino d'Adda");
    expect(text).toMatch(/Addizionale comunale \(Spino d'Adda\)/);
  });

  it('answers whether the comune has rates by bands beside the net asked, and still gives the net', () => {
    const { text } = askAgent(
      'calcolo',
      'Residente a Padova, RAL 2025 di 38.000 €, nessuno a carico. Quanto netto ho incassato nel 2025 con le addizionali? Un collega dice che Padova applica aliquote per fasce di reddito, è così?',
    );
    const opening = openingLine(text);
    expect(opening).toMatch(/^\*\*Sì\*\*: nel 2025 l'addizionale comunale di Padova va per scaglioni/);
    expect(opening).toMatch(/il netto stimato per il 2025/);
    expect(opening).not.toMatch(/0,7/);
  });

  it('says No for a comune with one rate', () => {
    const { text } = askAgent(
      'calcolo',
      "Abito a Spino d'Adda, RAL 30.000 € nel 2026: quanto mi resta netto? Ho sentito che l'addizionale comunale è a scaglioni, vero?",
    );
    expect(openingLine(text)).toMatch(
      /^\*\*No\*\*: nel 2026 l'addizionale comunale di Spino d'Adda ha un'aliquota unica dello 0,8%/,
    );
  });
});

describe('a follow-up that redoes the net', () => {
  it('under another year’s rules stays a net, with the pay and payments told before', () => {
    const { text } = askAgent(
      'calcolo',
      'e rifacendo il calcolo con le aliquote 2025? cambia qualcosa col taglio dell’irpef?',
      {
        history: [
          'Vivo a Milano, CCNL Terziario Confcommercio 4° livello, 1.783,75 € lordi al mese per 14 mensilità nel 2026, nessun familiare a carico. Netto annuo con le addizionali?',
        ],
      },
    );
    expect(openingLine(text)).toMatch(/netto stimato per il 2025/);
    expect(openingLine(text)).toMatch(/su 14 mensilità/);
  });

  it('with a part time supposed: the pay told before is the full time’s, proportioned', () => {
    const { text } = askAgent('calcolo', 'e se passassi a part-time al 50%? netto annuo?', {
      history: [
        'Milano, Terziario Confcommercio 2° livello, 2.235,65 € lordi al mese per 14 mensilità nel 2026, niente familiari a carico: netto annuo con addizionali?',
      ],
    });
    expect(openingLine(text)).toMatch(/lordo mensile di 1\.117,83 €/);
  });
});
