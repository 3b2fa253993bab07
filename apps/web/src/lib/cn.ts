import { type ClassValue, clsx } from 'clsx';

/** Joins class names; later classes are expected not to fight earlier ones (no merge step). */
export const cn = (...inputs: ClassValue[]): string => clsx(inputs);
