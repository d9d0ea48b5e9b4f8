import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';
import { municipalLeftOut } from './stated-municipal-rate.js';

// A net asked with the municipal surcharge left out: the municipality levies none, or the user asks so.
describe('municipal surcharge left out', () => {
  it('tells a municipality with no surcharge from one left out on request', () => {
    expect(municipalLeftOut("abito a pontida, il comune non la applica l'addizionale")).toBe('none');
    expect(municipalLeftOut('residente in un paese con comunale zero')).toBe('none');
    expect(municipalLeftOut('nessuna addizionale comunale nel mio paese')).toBe('none');
    expect(municipalLeftOut('la regionale si, la comunale non la mettere')).toBe('asked');
    expect(municipalLeftOut('fammi il netto senza comunale')).toBe('asked');
    expect(municipalLeftOut('comunale 0,8% e regionale lombardia')).toBeUndefined();
    expect(municipalLeftOut('senza la comunale e senza la regionale')).toBeUndefined();
  });

  it('a comune with no surcharge of its own: the net with the regional one only, said in the assumptions', () => {
    const text = askAgent(
      'calcolo',
      "CCNL Commercio, RAL 30.000 nel 2026, abita a Pontida che l'addizionale comunale non ce l'ha: quanto netto al mese?",
    ).text;
    expect(openingLines(text)).toContain('sola addizionale regionale di Lombardia');
    expect(text).toContain('Addizionale comunale di Pontida non applicata');
    expect(text).not.toContain('non è presente nella base di conoscenza');
  });

  it('the municipal surcharge left out on request, the regional one kept', () => {
    const text = askAgent(
      'calcolo',
      'RAL 28.000 CCNL Commercio, vivo in Veneto, netto mensile 2026? senza comunale per favore',
    ).text;
    expect(openingLines(text)).toContain('sola addizionale regionale di Veneto');
    expect(text).toContain('Addizionale comunale esclusa, come hai chiesto');
    expect(text).not.toContain('Comune non indicato');
  });
});
