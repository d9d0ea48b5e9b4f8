interface Step {
  from_month: number;
  rol_percent: number;
}

const pct = (value: number) => `${String(value).replace('.', ',')}%`;
const when = (month: number) => (month % 12 === 0 ? `${month / 12 + 1}° anno` : `${month + 1}° mese`);
const until = (month: number) => (month % 12 === 0 ? `${month / 12}°` : `${month}°`);
const within = (month: number) =>
  month % 12 !== 0
    ? `nei primi ${month} mesi`
    : month === 12
      ? 'nel primo anno'
      : `nei primi ${month / 12} anni`;

/**
 * The whole graded scale of the ROL for recent hires, in words ("nessun ROL nei primi 2 anni di servizio, il
 * 50% dal 3° al 4° anno, per intero dal 5° anno"), with the share that applies now: why a payslip shows only
 * the ex festività in the first years.
 */
export function rolScale(steps: readonly Step[], current: Step | undefined): string {
  const parts = steps.map((step, i) => {
    const next = steps[i + 1];
    const share = pct(step.rol_percent);
    if (step.rol_percent === 0 && step.from_month === 0 && next)
      return `nessun ROL ${within(next.from_month)} di servizio (solo ex festività)`;
    if (!next)
      return step.rol_percent === 100
        ? `per intero dal ${when(step.from_month)}`
        : `il ${share} dal ${when(step.from_month)}`;
    // A one-year step: "il 50% nel 2° anno", not "dal 2° al 2° anno".
    if (step.from_month % 12 === 0 && next.from_month - step.from_month === 12)
      return `il ${share} nel ${when(step.from_month)}`;
    return `il ${share} dal ${when(step.from_month).replace(/ (?:anno|mese)$/, '')} al ${until(next.from_month)} ${next.from_month % 12 === 0 ? 'anno' : 'mese'}`;
  });
  const now = !current
    ? ''
    : current.rol_percent === 0
      ? '; per ora non ne matura nessuno'
      : `; ora ne spetta il ${pct(current.rol_percent)}`;
  return `${parts.join(', ')}${now}`;
}
