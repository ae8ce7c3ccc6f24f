import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge (about 8 KB of gzip in every first
 * load): when a caller passes a class that competes with a default, the component must leave
 * the default out instead.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
