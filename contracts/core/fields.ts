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
