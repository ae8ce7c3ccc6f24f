/** A class name, or a falsy value when a condition does not hold (`cond && "class"`). */
export type ClassValue = string | number | bigint | false | null | undefined;

/**
 * Joins class names, as clsx does for strings (clsx's objects and arrays are not needed, and it
 * is in every first load). Deliberately without tailwind-merge (about 8 KB of gzip in every first
 * load): when a caller passes a class that competes with a default, the component must leave
 * the default out instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return inputs.filter(Boolean).join(" ");
}
