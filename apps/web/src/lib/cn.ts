import { clsx, type ClassValue } from 'clsx';
import { reportClassConflict } from './class-conflicts';

/**
 * Joins class names. A shared component's own look is a `ui-*` class in Tailwind's components
 * layer (components/ui/ui.css), below every utility, so a class its caller passes wins without
 * merging. tailwind-merge settled that at run time, about 40 ms of a dashboard load's main thread
 * unthrottled (150 ms on a slow phone); it now only checks, in development and in the class
 * check build (`VITE_CLASS_CHECK=1`), that no two utilities of one element conflict.
 */
export function cn(...inputs: ClassValue[]): string {
  const classList = clsx(inputs);
  if (import.meta.env.DEV || import.meta.env.VITE_CLASS_CHECK === '1') {
    reportClassConflict(classList);
  }
  return classList;
}
