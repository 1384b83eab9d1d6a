import { z } from 'zod';
import { int, intText } from './numbers';
import { orEmpty, PAGE_NUMBER, type Shape } from './rules';

/** zod fields built from the shared input rules (contracts/core/rules.ts), so a call checks what a page address reads. */

/** A text of this shape. */
export const shaped = (shape: Shape) => z.string().regex(shape.pattern, shape.message);
/** A text of this shape, or '' (a filter left blank). */
export const shapedOrEmpty = (shape: Shape) => shaped(orEmpty(shape));

/** A page number in a query or path (digits), 1 when left out. */
export const pageText = () => intText(PAGE_NUMBER).prefault(1);
/** A page number in a JSON body, 1 when left out. */
export const pageInt = () => int().min(PAGE_NUMBER.min).max(PAGE_NUMBER.max).default(1);

const DECIMAL = /^\d+(\.\d+)?$/;
const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0;

/**
 * An exact amount as decimal text (a JSON number or text in, text out; never a float): a non-negative decimal of at most `decimals` places and at most `max`; `positive` refuses 0.
 * Money and quantities of the landed-cost calculator and of structured offers.
 */
export function amount(o: { decimals: number; max: number; positive?: string; negative: string; tooMany: string; tooBig: string }) {
  return z.union([z.string().trim(), z.number()]).transform((value, ctx) => {
    const text = String(value);
    if (text.startsWith('-')) ctx.addIssue({ code: 'custom', message: o.negative });
    else if (!DECIMAL.test(text)) ctx.addIssue({ code: 'custom', message: o.positive ?? o.negative });
    else if (decimalsOf(text) > o.decimals) ctx.addIssue({ code: 'custom', message: o.tooMany });
    else if (Number(text) > o.max) ctx.addIssue({ code: 'custom', message: o.tooBig });
    else if (o.positive && Number(text) === 0) ctx.addIssue({ code: 'custom', message: o.positive });
    else return text;
    return z.NEVER;
  });
}
