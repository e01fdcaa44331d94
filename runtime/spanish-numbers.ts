// Numbers as Spanish readers write them (RAE): a decimal comma, a true minus sign, and
// from five digits on, thousands grouped with a non-breaking space. Shared by the text
// and HTML reports so both print a figure the same way.

/** Fixed decimals; «—» for a value that is not a finite number. */
export function fixed(x: number, digits: number): string {
  if (!Number.isFinite(x)) return "—";
  const abs = Math.abs(x).toFixed(digits);
  const [whole = "0", fraction] = abs.split(".");
  const grouped = whole.length < 5 ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
  // A value that rounds to zero is printed without a sign: «−0,0» reads as a finding.
  const minus = x < 0 && Number(abs) !== 0 ? "−" : "";
  return minus + grouped + (fraction === undefined ? "" : "," + fraction);
}

/** `fixed` with a «+» on positive values. */
export function signed(x: number, digits: number): string {
  const text = fixed(x, digits);
  return Number.isFinite(x) && x > 0 && Number(Math.abs(x).toFixed(digits)) !== 0 ? "+" + text : text;
}

/** A fraction as a percentage with one decimal: «52,3 %». */
export function percent(x: number): string {
  return `${fixed(x * 100, 1)} %`;
}

/** A difference of fractions in signed percentage points: «+4,2». */
export function points(x: number): string {
  return signed(x * 100, 1);
}
