import { useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

const SEARCH_DEBOUNCE_MS = 300;

interface SearchInputProps {
  /** The search in force (usually from the address); the box follows it when it changes. */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once when the box is cleared. */
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
  className?: string;
}

/** A search box that asks the server once typing pauses, not once per letter on slow data. */
export function SearchInput({ value, onSearch, label, placeholder, className }: SearchInputProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value);
  // Follow the address when it changes under us (back button, a shared link).
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className={cn('relative min-w-0 flex-1', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
      />
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="search"
        className="pr-10 pl-9 md:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          aria-label={t`Clear search`}
          className="absolute top-1/2 right-0 inline-flex h-11 w-11 -translate-y-1/2 items-center md:right-1 md:h-9 md:w-9 justify-center rounded-md text-slate-500 hover:text-slate-700"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      ) : null}
    </div>
  );
}
