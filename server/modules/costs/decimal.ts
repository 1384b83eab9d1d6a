/**
 * Exact decimal arithmetic for money and rates: a decimal text becomes an integer of a fixed scale (BigInt), and
 * every product is rounded once, half up, at the scale it is kept in. No float ever holds an amount.
 */

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** The decimal text `text` as an integer of `scale` decimals; null when it is not a plain non-negative decimal or has more decimals. */
export function scaled(text: string, scale: number): bigint | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  const fraction = m[2] ?? '';
  if (fraction.length > scale && /[1-9]/.test(fraction.slice(scale))) return null;
  return BigInt(m[1]! + fraction.slice(0, scale).padEnd(scale, '0'));
}

/** `numerator / denominator`, rounded half up (both non-negative, denominator above 0). */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** An integer of `scale` decimals as text: 95850000 at 2 is '958500.00'. */
export function text(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${whole}` : whole;
}

export const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** A rate in basis points applied to an amount, rounded half up at the amount's scale. */
export const applyBp = (amount: bigint, bp: number): bigint => divRound(amount * BigInt(bp), 10_000n);
