import { afterEach, describe, expect, test, vi } from 'vitest';
import { reportClassConflict } from './class-conflicts';
import { cn } from './cn';

afterEach(() => vi.restoreAllMocks());

describe('the class conflict check', () => {
  test.each([
    'px-2 px-4',
    'text-slate-600 text-white',
    'min-h-11 min-h-10',
    'h-5 w-5 shrink-0 h-4 w-4',
    'border-slate-200 bg-white border-emerald-200 bg-emerald-50/40',
  ])('reports %j, where the stylesheet would pick the winner', (classList) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(reportClassConflict(classList)).toBe(true);
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain(classList);
  });

  test.each([
    'ui-td px-2 text-right',
    'ui-button ui-button-secondary ui-button-sm h-auto min-h-9 max-md:min-h-11',
    'h-9 max-md:h-11 rounded-md px-2',
    'px-3 pl-11',
    'text-slate-600 hover:text-slate-900',
  ])('passes %j: a component class, or utilities that do not overlap', (classList) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(reportClassConflict(classList)).toBe(false);
    expect(error).not.toHaveBeenCalled();
  });

  test('reports a list once, however often it renders', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(reportClassConflict('p-1 p-2')).toBe(true);
    expect(reportClassConflict('p-1 p-2')).toBe(true);
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('cn', () => {
  test('joins without merging: the caller’s utility beats the component class by its layer', () => {
    expect(cn('ui-td', 'px-2', false, undefined, ['text-right'])).toBe('ui-td px-2 text-right');
  });

  test('keeps a conflicting pair as written, and reports it in development', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(cn('gap-1', { 'gap-3': true })).toBe('gap-1 gap-3');
    expect(error).toHaveBeenCalledOnce();
  });
});
