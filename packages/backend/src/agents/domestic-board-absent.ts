import { euro, italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { cite, yearAt } from './domestic-allowances.js';

/**
 * Session 60 (fx60benb): a live-in domestic worker's board and lodging not taken in kind, asked as money: her
 * holidays spent away ("va 15 giorni a casa sua per le ferie: devo pagarle anche vitto e alloggio?") and meals
 * taken outside on rest days while she sleeps in ("nei giorni di riposo pranzo e cena li fa fuori: le devo
 * qualcosa?"). Whenever board or lodging is not enjoyed in kind, its substitute allowance is due at the yearly
 * conventional values (data/payroll/domestic-allowances.json): the whole day away, the meals alone when she sleeps in.
 */
const DOMESTIC = 'lavoro-domestico';
const BOARD = /\bvitto\b|\balloggio\b|\bpast[oi]\b|\bpranz\w*|\bcen[ae]\b|\bcolazion\w*|\bmangi\w*/;
const ABSENT =
  // ("riposo" alone is no absence: a live-in's weekly rest is told in stories asking her pay or probation.)
  // ("porta fuori il cane" is a task, not a day away.)
  /\bferie\b|\bgiorn\w* liber\w*|(?<!\bport\w* )\bfuori\b|\ba casa sua\b|\bnel suo paese\b|\btorn\w* (?:a casa|in|nel)\b|\bva via\b|\bassent\w*/;
const OWED = /\bdevo\b|\bdovut\w*|\bspett\w*|\bpagar\w*|\bquant\w*|\bqualcosa\b|\bindennit\w*/;
const OTHER_FIGURE =
  /\btredicesim|\btfr\b|\bliquidazion|\bcontribut|\bbusta paga\b|\bcedolin|\bvalore mensile\b/;
// Sleeping in the employer's home: the lodging is enjoyed in kind, only the meals are owed.
const SLEEPS_IN =
  /\b(?:rest\w*|dorm\w*|pernott\w*)\b[^.?!]{0,25}\b(?:da noi|a casa nostra|qui|in casa|a dormire)\b/;
const LUNCH = /\bpranz\w*|\bcolazion\w*/;
const DINNER = /\bcen[ae]\b/;
const DAYS = /\b(\d{1,3}|dieci|quindici|venti|trenta) (?:giorni|gg)\b/;
const WORDS: Record<string, number> = { dieci: 10, quindici: 15, venti: 20, trenta: 30 };

const RULE: Citation[] = [
  {
    ccnl: 'Lavoro domestico: vitto e alloggio nelle assenze',
    article: null,
    text: 'Per i periodi di assenza dal lavoro (ferie, congedi, malattia) in cui non si fruisce di vitto e alloggio spettano le corrispondenti indennità sostitutive, ai valori convenzionali aggiornati ogni anno.',
    url: 'http://lavorodomestico.info/Info/Il_vitto_e_l_alloggio.aspx',
    date: null,
    confidence: 'medium',
  },
  {
    ccnl: 'Patronato ACLI: vitto e alloggio nel lavoro domestico',
    article: null,
    text: 'Tutte le volte che il lavoratore non gode in natura dei pasti o dell’abitazione, il vitto e l’alloggio vanno liquidati con un’indennità sostitutiva (anche nelle ferie).',
    url: 'https://www.patronato.acli.it/lavoro-domestico-vitto-e-alloggio-ma-cose/',
    date: null,
    confidence: 'medium',
  },
];

export function domesticBoardAbsent(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl || ccnl.id !== DOMESTIC || ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  if (!BOARD.test(text) || !ABSENT.test(text) || !OWED.test(text) || OTHER_FIGURE.test(text))
    return undefined;
  // Her level asked, with the meals she cooks among her tasks: inquadra's question, not board owed.
  if (req.intent === 'classification' || /\b(?:che|quale|qual) livell\w*|\binquadr\w*/.test(text))
    return undefined;
  // Her minimum, her days of holiday or the conventional values asked, with the board only told.
  if (
    /\bconvenzional\w*|\bquot[ae]\b|\bminim\w*|\bstipendi\w*|\bquant\w* giorni di ferie\b|\bgiorni di ferie (?:le |mi |gli )?spett/.test(
      text,
    )
  )
    return undefined;
  const held = yearAt(req.slots.date ?? ctx.today);
  if (!held) return undefined;
  const { lunch, dinner, lodging, daily } = held.board_lodging;
  const day = DAYS.exec(text)?.[1];
  const days = day ? (WORDS[day] ?? Number(day)) : undefined;
  const from = `dal ${italianDate(held.applies_from)} (${held.act})`;
  const sleepsIn = SLEEPS_IN.test(text);
  if (sleepsIn) {
    // Only the meals she takes outside: both when neither is named alone.
    const meals =
      LUNCH.test(text) && !DINNER.test(text)
        ? [lunch]
        : DINNER.test(text) && !LUNCH.test(text)
          ? [dinner]
          : [lunch, dinner];
    const perDay = Math.round(meals.reduce((a, b) => a + b, 0) * 100) / 100;
    const total = days ? Math.round(perDay * days * 100) / 100 : undefined;
    return compose({
      answer: `Sì: per i pasti che non consuma in casa le spetta l'indennità sostitutiva del vitto, ${euro(lunch)} a pasto ${from}: ${meals.length === 2 ? `pranzo e cena fanno ${bold(`${euro(perDay)} al giorno`)}` : bold(`${euro(perDay)} al giorno`)}${total !== undefined ? `, ${bold(euro(total))} per ${days} giorni` : ''}. L'alloggio (${euro(lodging)} al giorno) non è dovuto, perché dorme da voi.`,
      steps: table([
        ...(meals.length === 2
          ? ([
              ['Pranzo', euro(lunch)],
              ['Cena', euro(dinner)],
            ] as [string, string][])
          : [['Pasto', euro(perDay)] as [string, string]]),
        ['**Totale al giorno**', `**${euro(perDay)}**`],
      ]),
      assumptions: [
        'Lavoratrice convivente che nei giorni di riposo resta a dormire in casa e non consuma i pasti forniti.',
      ],
      citations: [
        ...RULE,
        ...cite(
          ccnl,
          `Vitto e alloggio ${from}: ${euro(lunch)} a pasto, ${euro(lodging)} l'alloggio`,
          held.sources.slice(0, 1),
        ),
      ],
      related: [],
    });
  }
  const total = days ? Math.round(daily * days * 100) / 100 : undefined;
  return compose({
    answer: `Sì: nei giorni in cui è via e non usufruisce di vitto e alloggio le spetta l'indennità sostitutiva, ${bold(`${euro(daily)} al giorno`)} ${from}${total !== undefined ? `: ${days} × ${euro(daily)} = ${bold(euro(total))}` : ''}, oltre alla normale retribuzione dei giorni di ferie.`,
    steps: table([
      ['Pranzo o colazione', euro(lunch)],
      ['Cena', euro(dinner)],
      ['Alloggio', euro(lodging)],
      ['**Totale giornaliero**', `**${euro(daily)}**`],
      ...(total !== undefined
        ? ([[`${days} giorni × ${euro(daily)}`, `**${euro(total)}**`]] as [string, string][])
        : []),
    ]),
    assumptions: [
      'Lavoratrice convivente che nel periodo di assenza non usufruisce in natura di vitto e alloggio.',
    ],
    citations: [
      ...RULE,
      ...cite(ccnl, `Vitto e alloggio ${from}: ${euro(daily)} al giorno`, held.sources.slice(0, 1)),
    ],
    related: [],
  });
}
