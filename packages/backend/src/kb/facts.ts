import type { AbsencePay, Ccnl, Confidence, OtherFact, Source, TextFact } from './schema.js';

/** The shape every fact of the knowledge base shares: a statement or a gap, with its sources. */
export interface Fact {
  text: string | null;
  gap?: string | undefined;
  article?: string | undefined;
  confidence?: Confidence | undefined;
  sources: Source[];
}

/** Joins facts that answer one question ("malattia e infortunio") into one, keeping every gap. */
function joined(parts: [string, Fact][]): Fact {
  const known = parts.filter(([, f]) => f.text !== null);
  const gaps = parts.filter(([, f]) => f.gap !== undefined);
  const articles = [...new Set(known.map(([, f]) => f.article).filter((a): a is string => !!a))];
  return {
    text: known.length ? known.map(([label, f]) => `${label}: ${f.text}`).join('. ') : null,
    ...(gaps.length
      ? { gap: gaps.map(([label, f]) => `${label}: ${f.gap?.replace(/\.$/, '')}`).join('; ') }
      : {}),
    ...(articles.length ? { article: articles.join('; ') } : {}),
    ...(known.length ? { confidence: lowest(known.map(([, f]) => confidenceOf(f))) } : {}),
    sources: [...new Map(parts.flatMap(([, f]) => f.sources).map((s) => [s.url, s])).values()],
  };
}

const RANK: Record<Confidence, number> = { high: 0, medium: 1, low: 2 };

function lowest(values: Confidence[]): Confidence {
  return values.reduce<Confidence>((worst, c) => (RANK[c] > RANK[worst] ? c : worst), 'high');
}

/** A fact's own confidence, or else that of its best source; low when it has none. */
export function confidenceOf(fact: Fact): Confidence {
  if (fact.confidence) return fact.confidence;
  const best = fact.sources.map((s) => s.confidence).sort((a, b) => RANK[a] - RANK[b])[0];
  return best ?? 'low';
}

export function sicknessAndInjury(ccnl: Ccnl): Fact {
  const parts: [string, AbsencePay][] = [
    ['Malattia', ccnl.sick_pay.sickness],
    ['Infortunio', ccnl.sick_pay.injury],
  ];
  return joined(parts);
}

export function leaveFact(ccnl: Ccnl): Fact {
  const parts: [string, TextFact][] = [
    ['Congedo matrimoniale', ccnl.leave.marriage],
    ['Permessi per lutto', ccnl.leave.bereavement],
    ['Permessi per studio', ccnl.leave.study],
    ...(ccnl.leave.child_sickness
      ? [['Permessi per malattia del figlio', ccnl.leave.child_sickness] as [string, TextFact]]
      : []),
    ...(ccnl.leave.paternity ? [['Congedo di paternità', ccnl.leave.paternity] as [string, TextFact]] : []),
  ];
  return joined(parts);
}

/** The v3 fact behind each topic the agents read as an "other" fact. */
export function otherFact(ccnl: Ccnl, topic: OtherFact): Fact {
  switch (topic) {
    case 'permessi':
      return ccnl.rol_ex_festivita;
    case 'malattia':
      return sicknessAndInjury(ccnl);
    case 'maggiorazioni':
      return ccnl.rates;
    case 'part_time':
      return ccnl.part_time;
    case 'congedo_matrimoniale':
      return ccnl.leave.marriage;
  }
}

/**
 * The fact behind each everyday topic that is a statement (not a table): what the agents quote and the coverage
 * counts. Keys are stable; `topics.ts` maps its own topic keys onto them.
 */
export const EVERYDAY_FACTS = {
  divisore_orario: (c: Ccnl): Fact => c.hourly_divisor,
  orario: (c: Ccnl): Fact => c.weekly_hours,
  mensilita: (c: Ccnl): Fact => c.monthly_payments,
  ferie: (c: Ccnl): Fact => c.holidays,
  permessi: (c: Ccnl): Fact => c.rol_ex_festivita,
  malattia: sicknessAndInjury,
  maggiorazioni: (c: Ccnl): Fact => c.rates,
  prova: (c: Ccnl): Fact => c.probation,
  preavviso: (c: Ccnl): Fact => c.notice,
  scatti: (c: Ccnl): Fact => c.seniority_increments,
  apprendistato: (c: Ccnl): Fact => c.apprenticeship,
  part_time: (c: Ccnl): Fact => c.part_time,
  congedi: leaveFact,
  una_tantum: (c: Ccnl): Fact => c.validity.una_tantum,
} as const;
